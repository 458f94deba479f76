import { vars } from '../themes/contract.css';

/**
 * The one visible focus indicator: a 2px ring in the theme's focus colour, offset from
 * the control so it contrasts with the surface behind (WCAG 2.2 focus appearance).
 * Spread it under a `:focus-visible` selector.
 */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** Respect the user's reduced-motion setting in every animation. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
