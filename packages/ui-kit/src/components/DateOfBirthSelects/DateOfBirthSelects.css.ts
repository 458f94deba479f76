import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.body,
});

export const legend = style({ padding: 0 });

export const row = style({
  display: 'grid',
  // Day and year are short; the month name takes the rest. Wraps on narrow screens.
  gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))',
  gap: vars.space.small,
});
