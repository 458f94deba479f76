import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  overflow: 'hidden',
  minBlockSize: '8rem',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.xlarge,
  borderRadius: vars.radius.large,
  fontFamily: vars.font.body,
  '@media': { [mediaQueries.tablet]: { minBlockSize: '11rem' } },
});

/** Each preset's colours; the decoration is drawn in the text colour at low opacity. */
export const preset = styleVariants({
  allSnacks: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
  chips: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  allBrands: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.strong,
});

export const description = style({
  margin: 0,
  maxInlineSize: '40rem',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const decoration = style({
  position: 'absolute',
  insetInlineEnd: `calc(-1 * ${vars.space.large})`,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  inlineSize: '12rem',
  blockSize: '12rem',
  opacity: 0.18,
  pointerEvents: 'none',
});

export const image = style({
  position: 'relative',
  display: 'none',
  flexShrink: 0,
  inlineSize: '10rem',
  aspectRatio: '1',
  objectFit: 'contain',
  '@media': { [mediaQueries.tablet]: { display: 'block' } },
});
