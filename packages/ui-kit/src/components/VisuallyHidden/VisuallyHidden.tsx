import type { ReactNode } from 'react';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for screen readers only (labels of icon buttons, extra context for prices). */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  useStylesheetCheck('VisuallyHidden', styles.root);
  return (
    <span id={id} className={styles.root}>
      {children}
    </span>
  );
}
