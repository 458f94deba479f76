import type { ReactNode } from 'react';
import { Snackbar, snackbarProps, type SnackbarSeverity } from '../Snackbar/Snackbar';

/** The shell's notification: a severity and its text (SPEC section 2). */
export interface Notification {
  severity: SnackbarSeverity;
  text: ReactNode;
}

export interface NotificationBarProps {
  /** What to show; `null` shows nothing. */
  notification: Notification | null;
  /** Called when it times out, on Escape or from its close button: clear the notification. */
  onClose: () => void;
  /** Milliseconds it stays (4000 by default, SPEC section 9); `null` keeps it open. */
  duration?: number | null;
  closeLabel?: string;
  /** Pixels from the top of the window to sit at (see Snackbar's `offset`). */
  offset?: number;
}

/**
 * The application shell's notification bar at the top right: success or error text that
 * closes after 4000 ms and on Escape. It is the Snackbar (same timing, pause on hover and
 * focus, live-region announcement) fed from the shell's notification state, so the two
 * can never behave differently.
 */
export function NotificationBar({
  notification,
  onClose,
  duration = snackbarProps.duration.default,
  closeLabel,
  offset,
}: NotificationBarProps) {
  return (
    <Snackbar
      open={notification !== null}
      message={notification?.text ?? ''}
      severity={notification?.severity}
      onClose={onClose}
      duration={duration}
      closeLabel={closeLabel}
      offset={offset}
    />
  );
}
