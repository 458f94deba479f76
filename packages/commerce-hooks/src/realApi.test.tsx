// @vitest-environment jsdom
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import {
  createApp,
  createDatabase,
  seedDatabase,
  type DatabaseHandle,
} from '@snackshop/commerce-api';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@snackshop/commerce-core';
import { useAutocomplete, useItemsAvailability, useProductInventory } from './react/dataHooks';
import { StoreProvider } from './react/StoreProvider';
import { RootStore } from './stores/RootStore';

/**
 * The hooks and the cart pricing against the real commerce API (services/commerce-api) on an
 * in-memory PGlite database with the seed catalogue, over real HTTP.
 */
let database: DatabaseHandle;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  database = await createDatabase(undefined, { pgliteDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db);
  const app = createApp({
    db: database.db,
    handshakeSecret: 'commerce-hooks-suite-secret-0123456789abcdef',
  });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database?.close();
});

const roots: RootStore[] = [];
afterEach(() => {
  cleanup();
  roots.splice(0).forEach((root) => root.dispose());
});

async function readyRoot() {
  const root = new RootStore({
    baseUrl,
    storage: { session: createMemoryStorage(), local: createMemoryStorage() },
  });
  roots.push(root);
  const handshake = await root.client.handshake();
  expect(handshake.ok).toBe(true);
  return root;
}

const wrapperFor =
  (root: RootStore) =>
  ({ children }: { children: ReactNode }) => <StoreProvider store={root}>{children}</StoreProvider>;

/** Product ids the seed catalogue suggests for a query. */
async function suggestedIds(root: RootStore, q: string): Promise<string[]> {
  const { result } = renderHook(() => useAutocomplete(q, { debounceMs: 0 }), {
    wrapper: wrapperFor(root),
  });
  await waitFor(() => expect(result.current.suggestions.length).toBeGreaterThan(0));
  return result.current.suggestions.map((suggestion) => suggestion.productId);
}

describe('against the commerce API', () => {
  it('suggests seed products with string ids the cart can use', async () => {
    const root = await readyRoot();
    const ids = await suggestedIds(root, 'chedd');
    for (const id of ids) expect(id).toMatch(/^\d+$/);
  });

  it('reads stock and ZIP availability for those products', async () => {
    const root = await readyRoot();
    const ids = (await suggestedIds(root, 'chedd')).slice(0, 3);
    const stock = renderHook(() => useProductInventory(ids), { wrapper: wrapperFor(root) });
    await waitFor(() => expect(stock.result.current.inventory).toBeDefined());
    expect(Object.keys(stock.result.current.inventory!).sort()).toEqual([...ids].sort());

    const zip = renderHook(() => useItemsAvailability('30301', ids), {
      wrapper: wrapperFor(root),
    });
    await waitFor(() => expect(zip.result.current.availability).toBeDefined());
    expect(Object.keys(zip.result.current.availability!).sort()).toEqual([...ids].sort());
    expect(zip.result.current.result?.state).toBe('GA');

    const hawaii = renderHook(() => useItemsAvailability('96813', ids), {
      wrapper: wrapperFor(root),
    });
    await waitFor(() => expect(hawaii.result.current.error?.error.status).toBe(422));
  });

  it("prices the cart with the server's shipping charge and total", async () => {
    const root = await readyRoot();
    const [productId] = await suggestedIds(root, 'chedd');
    root.cart.addItem({ productId: productId!, title: 'From the client', price: 1, quantity: 1 });
    expect(await root.cartSync.refreshPricing({ zipcode: '30301' })).toBe(true);
    expect(root.cart.subTotalIsEstimate).toBe(false);
    expect(root.cart.subTotal).toBeGreaterThan(1);
    const tax = root.cart.taxInfo?.taxCents ?? 0;
    expect(root.cart.totalAmount).toBe(root.cart.subTotal + root.cart.shippingCharge! + tax);
    expect(root.cart.shippingSku).toEqual(expect.any(String));
  });

  it('prices an e-gift card from the CartStore at its face value, untaxed and unshipped', async () => {
    const root = await readyRoot();
    const cards = await root.client.call('giftCardList', {});
    expect(cards.ok).toBe(true);
    const card = cards.ok ? cards.data?.find((entry) => entry.kind === 'e-gift') : undefined;
    expect(card).toBeDefined();
    const id = root.cart.addGiftCard({
      giftCardId: String(card!.giftCardId),
      kind: 'e-gift',
      title: card!.title,
      amountCents: 2500,
      quantity: 2,
      recipient: { recipientEmail: 'sam.lee@example.com', firstName: 'Sam' },
    });
    expect(await root.cartSync.refreshPricing({ zipcode: '30301' })).toBe(true);
    expect(root.cart.subTotalIsEstimate).toBe(false);
    expect(root.cart.subTotal).toBe(5000);
    expect(root.cart.shippingCharge).toBe(0);
    expect(root.cart.taxInfo?.taxCents).toBe(0);
    expect(root.cart.totalAmount).toBe(5000);
    root.cart.removeItem(id);
    expect(root.cart.cartItems).toEqual([]);
  });
});
