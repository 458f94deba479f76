import { reaction } from 'mobx';
import type { RootStore } from '../stores/RootStore';
import type { LoadedStores, StoreWatch } from './storeHandle';

/** `StoreWatch` over MobX for `store`: `onChange` runs when the selected value changes. */
export function storeWatch(store: RootStore): StoreWatch {
  return (select, onChange) => reaction(() => select(store), onChange);
}

/** The stores with their MobX watch, as a `StoreHandle` loads them. */
export const loadedStores = (store: RootStore): LoadedStores => ({
  store,
  watch: storeWatch(store),
});
