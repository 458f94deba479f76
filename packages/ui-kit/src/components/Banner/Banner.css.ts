import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  fontFamily: vars.font.body,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const tone = styleVariants({
  brand: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
  accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.strong,
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
});

export const media = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: '10rem',
  objectFit: 'cover',
});
