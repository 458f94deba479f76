import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationStore } from './NotificationStore';

describe('NotificationStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a notification with its severity and text, closable', () => {
    const store = new NotificationStore();
    store.success('Added to cart');
    expect(store.notification).toMatchObject({
      severity: 'success',
      text: 'Added to cart',
      closable: true,
    });
    expect(store.isOpen).toBe(true);
  });

  it('clears it after 4000 ms by default, not before', () => {
    const store = new NotificationStore();
    store.error('Something went wrong with this request');
    vi.advanceTimersByTime(3999);
    expect(store.notification?.text).toBe('Something went wrong with this request');
    vi.advanceTimersByTime(1);
    expect(store.notification).toBeNull();
  });

  it('honours a custom duration, and null keeps it until closed', () => {
    const store = new NotificationStore();
    store.success('Saved', { durationMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(store.isOpen).toBe(false);
    store.error('Stays', { durationMs: null });
    vi.advanceTimersByTime(60_000);
    expect(store.notification?.text).toBe('Stays');
    store.close();
    expect(store.notification).toBeNull();
  });

  it('replaces the notification on screen and restarts the 4000 ms', () => {
    const store = new NotificationStore();
    store.success('First');
    vi.advanceTimersByTime(3000);
    store.error('Second');
    vi.advanceTimersByTime(3000);
    expect(store.notification).toMatchObject({ severity: 'error', text: 'Second' });
    vi.advanceTimersByTime(1000);
    expect(store.notification).toBeNull();
  });

  it('closes at once (close button, Escape) and the old timer does nothing later', () => {
    const store = new NotificationStore();
    store.success('First');
    store.close();
    expect(store.notification).toBeNull();
    store.success('Second', { durationMs: null });
    vi.advanceTimersByTime(5000);
    expect(store.notification?.text).toBe('Second');
  });
});
