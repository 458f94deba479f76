import { useSyncExternalStore } from 'react';
import { SIGN_IN_QUERY } from '@snackshop/commerce-core/messages';

/*
 * Whether the login popup is open, shared with the cookie panel so that a first visit shows
 * one layer at a time. Until the popup says (it opens after hydration), the page's address
 * does: `?signin=true` opens it, so the server renders the page without the panel.
 */

const [param, SIGN_IN_VALUE] = SIGN_IN_QUERY.split('=') as [string, string];
/** The query parameter that opens the login popup (`signin=true`). */
export const SIGN_IN_PARAM = param;

let open: boolean | null = null;
const listeners = new Set<() => void>();

/** True when `search` (a page's query string) opens the login popup on arrival. */
export function opensLoginPopup(search: string): boolean {
  return new URLSearchParams(search).get(SIGN_IN_PARAM) === SIGN_IN_VALUE;
}

/** The login popup opened or closed. */
export function setLoginPopupOpen(value: boolean): void {
  open = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the login popup is open, or (before it says) whether `search` opens it. */
export function useLoginPopupOpen(search: string): boolean {
  const known = useSyncExternalStore(
    subscribe,
    () => open,
    () => null,
  );
  return known ?? opensLoginPopup(search);
}
