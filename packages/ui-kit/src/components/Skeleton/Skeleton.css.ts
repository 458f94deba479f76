import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const base = style({
  display: 'block',
  backgroundColor: vars.color.surfaceSunken,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const shape = styleVariants({
  text: { blockSize: '1em', borderRadius: vars.radius.small, marginBlock: '0.25em' },
  rect: { borderRadius: vars.radius.medium },
  circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
});
