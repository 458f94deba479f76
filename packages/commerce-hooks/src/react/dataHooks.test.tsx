// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@snackshop/commerce-core';
import type { RootStore } from '../stores/RootStore';
import { UNSERVED_ZIP, startContractServer, type ContractServer } from '../test/contractServer';
import { createTestRoot, signIn } from '../test/testRoot';
import {
  useAutocomplete,
  useItemsAvailability,
  useMiniCart,
  useMixPackList,
  useProductInventory,
  useSavedCards,
} from './dataHooks';
import { StoreProvider, useCartStore, useStores } from './StoreProvider';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

const roots: RootStore[] = [];
afterEach(() => {
  cleanup();
  roots.splice(0).forEach((root) => root.dispose());
});

async function readyRoot() {
  const test = createTestRoot(server);
  roots.push(test.root);
  await test.root.client.handshake();
  return test;
}

const wrapperFor =
  (root: RootStore) =>
  ({ children }: { children: ReactNode }) => <StoreProvider store={root}>{children}</StoreProvider>;

describe('StoreProvider', () => {
  it('gives the stores to the tree and says so when missing', async () => {
    const { root } = await readyRoot();
    const { result } = renderHook(() => useStores(), { wrapper: wrapperFor(root) });
    expect(result.current).toBe(root);
    expect(() => renderHook(() => useCartStore())).toThrow(
      'useStores() must be used inside a <StoreProvider>',
    );
  });

  it('re-renders an observer when the cart changes', async () => {
    const { root } = await readyRoot();
    const Badge = observer(function Badge() {
      return <span>Cart: {useCartStore().cartCount}</span>;
    });
    render(<Badge />, { wrapper: wrapperFor(root) });
    expect(screen.getByText('Cart: 0')).toBeTruthy();
    act(() => {
      root.cart.addItem({ productId: '101', title: 'Crunch', price: 499, quantity: 3 });
    });
    expect(screen.getByText('Cart: 3')).toBeTruthy();
  });
});

describe('useAutocomplete', () => {
  it('asks once typing pauses and keeps the previous suggestions while the next load', async () => {
    const { root } = await readyRoot();
    const path = endpoints.autocompleteProducts.path;
    const before = server.callsTo(path).length;
    const { result, rerender } = renderHook(({ q }) => useAutocomplete(q, { debounceMs: 50 }), {
      wrapper: wrapperFor(root),
      initialProps: { q: 'c' },
    });
    for (const q of ['cr', 'cru', 'crun', 'crunch']) rerender({ q });
    await waitFor(() => expect(result.current.suggestions.length).toBe(2));
    expect(server.callsTo(path).length).toBe(before + 1);
    expect(server.callsTo(path).at(-1)?.query.get('q')).toBe('crunch');
    expect(result.current.suggestions.map((s) => s.productId)).toEqual(['101', '105']);

    server.delay(path, 200);
    rerender({ q: 'crunch curls m' });
    await waitFor(() => expect(result.current.isValidating).toBe(true));
    expect(result.current.suggestions.map((s) => s.productId)).toEqual(['101', '105']);
    await waitFor(() =>
      expect(result.current.suggestions.map((s) => s.productId)).toEqual(['105']),
    );
    server.delay(path, 0);
  });

  it('asks nothing below 2 characters and shows no suggestions for it', async () => {
    const { root } = await readyRoot();
    const path = endpoints.autocompleteProducts.path;
    const before = server.callsTo(path).length;
    const { result } = renderHook(() => useAutocomplete(' c ', { debounceMs: 10 }), {
      wrapper: wrapperFor(root),
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(result.current.suggestions).toEqual([]);
    expect(server.callsTo(path).length).toBe(before);
  });

  it('offers the nearest query that has suggestions when nothing is suggested', async () => {
    const { root } = await readyRoot();
    const { result, rerender } = renderHook(({ q }) => useAutocomplete(q, { debounceMs: 0 }), {
      wrapper: wrapperFor(root),
      initialProps: { q: 'crunch zzz' },
    });
    await waitFor(() => expect(result.current.didYouMean).toBe('crunch'));
    expect(result.current.suggestions).toEqual([]);
    rerender({ q: 'crunch' });
    await waitFor(() => expect(result.current.suggestions.length).toBe(2));
    expect(result.current.didYouMean).toBeNull();
  });

  it('sends the chosen language', async () => {
    const { root } = await readyRoot();
    root.config.setLanguage('es-us');
    const { result } = renderHook(() => useAutocomplete('puffs', { debounceMs: 0 }), {
      wrapper: wrapperFor(root),
    });
    await waitFor(() => expect(result.current.suggestions).toHaveLength(1));
    expect(server.callsTo(endpoints.autocompleteProducts.path).at(-1)?.query.get('lang')).toBe(
      'es-us',
    );
  });
});

describe('useProductInventory', () => {
  it('gives units in stock by product id', async () => {
    const { root } = await readyRoot();
    const { result } = renderHook(() => useProductInventory(['104', '105', '104']), {
      wrapper: wrapperFor(root),
    });
    await waitFor(() => expect(result.current.inventory).toEqual({ '105': 0, '104': 3 }));
    const body = server.callsTo(endpoints.productInventory.path).at(-1)?.body;
    expect(body).toEqual({ productIds: ['104', '105'] });
  });

  it('reports a failed call as an error with the server message', async () => {
    const { root } = await readyRoot();
    server.failNext(endpoints.productInventory.path, 503, 'Inventory offline');
    const { result } = renderHook(() => useProductInventory(['103']), {
      wrapper: wrapperFor(root),
    });
    await waitFor(() => expect(result.current.error?.message).toBe('Inventory offline'));
    expect(result.current.error?.error.status).toBe(503);
  });
});

describe('useItemsAvailability', () => {
  it('waits for a 5-digit ZIP, then says which products cannot ship there', async () => {
    const { root } = await readyRoot();
    const path = endpoints.checkItemsAvailability.path;
    const before = server.callsTo(path).length;
    const { result, rerender } = renderHook(
      ({ zip }) => useItemsAvailability(zip, ['102', '101']),
      { wrapper: wrapperFor(root), initialProps: { zip: '9950' } },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(path).length).toBe(before);
    expect(result.current.availability).toBeUndefined();

    rerender({ zip: UNSERVED_ZIP });
    await waitFor(() => expect(result.current.availability).toEqual({ '101': true, '102': false }));
    expect(result.current.unavailable).toEqual(['102']);
    expect(server.callsTo(path).at(-1)?.body).toEqual({
      zipcode: UNSERVED_ZIP,
      productIds: ['101', '102'],
      lang: 'en-us',
    });
    expect(result.current.result?.messages).toEqual({
      '102': 'Product not available for the selected shipping zip code.',
    });

    rerender({ zip: '995011' });
    expect(result.current.availability).toBeUndefined();
  });

  it("reports a ZIP nothing ships to with the server's message", async () => {
    const { root } = await readyRoot();
    const { result } = renderHook(() => useItemsAvailability('96813', ['101']), {
      wrapper: wrapperFor(root),
    });
    await waitFor(() => expect(result.current.error?.error.code).toBe('NO_SHIP_STATE'));
    expect(result.current.error?.message).toBe('We do not ship to HI or AK.');
    expect(result.current.error?.error.status).toBe(422);
  });
});

describe('useMixPackList', () => {
  it('lists saved mixes for a signed-in customer and asks nothing for a visitor', async () => {
    const { root } = await readyRoot();
    const path = endpoints.mixPackList.path;
    const before = server.callsTo(path).length;
    const { result } = renderHook(() => useMixPackList(), { wrapper: wrapperFor(root) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.mixes).toEqual([]);
    expect(server.callsTo(path).length).toBe(before);

    const email = 'mixes@example.com';
    server.setSavedMixes(email, [{ mixPackId: 'MIX-1', name: 'Road trip' }]);
    const signedIn = await readyRoot();
    const token = signIn(server, signedIn.root, email);
    const mine = renderHook(() => useMixPackList(), { wrapper: wrapperFor(signedIn.root) });
    await waitFor(() =>
      expect(mine.result.current.mixes).toMatchObject([{ mixPackId: 'MIX-1', name: 'Road trip' }]),
    );
    expect(server.callsTo(path).at(-1)?.headers['x-auth-token']).toBe(token);
  });
});

describe('useSavedCards', () => {
  it('reads a signed-in customer’s cards from get-customer into the user store', async () => {
    const path = endpoints.getCustomer.path;
    const visitor = await readyRoot();
    const before = server.callsTo(path).length;
    const none = renderHook(() => useSavedCards(), { wrapper: wrapperFor(visitor.root) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(none.result.current).toEqual({ cards: [], isLoading: false });
    expect(server.callsTo(path).length).toBe(before);

    const email = 'cards@example.com';
    const visa = {
      id: '8b1c7d52-5a4e-4c43-9a51-2f0f8d1e6a10',
      cardType: 'visa',
      cardNumberMask: '•••• 4242',
      expDate: '12/29',
    };
    server.setSavedCards(email, [visa]);
    const signedIn = await readyRoot();
    const token = signIn(server, signedIn.root, email);
    const mine = renderHook(() => useSavedCards(), { wrapper: wrapperFor(signedIn.root) });
    await waitFor(() => expect(mine.result.current.cards).toEqual([visa]));
    expect(signedIn.root.user.savedCards).toEqual([visa]);
    expect(server.callsTo(path).at(-1)?.headers['x-auth-token']).toBe(token);
  });
});

describe('useMiniCart', () => {
  it('refreshes stock of the cart lines and flags what can no longer be supplied', async () => {
    const { root } = await readyRoot();
    root.cart.addItem({ productId: '105', title: 'Midnight', price: 299, quantity: 1 });
    root.cart.addItem({ productId: '101', title: 'Crunch', price: 499, quantity: 2 });
    root.cart.setMix([
      { productId: '103', price: 60, quantity: 26 },
      { productId: '104', price: 75, quantity: 4 },
    ]);
    root.cart.addMixToCart({ title: 'My Mix' });
    const MiniCart = observer(function MiniCart() {
      const mini = useMiniCart();
      return (
        <div>
          <p>{mini.isOpen ? 'mini cart open' : 'mini cart closed'}</p>
          <p>count {mini.cartCount}</p>
          <p>unavailable {mini.unavailableIds.join(',') || 'none'}</p>
          <button onClick={mini.open}>open</button>
        </div>
      );
    });
    render(<MiniCart />, { wrapper: wrapperFor(root) });
    expect(screen.getByText('unavailable none')).toBeTruthy();
    expect(screen.getByText('mini cart closed')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('unavailable 105,MYOMP-30-1')).toBeTruthy());
    expect(root.cart.findLine('101')?.availableQty).toBe(40);
    expect(screen.getByText('count 4')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'open' }).click());
    expect(screen.getByText('mini cart open')).toBeTruthy();
    expect(root.cart.miniCartOpenState).toBe(true);
  });
});
