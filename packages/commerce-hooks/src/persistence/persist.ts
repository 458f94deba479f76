import { reaction, runInAction } from 'mobx';
import {
  PERSISTED_STORE_KEYS,
  STATE_RESTORE_TIMEOUT_MS,
  type PersistedStoreKey,
} from '@snackshop/commerce-core';

/**
 * Where store slices are kept. The browser's `sessionStorage` fits as it is; an async store
 * (or a slow one) fits too, which is why restoring has a timeout.
 */
export interface PersistStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** A store that can be written to storage and read back. */
export interface PersistableStore<S = unknown> {
  /** Plain JSON-safe data; never card numbers, CVVs or tokens. */
  toSnapshot(): S;
  /** Replaces the store's state with a stored snapshot; throws when the snapshot is unusable. */
  applySnapshot(snapshot: unknown): void;
  /** Back to a first-visit state. */
  reset(): void;
}

/** The four persisted slices of SPEC section 3, by their storage key. */
export type PersistedStores = Record<PersistedStoreKey, PersistableStore>;

/** How restoring one slice went. */
export type SliceRestoreStatus = 'restored' | 'empty' | 'corrupt' | 'outdated';

/**
 * How restoring went: `restored` (every slice was read in time, whatever each held),
 * `timeout` (storage did not answer within the restore timeout: everything starts clean) or
 * `failed` (storage threw: everything starts clean).
 */
export interface RestoreReport {
  status: 'restored' | 'timeout' | 'failed';
  slices: Partial<Record<PersistedStoreKey, SliceRestoreStatus>>;
}

/** Bumped when a slice's shape changes, so an old tab's data is dropped instead of misread. */
export const SNAPSHOT_VERSION = 1;

interface StoredSlice {
  v: number;
  state: unknown;
}

function decode(
  raw: string,
): { status: 'ok'; state: unknown } | { status: 'corrupt' | 'outdated' } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { status: 'corrupt' };
  }
  if (parsed === null || typeof parsed !== 'object' || !('v' in parsed)) {
    return { status: 'corrupt' };
  }
  const slice = parsed as StoredSlice;
  return slice.v === SNAPSHOT_VERSION
    ? { status: 'ok', state: slice.state }
    : { status: 'outdated' };
}

/** Options of `restoreStores`. */
export interface RestoreOptions {
  /** Give up after this long and start clean; SPEC section 3 sets 5000 ms. */
  timeoutMs?: number;
}

/**
 * Reads every persisted slice and applies them together. When storage has not answered all
 * four within the restore timeout (5000 ms), nothing is applied and every store starts clean;
 * a slice that cannot be read back (corrupt JSON, an older shape, a snapshot the store
 * refuses) starts clean on its own and its entry is removed. Never rejects.
 */
export async function restoreStores(
  stores: PersistedStores,
  storage: PersistStorage,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const timeoutMs = options.timeoutMs ?? STATE_RESTORE_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const reads = Promise.all(
    PERSISTED_STORE_KEYS.map(async (key) => [key, await storage.getItem(key)] as const),
  );

  let outcome: Awaited<typeof reads> | 'timeout' | 'failed';
  try {
    outcome = await Promise.race([reads, timedOut]);
  } catch (error) {
    console.error('Restoring the stored state failed; starting clean', error);
    outcome = 'failed';
  } finally {
    clearTimeout(timer);
  }

  if (outcome === 'timeout' || outcome === 'failed') {
    // A late answer must not overwrite what the shopper does after we gave up.
    reads.catch(() => undefined);
    runInAction(() => {
      for (const key of PERSISTED_STORE_KEYS) stores[key].reset();
    });
    return { status: outcome, slices: {} };
  }

  const slices: RestoreReport['slices'] = {};
  const unusable: PersistedStoreKey[] = [];
  runInAction(() => {
    for (const [key, raw] of outcome) {
      const store = stores[key];
      if (raw === null) {
        slices[key] = 'empty';
        continue;
      }
      const decoded = decode(raw);
      if (decoded.status !== 'ok') {
        store.reset();
        slices[key] = decoded.status;
        unusable.push(key);
        continue;
      }
      try {
        store.applySnapshot(decoded.state);
        slices[key] = 'restored';
      } catch (error) {
        console.warn(`Stored ${key} state is unusable; starting that part clean`, error);
        store.reset();
        slices[key] = 'corrupt';
        unusable.push(key);
      }
    }
  });
  for (const key of unusable) await removeQuietly(storage, key);
  return { status: 'restored', slices };
}

async function removeQuietly(storage: PersistStorage, key: string): Promise<void> {
  try {
    await storage.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove stored ${key} state`, error);
  }
}

/** Serialises one slice the way `restoreStores` reads it. */
export function encodeSnapshot(state: unknown): string {
  return JSON.stringify({ v: SNAPSHOT_VERSION, state } satisfies StoredSlice);
}

/**
 * Writes every slice to storage whenever it changes (MobX reactions). Call it after
 * `restoreStores`, so that the restored state is not overwritten by a clean one first.
 * Returns a function that stops persisting.
 */
export function persistStores(stores: PersistedStores, storage: PersistStorage): () => void {
  const disposers = PERSISTED_STORE_KEYS.map((key) =>
    reaction(
      () => encodeSnapshot(stores[key].toSnapshot()),
      (encoded) => {
        try {
          const written = storage.setItem(key, encoded);
          if (written instanceof Promise) {
            written.catch((error: unknown) => console.warn(`Could not store ${key} state`, error));
          }
        } catch (error) {
          // A full or disabled storage must not break the shop; the state lives on in memory.
          console.warn(`Could not store ${key} state`, error);
        }
      },
      { fireImmediately: true },
    ),
  );
  return () => disposers.forEach((dispose) => dispose());
}
