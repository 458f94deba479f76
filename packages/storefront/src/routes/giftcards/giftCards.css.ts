import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@snackshop/ui-kit';

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
});

export const image = style({
  inlineSize: '100%',
  maxInlineSize: '20rem',
  blockSize: 'auto',
  borderRadius: vars.radius.medium,
});

/** The card's order form: amount, quantity and, for an e-gift card, the recipient. */
export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.small,
  borderBlockStart: `1px solid ${vars.color.divider}`,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const added = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
});

/** An amount of the order form without scripts: a radio button and its face value. */
export const amount = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: '2.75rem',
  color: vars.color.text,
});

/** A message at a field of the order form without scripts. */
export const error = style({
  margin: 0,
  color: vars.color.criticalText,
});
