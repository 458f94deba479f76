import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type WebStorageLike } from '@snackshop/commerce-core';
import { CartStore } from '../stores/CartStore';
import { CheckoutStore } from '../stores/CheckoutStore';
import { ConfigStore } from '../stores/ConfigStore';
import { UserStore } from '../stores/UserStore';
import {
  encodeSnapshot,
  persistStores,
  restoreStores,
  type PersistStorage,
  type PersistedStores,
} from './persist';

function makeStores(): PersistedStores & { cart: CartStore; config: ConfigStore } {
  const browser = { session: createMemoryStorage(), local: createMemoryStorage() };
  return {
    checkout: new CheckoutStore(),
    cart: new CartStore(),
    config: new ConfigStore(),
    user: new UserStore(browser),
  };
}

/** Storage that records writes, over a memory store. */
function recording(initial: Record<string, string> = {}) {
  const inner: WebStorageLike = createMemoryStorage(initial);
  const writes: string[] = [];
  const storage: PersistStorage & { writes: string[] } = {
    writes,
    getItem: (key) => inner.getItem(key),
    setItem: (key, value) => {
      writes.push(key);
      inner.setItem(key, value);
    },
    removeItem: (key) => inner.removeItem(key),
  };
  return storage;
}

const crunch = { productId: '101', title: 'Crunch Curls', price: 499, quantity: 2 };

afterEach(() => vi.useRealTimers());

describe('persistence round trip', () => {
  it('writes each slice under its SPEC key and reads it back in a new tab', async () => {
    const storage = recording();
    const first = makeStores();
    const stop = persistStores(first, storage);
    first.cart.addItem(crunch);
    first.config.setZipCode('30301');
    stop();
    expect([...new Set(storage.writes)].sort()).toEqual(['cart', 'checkout', 'config', 'user']);

    const second = makeStores();
    const report = await restoreStores(second, storage);
    expect(report).toEqual({
      status: 'restored',
      slices: { checkout: 'restored', cart: 'restored', config: 'restored', user: 'restored' },
    });
    expect(second.cart.cartItems).toEqual([crunch]);
    expect(second.config.zipCode).toBe('30301');
  });

  it('starts clean on a first visit', async () => {
    const stores = makeStores();
    const report = await restoreStores(stores, recording());
    expect(report.status).toBe('restored');
    expect(report.slices.cart).toBe('empty');
    expect(stores.cart.cartItems).toEqual([]);
  });

  it('drops a corrupt or outdated slice on its own and removes its entry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = recording({
      cart: '{not json',
      config: JSON.stringify({ v: 0, state: { zipCode: '1' } }),
      user: JSON.stringify({ v: 1, state: 'not an object' }),
      checkout: encodeSnapshot(new CheckoutStore().toSnapshot()),
    });
    const stores = makeStores();
    const report = await restoreStores(stores, storage);
    expect(report.slices).toEqual({
      checkout: 'restored',
      cart: 'corrupt',
      config: 'outdated',
      user: 'corrupt',
    });
    expect(storage.getItem('cart')).toBeNull();
    expect(storage.getItem('config')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(stores.config.zipCode).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('keeps working when storage is full', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stores = makeStores();
    const full: PersistStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const stop = persistStores(stores, full);
    stores.cart.addItem(crunch);
    expect(stores.cart.cartCount).toBe(2);
    expect(warn).toHaveBeenCalled();
    stop();
    warn.mockRestore();
  });
});

describe('restore timeout (SPEC section 3: 5000 ms)', () => {
  it('gives up after 5000 ms on a store that never answers and starts clean', async () => {
    vi.useFakeTimers();
    const stores = makeStores();
    stores.cart.addItem(crunch);
    const never: PersistStorage = {
      getItem: () => new Promise<string | null>(() => undefined),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    let settled = false;
    const restoring = restoreStores(stores, never).then((report) => {
      settled = true;
      return report;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await restoring).toEqual({ status: 'timeout', slices: {} });
    expect(stores.cart.cartItems).toEqual([]);
  });

  it('applies a slow store that answers just before 5000 ms', async () => {
    vi.useFakeTimers();
    const saved = makeStores();
    saved.cart.addItem(crunch);
    const slow: PersistStorage = {
      getItem: (key) =>
        new Promise((resolve) =>
          setTimeout(
            () => resolve(key === 'cart' ? encodeSnapshot(saved.cart.toSnapshot()) : null),
            4999,
          ),
        ),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const stores = makeStores();
    const restoring = restoreStores(stores, slow);
    await vi.advanceTimersByTimeAsync(4999);
    expect((await restoring).status).toBe('restored');
    expect(stores.cart.cartItems).toEqual([crunch]);
  });

  it('ignores an answer that comes after giving up', async () => {
    vi.useFakeTimers();
    let answer: (value: string | null) => void = () => undefined;
    const late: PersistStorage = {
      getItem: (key) =>
        key === 'cart' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(null),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const stores = makeStores();
    const restoring = restoreStores(stores, late);
    await vi.advanceTimersByTimeAsync(5000);
    expect((await restoring).status).toBe('timeout');
    stores.cart.addItem({ ...crunch, quantity: 1 });
    answer(encodeSnapshot({ cartItems: [{ ...crunch, quantity: 9 }] }));
    await vi.advanceTimersByTimeAsync(10);
    expect(stores.cart.cartCount).toBe(1);
  });

  it('starts clean when storage throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: PersistStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const report = await restoreStores(makeStores(), broken);
    expect(report.status).toBe('failed');
    error.mockRestore();
  });
});
