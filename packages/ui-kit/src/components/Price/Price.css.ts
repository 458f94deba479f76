import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The standard size is the root's own: a listing's dozens of prices carry one class less. */
export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
});

export const size = styleVariants({
  small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small },
  large: { fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.xlarge },
});

export const current = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });

export const sale = style({ color: vars.color.brandText });

export const original = style({
  fontSize: '0.8em',
  color: vars.color.textMuted,
  textDecoration: 'line-through',
});
