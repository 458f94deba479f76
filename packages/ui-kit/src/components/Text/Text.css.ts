import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const base = style({
  fontFamily: vars.font.body,
  // Long words (Spanish compounds, product names, e-mail addresses) wrap instead of
  // pushing the layout wider.
  overflowWrap: 'anywhere',
});

export const size = styleVariants(
  { xsmall: 'xsmall', small: 'small', standard: 'standard', large: 'large' } as const,
  (step) => ({ fontSize: vars.fontSize[step], lineHeight: vars.lineHeight[step] }),
);

export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brandText },
  success: { color: vars.color.successText },
  critical: { color: vars.color.criticalText },
  inherit: { color: 'inherit' },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  strong: { fontWeight: vars.fontWeight.strong },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const truncate = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
