/**
 * @snackshop/commerce-hooks — the storefront's state and data: MobX stores persisted to
 * session storage, cart sync with the commerce API, SWR hooks over the commerce-core client
 * and the checkout's call hooks. Nothing here touches `window` at import time, so it is safe
 * in server rendering.
 */
export * from './persistence/persist';
export { browserStorage } from './persistence/browserStorage';
export * from './stores/CartStore';
export * from './stores/CheckoutStore';
export * from './stores/checkout/paymentSessionTiming';
export * from './stores/ConfigStore';
export * from './stores/CookieConsentStore';
export * from './stores/NotificationStore';
export * from './stores/RootStore';
export * from './stores/UserStore';
export * from './sync/CartSync';
export * from './react/StoreProvider';
export {
  StoreHandleProvider,
  createStoreHandle,
  loadedStoreHandle,
  useStoreHandle,
  useStoreValue,
  useWithStores,
  type LoadedStores,
  type StoreHandle,
  type StoreWatch,
} from './react/storeHandle';
export { loadedStores, storeWatch } from './react/watchStore';
export * from './react/dataHooks';
export * from './react/checkoutCalls';
export {
  submitOrder,
  type PaymentInfoBody,
  type PlacedOrder,
  type SubmitOutcome,
} from './react/submitOrder';
export { ApiRequestError } from './react/fetcher';
export { useDebouncedValue } from './react/useDebouncedValue';
