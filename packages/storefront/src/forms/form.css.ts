import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@snackshop/ui-kit';

/** Two fields side by side on wider screens (first and last name, phone and ZIP). */
export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A refusal or an invalid form. */
export const alert = style({
  margin: 0,
  color: vars.color.criticalText,
  fontWeight: vars.fontWeight.medium,
});

/** A saved change. */
export const status = style({ margin: 0, color: vars.color.successText });
