import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { RootStore } from '../stores/RootStore';

/**
 * Calls `onChange` with the new value each time `select(store)` changes, and returns the
 * function that stops watching. Supplied with the stores (MobX `reaction`), so the code
 * that reads through a handle never imports MobX itself.
 */
export type StoreWatch = <T>(select: (store: RootStore) => T, onChange: () => void) => () => void;

/** What loading the stores gives: the stores and how to watch a value of theirs. */
export interface LoadedStores {
  store: RootStore;
  watch: StoreWatch;
}

/**
 * The stores of a page, possibly not loaded yet. A shell can render and hydrate with a
 * handle whose stores (MobX, the API client, cart sync) arrive later: `load()` fetches and
 * starts them once, `current` is null until then.
 */
export interface StoreHandle {
  readonly current: LoadedStores | null;
  /** Loads the stores (once) and resolves with them. */
  load(): Promise<LoadedStores>;
  /** Calls `listener` once the stores have loaded. */
  subscribe(listener: () => void): () => void;
}

/**
 * A handle over `load`, which runs at most once (on the first `load()`). A failed load is
 * forgotten, so the next `load()` tries again.
 */
export function createStoreHandle(load: () => Promise<LoadedStores>): StoreHandle {
  let current: LoadedStores | null = null;
  let pending: Promise<LoadedStores> | null = null;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    load() {
      pending ??= load().then(
        (loaded) => {
          current = loaded;
          listeners.forEach((listener) => listener());
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A handle over stores that already exist (tests, server rendering). */
export function loadedStoreHandle(loaded: LoadedStores): StoreHandle {
  const promise = Promise.resolve(loaded);
  return { current: loaded, load: () => promise, subscribe: () => () => undefined };
}

/** @internal The stores' context: set by `StoreProvider` or `StoreHandleProvider`. */
export const StoreContext = createContext<StoreHandle | null>(null);

/** Gives the tree a handle on its stores, loaded or not (see `StoreHandle`). */
export function StoreHandleProvider({
  handle,
  children,
}: {
  handle: StoreHandle;
  children?: ReactNode;
}) {
  return <StoreContext.Provider value={handle}>{children}</StoreContext.Provider>;
}

/** The stores' handle; throws when used outside a provider. */
export function useStoreHandle(): StoreHandle {
  const handle = useContext(StoreContext);
  if (!handle) throw new Error('useStores() must be used inside a <StoreProvider>');
  return handle;
}

/**
 * Every store; throws when used outside a `StoreProvider`. Under a handle whose stores
 * have not loaded yet it loads them and suspends until they are there.
 */
export function useStores(): RootStore {
  const handle = useStoreHandle();
  if (handle.current) return handle.current.store;
  // Suspends by throwing the load itself rather than through `use()`: MobX's `observer`
  // runs a render inside a reaction that catches and rethrows, which `use()` forbids.
  throw handle.load();
}

/** What the server's HTML (and so hydration) reads: nothing loaded. */
const NOT_LOADED: unique symbol = Symbol('not loaded');
const notLoaded = (): typeof NOT_LOADED => NOT_LOADED;

/**
 * `select(store)` once the stores have loaded, `fallback` before (and in the server's
 * HTML, so that hydration matches), re-rendering when the selected value changes. The
 * fallback is what empty stores hold, so the page looks the same until they load.
 */
export function useStoreValue<T>(select: (store: RootStore) => T, fallback: T): T {
  const handle = useStoreHandle();
  const subscribe = useCallback(
    (onChange: () => void) => {
      let stopWatching: (() => void) | undefined;
      const watchLoaded = () => {
        stopWatching?.();
        if (handle.current) stopWatching = handle.current.watch(select, onChange);
        onChange();
      };
      const stopListening = handle.subscribe(watchLoaded);
      if (handle.current) stopWatching = handle.current.watch(select, onChange);
      return () => {
        stopListening();
        stopWatching?.();
      };
    },
    // A module-level `select` keeps the subscription across renders.
    [handle, select],
  );
  const value = useSyncExternalStore<T | typeof NOT_LOADED>(
    subscribe,
    () => (handle.current ? select(handle.current.store) : NOT_LOADED),
    notLoaded,
  );
  return value === NOT_LOADED ? fallback : value;
}

/**
 * Runs `action` once the stores have loaded and restored the tab's stored state: for event
 * handlers (add to cart, open the mini cart) on a page whose stores load after it shows. An
 * action before the restore would be overwritten by it, and would not be stored, since
 * persisting starts with the restore.
 */
export function useWithStores(): (action: (store: RootStore) => void) => void {
  const handle = useStoreHandle();
  return useCallback(
    (action) => {
      const run = ({ store, watch }: LoadedStores) => {
        if (store.hydrated) {
          action(store);
          return;
        }
        const stop = watch(
          (current) => current.hydrated,
          () => {
            if (!store.hydrated) return;
            stop();
            action(store);
          },
        );
      };
      if (handle.current) run(handle.current);
      else void handle.load().then(run);
    },
    [handle],
  );
}
