import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const separator = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  // The chevron points to the next crumb, so it flips in right-to-left pages.
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
