import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  fontFamily: vars.font.body,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
});

/** Hint and error line up under the label, past the box. */
export const below = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingInlineStart: `calc(1.5rem + ${vars.space.small})`,
});
