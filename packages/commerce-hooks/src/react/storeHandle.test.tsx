// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@snackshop/commerce-core';
import { RootStore } from '../stores/RootStore';
import {
  StoreHandleProvider,
  createStoreHandle,
  useStoreValue,
  useStores,
  useWithStores,
  type StoreHandle,
} from './storeHandle';
import { loadedStores } from './watchStore';

const stores: RootStore[] = [];
afterEach(() => {
  cleanup();
  stores.splice(0).forEach((store) => store.dispose());
});

/** Stores that make no calls (nothing here starts them). */
function newStore(): RootStore {
  const store = new RootStore({
    baseUrl: 'http://127.0.0.1:9',
    storage: { session: createMemoryStorage(), local: createMemoryStorage() },
  });
  stores.push(store);
  return store;
}

/** A handle whose load the test finishes by hand, counting how often it is asked. */
function manualHandle() {
  const store = newStore();
  let finish: () => void = () => undefined;
  let loads = 0;
  const handle = createStoreHandle(() => {
    loads += 1;
    return new Promise((resolve) => {
      finish = () => resolve(loadedStores(store));
    });
  });
  return {
    handle,
    store,
    finish: () => act(async () => finish()),
    loads: () => loads,
  };
}

const selectCount = (store: RootStore) => store.cart.cartCount;

function CartCount() {
  return <span>Cart: {useStoreValue(selectCount, 0)}</span>;
}

function AddButton() {
  const withStores = useWithStores();
  return (
    <button
      type="button"
      onClick={() =>
        withStores((store) =>
          store.cart.addItem({ productId: 'P-1', title: 'Crunch', price: 499, quantity: 2 }),
        )
      }
    >
      Add
    </button>
  );
}

// An observer, as the pages that read stores are: MobX runs its render inside a reaction.
const StoreUser = observer(function StoreUser() {
  return <span>Items: {useStores().cart.cartCount}</span>;
});

const withHandle = (handle: StoreHandle, children: React.ReactNode) => (
  <StoreHandleProvider handle={handle}>{children}</StoreHandleProvider>
);

describe('store handle', () => {
  it('renders the fallback until the stores load, then follows them', async () => {
    const { handle, store, finish, loads } = manualHandle();
    render(withHandle(handle, <CartCount />));
    expect(screen.getByText('Cart: 0')).toBeTruthy();
    expect(loads()).toBe(0);
    store.cart.addItem({ productId: 'P-1', title: 'Crunch', price: 499, quantity: 3 });
    const loading = handle.load();
    await finish();
    await loading;
    await waitFor(() => expect(screen.getByText('Cart: 3')).toBeTruthy());
    act(() => store.cart.addItem({ productId: 'P-2', title: 'Puffs', price: 299, quantity: 1 }));
    expect(screen.getByText('Cart: 4')).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it('renders the fallback in server HTML even with the stores at hand', () => {
    const store = newStore();
    store.cart.addItem({ productId: 'P-1', title: 'Crunch', price: 499, quantity: 3 });
    const handle = createStoreHandle(() => Promise.resolve(loadedStores(store)));
    expect(renderToString(withHandle(handle, <CartCount />))).toContain('Cart: <!-- -->0');
  });

  it('loads the stores for an action before they are there, once', async () => {
    const { handle, store, finish, loads } = manualHandle();
    render(withHandle(handle, <AddButton />));
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(store.cart.cartCount).toBe(0);
    await finish();
    await store.start();
    await waitFor(() => expect(store.cart.cartCount).toBe(4));
    expect(loads()).toBe(1);
  });

  it('holds an action until the stored cart is restored, so neither line is lost', async () => {
    const storage = { session: createMemoryStorage(), local: createMemoryStorage() };
    const earlier = new RootStore({ baseUrl: 'http://127.0.0.1:9', storage });
    stores.push(earlier);
    await earlier.start();
    earlier.cart.addItem({ productId: 'P-2', title: 'Twist', price: 299, quantity: 1 });
    const store = new RootStore({ baseUrl: 'http://127.0.0.1:9', storage });
    stores.push(store);
    const handle = createStoreHandle(() => Promise.resolve(loadedStores(store)));
    render(withHandle(handle, <AddButton />));
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    await handle.load();
    expect(store.cart.cartCount).toBe(0);
    await store.start();
    await waitFor(() => expect(store.cart.cartCount).toBe(3));
    expect(store.cart.cartItems.map((line) => line.productId).sort()).toEqual(['P-1', 'P-2']);
  });

  it('suspends an observer that needs the stores until they load', async () => {
    const { handle, finish, loads } = manualHandle();
    await act(async () => {
      render(
        withHandle(
          handle,
          <Suspense fallback={<span>Loading</span>}>
            <StoreUser />
          </Suspense>,
        ),
      );
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(loads()).toBe(1);
    await finish();
    await waitFor(() => expect(screen.getByText('Items: 0')).toBeTruthy());
  });

  it('tries again after a failed load', async () => {
    const store = newStore();
    let attempts = 0;
    const handle = createStoreHandle(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(loadedStores(store));
    });
    await expect(handle.load()).rejects.toThrow('offline');
    expect(handle.current).toBeNull();
    await expect(handle.load()).resolves.toMatchObject({ store });
    expect(handle.current?.store).toBe(store);
  });
});
