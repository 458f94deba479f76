import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
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

/** The native box, drawn with the kit's colours (accent-color keeps the platform's tick). */
export const input = style({
  flexShrink: 0,
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.critical}`, outlineOffset: '1px' },
  },
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
