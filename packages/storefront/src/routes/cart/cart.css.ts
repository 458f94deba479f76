import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@snackshop/ui-kit';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const lineText = style({ flex: '1 1 14rem', minInlineSize: 0 });

export const lineTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const packList = style({
  margin: 0,
  paddingInlineStart: vars.space.medium,
  color: vars.color.textMuted,
});

export const alert = style({ color: vars.color.criticalText, margin: 0 });

export const status = style({ margin: 0 });

export const sampleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const sample = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** A quantity and its Update button, side by side (the cart without scripts). */
export const inlineForm = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'center',
});

/** The quantity field of the cart without scripts: room for two digits, a touch's height. */
export const quantityField = style({
  inlineSize: '4.5rem',
  minBlockSize: '44px',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  paddingInline: vars.space.small,
});
