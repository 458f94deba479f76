import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@snackshop/ui-kit';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

export const listing = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '16rem 1fr', alignItems: 'start' } },
});

/**
 * A label or field with its button on one row, wrapping onto the next when a phone has no
 * room: never squeezing a button's label into broken words or pushing the page sideways.
 */
export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minInlineSize: 0,
  maxInlineSize: '100%',
});
globalStyle(`${inlineForm} > *`, { minInlineSize: 0, maxInlineSize: '100%' });
globalStyle(`${inlineForm} > button`, { whiteSpace: 'nowrap', flexShrink: 0 });

export const select = style({
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  maxInlineSize: '100%',
});

export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  marginBlockEnd: vars.space.xlarge,
});

export const muted = style({ color: vars.color.textMuted });

export const chipLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
});

/**
 * An offer or category banner, sized to its content: its words and link on a phone, with a
 * thumbnail beside them from a tablet up; never a full-width poster.
 */
export const banner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  alignContent: 'start',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '9rem minmax(0, 1fr)' } },
});
globalStyle(`${banner} > *`, { margin: 0 });
globalStyle(`${banner} > :not(img)`, {
  '@media': { [mediaQueries.tablet]: { gridColumn: '2' } },
});
globalStyle(`${banner} > :is(h2, h3)`, {
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
});

export const bannerImage = style({
  display: 'none',
  inlineSize: '100%',
  blockSize: '7rem',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  '@media': {
    [mediaQueries.tablet]: { display: 'block', gridRow: '1 / span 3', alignSelf: 'center' },
  },
});

/** The call to action of the page: the brand's colour, the size of a touch target. */
export const ctaLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The home page's opening: its heading, the offer and its call to action, compact. */
export const homeIntro = style({
  display: 'grid',
  gap: vars.space.small,
  marginBlockEnd: vars.space.large,
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const detailImage = style({
  inlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.large,
});

export const table = style({ borderCollapse: 'collapse', inlineSize: '100%' });

export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

/** A heading kept for the outline and screen readers but not drawn (as the ui-kit VisuallyHidden). */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
