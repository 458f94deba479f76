import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  // Room for the chevron, on the end side in either direction.
  paddingInlineEnd: `calc(${vars.space.medium} + 1.5em)`,
  textOverflow: 'ellipsis',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.medium,
  display: 'inline-flex',
  color: vars.color.text,
  pointerEvents: 'none',
});
