import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Box } from '../Box/Box';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Heading.css';

/** Heading's props as data. */
export const headingProps = {
  level: { values: ['1', '2', '3', '4'], default: '2' },
} as const;

export interface HeadingProps {
  children: ReactNode;
  /** Visual size and, unless `component` says otherwise, the heading element. */
  level?: (typeof headingProps.level.values)[number];
  /** The element, when the document outline needs a different level from the look. */
  component?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p';
  id?: string;
  className?: string;
}

/** A heading in the theme's type scale. */
export function Heading({
  children,
  level = headingProps.level.default,
  component,
  id,
  className,
}: HeadingProps) {
  useStylesheetCheck('Heading', styles.base);
  return (
    <Box
      component={component ?? `h${level}`}
      id={id}
      className={clsx(styles.base, styles.level[level], className)}
    >
      {children}
    </Box>
  );
}
