import { clsx } from 'clsx';
import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import * as resetStyles from '../../css/reset.css';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import { useStylesheetCheck } from '../private/useStylesheetCheck';

/** Props of `Box`: HTML attributes plus the sprinkles atoms, and `component` for the element. */
export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** Element to render; defaults to `div`. */
  component?: ElementType;
}

const atomKeys = new Set<string>(sprinkles.properties);

/**
 * The layout primitive every component builds on: atom props (spacing, flex, colours from
 * the theme contract) become sprinkles classes, everything else goes to the element.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { component = 'div', className, ...props },
  ref,
) {
  useStylesheetCheck('Box', resetStyles.base);
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (atomKeys.has(key)) atoms[key] = value;
    else rest[key] = value;
  }
  const reset =
    typeof component === 'string'
      ? resetStyles.element[component as keyof typeof resetStyles.element]
      : undefined;
  return createElement(component, {
    ...rest,
    ref,
    className: clsx(resetStyles.base, reset, sprinkles(atoms as Sprinkles), className) || undefined,
  });
});
