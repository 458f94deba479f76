import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@snackshop/ui-kit';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });

export const form = style({ display: 'grid', gap: vars.space.medium });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.medium,
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const triple = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const alert = style({ color: vars.color.criticalText, margin: 0 });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const summary = style({ margin: 0, display: 'grid', gap: vars.space.xsmall });

/**
 * The hosted card fields' frame: the whole width of its column, never wider, whatever
 * layout holds it. The height is the form's until the fields report their own (resize).
 */
export const cardFrame = style({
  inlineSize: '100%',
  minInlineSize: 0,
  maxInlineSize: '100%',
  boxSizing: 'border-box',
  blockSize: '15rem',
  border: 0,
  display: 'block',
});

/** The security-code field of a saved card: one input, its hint and its error. */
export const cvvFrame = style([cardFrame, { blockSize: '9rem' }]);

export const link = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** The rewards site's free-pack choice on the payment step. */
export const freePack = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

/*
 * The checkout without scripts: the billing address and the gift's details show only while
 * their box asks for them (`:has`), as the page with scripts opens and closes them.
 */
export const billingWhenDifferent = style({});
export const giftWhenGift = style({});
globalStyle(`${form}:has(input[name="billingSameShippingFlag"]:checked) ${billingWhenDifferent}`, {
  display: 'none',
});
globalStyle(`${form}:has(input[name="giftCard.giftOrder"]:not(:checked)) ${giftWhenGift}`, {
  display: 'none',
});

/** The payment step's choices without scripts: a form per way to pay. */
export const payChoice = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' });
