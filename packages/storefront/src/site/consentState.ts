import { useSyncExternalStore } from 'react';
import { serializeConsentCookie, type ConsentState } from './consent';

/**
 * The shopper's cookie choice in this tab, once made here (null: the page's own, from the
 * consent cookie), and whether the footer reopened the choices. The shell keeps them
 * itself, so that consent gates tracking from the first paint without the stores.
 */
let chosen: ConsentState | null = null;
let settingsOpen = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const notify = () => listeners.forEach((listener) => listener());

/** The consent in force: the one chosen in this tab, else the page's (`initial`). */
export function currentConsent(initial: ConsentState): ConsentState {
  return chosen ?? initial;
}

/** `currentConsent`, re-rendering when the shopper chooses. */
export function useConsent(initial: ConsentState): ConsentState {
  return useSyncExternalStore(
    subscribe,
    () => chosen ?? initial,
    () => initial,
  );
}

/** Records the shopper's choice in this tab and in the consent cookie; closes the choices. */
export function decideConsent(choice: Omit<ConsentState, 'decided'>): ConsentState {
  chosen = { ...choice, decided: true };
  settingsOpen = false;
  document.cookie = serializeConsentCookie(choice);
  notify();
  return chosen;
}

/** Whether the footer's "Cookie settings" reopened the choices. */
export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  );
}

/** Reopens the choices (the footer's "Cookie settings"). */
export function openCookieSettings(): void {
  settingsOpen = true;
  notify();
}
