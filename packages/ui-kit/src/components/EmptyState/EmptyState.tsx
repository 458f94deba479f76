import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty ("No Saved Mixes yet!"). */
  title: ReactNode;
  /** What to do about it. */
  description?: ReactNode;
  /** The way forward: a Button or Link ("Create Mix"). */
  action?: ReactNode;
  /** A decorative picture or icon; hidden from screen readers. */
  illustration?: ReactNode;
  /** The title's element, so the page outline stays correct. */
  headingElement?: 'h2' | 'h3' | 'h4' | 'p';
}

/** What a list shows when it has nothing in it, and the way forward. */
export function EmptyState({
  title,
  description,
  action,
  illustration,
  headingElement = 'h2',
}: EmptyStateProps) {
  useStylesheetCheck('EmptyState', styles.root);
  return (
    <div className={styles.root}>
      {illustration && (
        <span className={styles.illustration} aria-hidden="true">
          {illustration}
        </span>
      )}
      <Heading component={headingElement} level="3">
        {title}
      </Heading>
      {description && (
        <Text component="p" tone="muted">
          {description}
        </Text>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
