import {
  createMemoryStorage,
  type ClientStorage,
  type WebStorageLike,
} from '@snackshop/commerce-core';

function webStorage(name: 'sessionStorage' | 'localStorage'): WebStorageLike | null {
  try {
    // Reading the property throws where storage is disabled (some private modes).
    const storage = typeof window === 'undefined' ? undefined : window[name];
    return storage ?? null;
  } catch {
    return null;
  }
}

/**
 * The browser's session and local storage, or empty in-memory ones where there are none
 * (server rendering, storage disabled). Call it when the app starts, not at import time.
 */
export function browserStorage(): ClientStorage {
  return {
    session: webStorage('sessionStorage') ?? createMemoryStorage(),
    local: webStorage('localStorage') ?? createMemoryStorage(),
  };
}
