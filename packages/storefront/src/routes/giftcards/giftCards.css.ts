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

export const amounts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const amount = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const comingSoon = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xsmall,
  paddingBlockStart: vars.space.small,
  borderBlockStart: `1px solid ${vars.color.divider}`,
});
