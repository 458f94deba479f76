import type { Breakpoints } from './tokens';

/**
 * One set of breakpoints for every theme: sprinkles and component media queries are
 * compiled once, so the themes cannot differ here.
 */
export const breakpoints: Breakpoints = {
  tablet: 740,
  desktop: 992,
  wide: 1280,
  themedLayout: 900,
};

/** Media queries for the breakpoints (mobile first; `themedLayout` means "wider than"). */
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  themedLayoutWide: `screen and (min-width: ${breakpoints.themedLayout + 1}px)`,
} as const;
