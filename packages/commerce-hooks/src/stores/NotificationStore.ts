import { makeAutoObservable } from 'mobx';
import { NOTIFICATION_DURATION_MS } from '@snackshop/commerce-core';

/** The two kinds of notification the shell shows (SPEC section 2). */
export type NotificationSeverity = 'success' | 'error';

/** What the notification bar shows. */
export interface Notification {
  /** Changes with every notification, so a UI can restart its animation. */
  id: number;
  severity: NotificationSeverity;
  text: string;
  /** Whether the shopper may close it (the close button and Escape). */
  closable: boolean;
}

/** Options of one notification. */
export interface NotifyOptions {
  /** Cleared after this long; SPEC section 9 sets 4000 ms. `null` keeps it until closed. */
  durationMs?: number | null;
  closable?: boolean;
}

/**
 * The notification bar's state: one notification at a time, a newer one replacing the
 * older, cleared after 4000 ms unless told otherwise.
 */
export class NotificationStore {
  notification: Notification | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;
  private lastId = 0;

  constructor() {
    makeAutoObservable<NotificationStore, 'timer' | 'lastId'>(this, {
      timer: false,
      lastId: false,
    });
  }

  get isOpen(): boolean {
    return this.notification !== null;
  }

  /** Shows a notification, replacing the one on screen. */
  show(severity: NotificationSeverity, text: string, options: NotifyOptions = {}): void {
    this.stopTimer();
    const id = ++this.lastId;
    this.notification = { id, severity, text, closable: options.closable ?? true };
    const durationMs =
      options.durationMs === undefined ? NOTIFICATION_DURATION_MS : options.durationMs;
    if (durationMs !== null) {
      this.timer = setTimeout(() => this.expire(id), durationMs);
    }
  }

  success(text: string, options?: NotifyOptions): void {
    this.show('success', text, options);
  }

  error(text: string, options?: NotifyOptions): void {
    this.show('error', text, options);
  }

  /** Closes the notification on screen (close button, Escape). */
  close(): void {
    this.stopTimer();
    this.notification = null;
  }

  /** Stops the pending timer, e.g. when the app shell unmounts. */
  dispose(): void {
    this.stopTimer();
  }

  private expire(id: number): void {
    // Only the notification that started this timer may be cleared by it.
    if (this.notification?.id === id) this.notification = null;
    this.timer = undefined;
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
