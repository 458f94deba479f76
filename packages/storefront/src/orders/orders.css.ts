import { style } from '@vanilla-extract/css';
import { vars } from '@snackshop/ui-kit';

/** An order's lines: one row per line, a divider between. */
export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});
