import { style } from '@vanilla-extract/css';

/** The rules that hide an element on screen but not from screen readers (also used under a media query). */
export const visuallyHiddenRules = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, still read by screen readers. */
export const root = style(visuallyHiddenRules);
