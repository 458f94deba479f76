import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@snackshop/ui-kit';

/** The account pages: their navigation beside the page on wider screens. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  marginBlockEnd: vars.space.xlarge,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});

export const nav = style({ alignSelf: 'start' });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.desktop]: { display: 'grid' } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.brandText,
      textDecoration: 'underline',
    },
  },
});

export const content = style({ display: 'grid', gap: vars.space.large, alignContent: 'start' });

export const section = style({ display: 'grid', gap: vars.space.medium });

export const form = style({ display: 'grid', gap: vars.space.medium, maxInlineSize: '40rem' });

/** Two or three fields side by side on wider screens. */
export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const triple = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

/** A form that is one button (make default, delete): it sits in a row of actions. */
export const inlineForm = style({ display: 'contents' });

export const alert = style({
  margin: 0,
  color: vars.color.criticalText,
  fontWeight: vars.fontWeight.medium,
});

export const status = style({ margin: 0, color: vars.color.successText });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A list of cards (addresses, saved cards, orders, mixes). */
export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
});

export const cardHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const address = style({ margin: 0, fontStyle: 'normal' });

export const details = style({
  margin: 0,
  display: 'grid',
  // Label above value on a phone, beside it from a tablet up.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

globalStyle(`${details} dt`, { fontWeight: vars.fontWeight.medium });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const lines = style({ margin: 0, paddingInlineStart: vars.space.large });

export const link = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const orderDetail = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});

/** One entry of a member's points history: the points, what happened, the date. */
export const pointsEntry = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  alignItems: 'baseline',
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const pointsAmount = style({
  minInlineSize: '4.5ch',
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});
