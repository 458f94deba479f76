import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { AlertIcon } from '../private/icons';
import { Text } from '../Text/Text';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './ErrorFallback.css';

export interface ErrorFallbackProps {
  /** The heading; SPEC section 2's 'Oops, there is an error!' by default. */
  title?: ReactNode;
  /** The retry action's label; 'Try again?' by default. */
  retryLabel?: ReactNode;
  /** Called by the retry action (reset the error boundary, reload the data). */
  onRetry?: () => void;
  /** An optional line under the heading. */
  description?: ReactNode;
  /**
   * Moves focus to the screen when it appears (default): the page the user was on is gone,
   * and keyboard and screen-reader users would otherwise be left on nothing.
   */
  autoFocus?: boolean;
}

/**
 * The screen shown when a page fails to render: 'Oops, there is an error!' with a
 * 'Try again?' action. Reporting the error to tracking is the error boundary's job.
 */
export function ErrorFallback({
  title = 'Oops, there is an error!',
  retryLabel = 'Try again?',
  onRetry,
  description,
  autoFocus = true,
}: ErrorFallbackProps) {
  useStylesheetCheck('ErrorFallback', styles.root);
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <section ref={ref} className={styles.root} aria-labelledby={headingId} tabIndex={-1}>
      <span className={styles.icon}>
        <AlertIcon />
      </span>
      <Heading component="h1" level="2" id={headingId}>
        {title}
      </Heading>
      {description && (
        <Text component="p" tone="muted">
          {description}
        </Text>
      )}
      {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
    </section>
  );
}
