import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

export const base = style({
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.medium,
  // Underlined so a link is not told apart by colour alone (WCAG 1.4.1).
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { textDecorationThickness: '2px' },
  },
});

export const tone = styleVariants({
  brand: { color: vars.color.brandText },
  neutral: { color: vars.color.text },
  inherit: { color: 'inherit' },
});

export const plain = style({
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
