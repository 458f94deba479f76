import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { RootStore } from '../stores/RootStore';
import { StoreContext, loadedStoreHandle, useStores } from './storeHandle';
import { loadedStores } from './watchStore';

export { useStores };

/** Props of `StoreProvider`. */
export interface StoreProviderProps {
  /** The stores of this page (one per browser tab, one per request on the server). */
  store: RootStore;
  children?: ReactNode;
}

/**
 * Gives the tree its stores and a data cache of its own, so that two server requests never
 * share cached data. Components read stores with `useStores()` and friends and re-render on
 * change when wrapped in mobx-react-lite's `observer`. A shell that loads its stores after
 * the first paint uses `StoreHandleProvider` instead.
 */
export function StoreProvider({ store, children }: StoreProviderProps) {
  const [cache] = useState(() => new Map());
  const [handle] = useState(() => loadedStoreHandle(loadedStores(store)));
  return (
    <StoreContext.Provider value={handle}>
      <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>
    </StoreContext.Provider>
  );
}

export const useCartStore = () => useStores().cart;
export const useCheckoutStore = () => useStores().checkout;
export const useUserStore = () => useStores().user;
export const useConfigStore = () => useStores().config;
export const useNotificationStore = () => useStores().notification;
export const useCookieConsentStore = () => useStores().cookieConsent;
/** The one API client of the stores. */
export const useApiClient = () => useStores().client;
