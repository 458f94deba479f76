import { style } from '@vanilla-extract/css';

/**
 * A per-element reset applied by `Box` (and so by every component): components look the
 * same whatever page styles surround them.
 */
export const base = style({
  margin: 0,
  padding: 0,
  border: 0,
  boxSizing: 'border-box',
  font: 'inherit',
  verticalAlign: 'baseline',
  minInlineSize: 0,
});

export const element = {
  button: style({
    background: 'none',
    color: 'inherit',
    cursor: 'pointer',
    textAlign: 'inherit',
    appearance: 'none',
  }),
  ul: style({ listStyle: 'none' }),
  ol: style({ listStyle: 'none' }),
  a: style({ color: 'inherit', textDecoration: 'none' }),
  input: style({ appearance: 'none', background: 'none', color: 'inherit' }),
  img: style({ display: 'block', maxInlineSize: '100%' }),
} as const;
