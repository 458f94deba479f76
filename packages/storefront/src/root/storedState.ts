import { LOCAL_STORAGE_KEYS, PERSISTED_STORE_KEYS } from '@snackshop/commerce-core/constants';

/**
 * Whether this browser tab holds state the stores restore (SPEC section 3): a persisted
 * cart, checkout, config or user slice in session storage, or a signed-in customer's token
 * in local storage. Without any, the stores would start empty, so they can wait until
 * something asks for them.
 */
export function tabHasStoredState(): boolean {
  try {
    return (
      PERSISTED_STORE_KEYS.some((key) => window.sessionStorage.getItem(key) !== null) ||
      window.localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken) !== null
    );
  } catch {
    // Storage refused (privacy settings): nothing was stored either.
    return false;
  }
}
