import { clsx } from 'clsx';
import { useEffect, useState, type ReactNode } from 'react';
import { AlertIcon, CheckIcon, CrossIcon } from '../private/icons';
import { useTimeout } from '../private/useTimeout';
import { IconButton } from '../IconButton/IconButton';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Snackbar.css';

/** How long a snackbar stays, in ms, unless told otherwise (SPEC: notification duration). */
export const SNACKBAR_DEFAULT_DURATION = 4000;

/** Snackbar's props as data. */
export const snackbarProps = {
  severity: { values: ['success', 'error'], default: 'success' },
  duration: { default: SNACKBAR_DEFAULT_DURATION },
} as const;

export type SnackbarSeverity = (typeof snackbarProps.severity.values)[number];

export interface SnackbarProps {
  /** Whether the snackbar shows. */
  open: boolean;
  /** The notification text. */
  message: ReactNode;
  severity?: SnackbarSeverity;
  /** Called when the time runs out, on Escape, or when the close button is pressed. */
  onClose: () => void;
  /**
   * Milliseconds before it closes by itself (4000 by default); `null` keeps it open. The
   * countdown pauses while the pointer or focus is on it, so nobody loses a message they
   * are reading (WCAG 2.2.1), and restarts when they leave.
   */
  duration?: number | null;
  closeLabel?: string;
  /**
   * Pixels from the top of the window to sit at, when something there must stay in reach
   * (the page header's Sign in and Cart): the app passes the header's bottom edge. By
   * default it sits a spacing step from the top.
   */
  offset?: number;
}

/**
 * A short notification at the top end of the window (success or error). It sits in a
 * live region that is always present, so screen readers announce each message: politely
 * for success, at once for errors.
 */
export function Snackbar({
  open,
  message,
  severity = snackbarProps.severity.default,
  onClose,
  duration = snackbarProps.duration.default,
  closeLabel = 'Close',
  offset,
}: SnackbarProps) {
  useStylesheetCheck('Snackbar', styles.region);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useTimeout(onClose, open && !paused ? duration : null, message);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <div
      className={styles.region}
      style={offset === undefined ? undefined : { insetBlockStart: `${offset}px` }}
      role={severity === 'error' ? 'alert' : 'status'}
      aria-live={severity === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {open && (
        <div
          className={clsx(styles.snackbar, styles.severity[severity])}
          data-severity={severity}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        >
          <span className={styles.icon}>
            {severity === 'error' ? <AlertIcon /> : <CheckIcon />}
          </span>
          <div className={styles.message}>{message}</div>
          <IconButton
            className={styles.close}
            label={closeLabel}
            icon={<CrossIcon />}
            onClick={onClose}
          />
        </div>
      )}
    </div>
  );
}
