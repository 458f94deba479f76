import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { and, eq, gte } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bundles, persistedCarts, products } from '../db/schema/index';
import { describeApi } from '../../test/harness';
import { registerCustomer, signIn } from '../../test/account-fixtures';
import { sweepExpiredGuestCarts } from './persisted-cart.service';
import {
  anotherSession,
  findProducts,
  fullSizeSnacks,
  mixableProducts,
  productBySlug,
  setStock,
  type ProductRow,
} from '../../test/pricing-fixtures';

const owner = { email: 'pat@example.com', accountId: '', isAuth: false };

describeApi('cart', (api) => {
  let snack: ProductRow;
  let mixable: ProductRow[];
  beforeAll(async () => {
    [snack] = (await findProducts(
      api().database.db,
      and(eq(products.kind, 'snack'), gte(products.stockQty, 20)),
    )) as [ProductRow];
    mixable = await mixableProducts(api().database.db, 60);
  });

  it('stores the server’s cartamount and ignores tampered prices and totals', async () => {
    const [bundle] = await api().database.db.select().from(bundles).limit(1);
    const [x, y] = mixable as [ProductRow, ProductRow];
    // Prices, titles and a total that the server must ignore ride along with the lines.
    const tampered = {
      ...owner,
      cartamount: 0.01,
      persistCartData: [
        { productId: String(snack.id), quantity: 3, price: 1, title: 'Free chips' },
        { bundleId: bundle!.id, quantity: 1, price: 0 },
        {
          productId: 'MYOMP-30-1',
          quantity: 2,
          price: 1,
          multipackList: [
            { productId: String(x.id), quantity: 20, price: 1 },
            { productId: String(y.id), quantity: 10, price: 1 },
          ],
        },
      ],
    };
    const saved = await api().call('saveCartWebData', { body: tampered });
    expect(saved.status).toBe(200);
    const multipackCents = (x.priceCents * 20 + y.priceCents * 10) * 2;
    const expectedCents = snack.priceCents * 3 + bundle!.priceCents + multipackCents;
    expect(saved.body.data.cartamount).toBe(expectedCents / 100);
    const [row] = await api()
      .database.db.select()
      .from(persistedCarts)
      .where(eq(persistedCarts.id, saved.body.data.persistCartId));
    expect(row?.cartAmountCents).toBe(expectedCents);
    expect(row?.email).toBe('pat@example.com');

    const loaded = await api().call('getCartWebData', {
      query: { email: 'pat@example.com', accountId: '', isAuth: 'false' },
    });
    expect(loaded.status).toBe(200);
    const cart = loaded.body.data;
    expect(cart.persistCartId).toBe(saved.body.data.persistCartId);
    expect(cart.cartAmountCents).toBe(expectedCents);
    expect(cart.persistCartData[0]).toMatchObject({
      productId: String(snack.id),
      quantity: 3,
      price: snack.priceCents,
      title: snack.title,
      available: true,
    });
    expect(cart.persistCartData[1]).toMatchObject({
      bundleId: String(bundle!.id),
      price: bundle!.priceCents,
    });
    expect(cart.persistCartData[2]).toMatchObject({
      multipackList: [{ price: x.priceCents }, { price: y.priceCents }],
    });

    const again = await api().call('saveCartWebData', {
      body: { ...owner, persistCartData: [{ productId: snack.id, quantity: 1 }] },
    });
    expect(again.body.data.persistCartId).toBe(saved.body.data.persistCartId);
    expect(again.body.data.cartamount).toBe(snack.priceCents / 100);
  });

  it('keeps each session’s cart to itself, whatever email is asked for', async () => {
    const stranger = await anotherSession(api());
    const theirs = await api().call('getCartWebData', {
      query: { email: 'pat@example.com' },
      headers: stranger,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual({
      persistCartId: null,
      persistCartData: [],
      cartamount: 0,
      cartAmountCents: 0,
    });
  });

  it('flags a saved line whose product sold out since', async () => {
    const [, , , , scarce] = mixable as ProductRow[];
    const session = await anotherSession(api());
    await api().call('saveCartWebData', {
      body: { ...owner, persistCartData: [{ productId: scarce!.id, quantity: 2 }] },
      headers: session,
    });
    await setStock(api().database.db, scarce!.id, 1);
    const loaded = await api().call('getCartWebData', { headers: session });
    await setStock(api().database.db, scarce!.id, scarce!.stockQty);
    expect(loaded.body.data.persistCartData[0]).toMatchObject({ available: false, quantity: 2 });
  });

  it('answers 4xx naming the field for bad lines', async () => {
    const [fullSize] = await fullSizeSnacks(api().database.db);
    const [x] = mixable as [ProductRow];
    const cases: [unknown, number, string][] = [
      [[{ productId: snack.id, quantity: 0 }], 400, 'persistCartData.0.quantity'],
      [[{ productId: snack.id, quantity: -1 }], 400, 'persistCartData.0.quantity'],
      [[{ productId: snack.id, quantity: 100 }], 400, 'persistCartData.0.quantity'],
      [[{ productId: snack.id, quantity: 'two' }], 400, 'persistCartData.0.quantity'],
      [[{ productId: 'chips', quantity: 1 }], 400, 'persistCartData.0.productId'],
      [[{ productId: 999_999, quantity: 1 }], 404, 'persistCartData.0.productId'],
      [[{ bundleId: 999_999, quantity: 1 }], 404, 'persistCartData.0.bundleId'],
      [
        [
          {
            productId: 'MYOMP-30-1',
            quantity: 1,
            multipackList: [{ productId: x.id, quantity: 29 }],
          },
        ],
        400,
        'persistCartData.0.multipackList',
      ],
      [
        [{ productId: 'MIX-1', quantity: 1, multipackList: [{ productId: x.id, quantity: 30 }] }],
        400,
        'persistCartData.0.productId',
      ],
      [
        [
          {
            productId: 'MYOMP-30-1',
            quantity: 1,
            multipackList: [{ productId: fullSize, quantity: 30 }],
          },
        ],
        422,
        'persistCartData.0.multipackList.0.productId',
      ],
      [
        Array.from({ length: 101 }, () => ({ productId: snack.id, quantity: 1 })),
        400,
        'persistCartData',
      ],
      ['everything', 400, 'persistCartData'],
    ];
    for (const [persistCartData, status, field] of cases) {
      const response = await api().refusal('saveCartWebData', {
        body: { ...owner, persistCartData },
      });
      expect(response.status, JSON.stringify(persistCartData).slice(0, 120)).toBe(status);
      expect(response.body.errors?.map((e) => e.field)).toContain(field);
    }
    const badEmail = await api().refusal('saveCartWebData', {
      body: { ...owner, email: 'not-an-email', persistCartData: [] },
    });
    expect(badEmail.body.errors?.[0]).toEqual({
      field: 'email',
      message: 'Email address should be in name@example.com format.',
    });
    const badFlag = await api().refusal('getCartWebData', { query: { isAuth: 'yes' } });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.errors?.[0]?.field).toBe('isAuth');
  });

  it('reports stock per product and names an unknown id', async () => {
    const soldOut = mixable[6]!;
    await setStock(api().database.db, soldOut.id, 0);
    const response = await api().call('productInventory', {
      body: { productIds: [snack.id, String(soldOut.id)] },
    });
    await setStock(api().database.db, soldOut.id, soldOut.stockQty);
    expect(response.status).toBe(200);
    expect(response.body.data.inventory).toEqual([
      { productId: snack.id, availableQty: snack.stockQty, available: true },
      { productId: soldOut.id, availableQty: 0, available: false },
    ]);
    const unknown = await api().refusal('productInventory', {
      body: { productIds: [snack.id, 999_999] },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]?.field).toBe('productIds.1');
    const tooMany = await api().refusal('productInventory', {
      body: { productIds: Array.from({ length: 201 }, () => snack.id) },
    });
    expect(tooMany.status).toBe(400);
    const empty = await api().refusal('productInventory', { body: { productIds: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.[0]?.field).toBe('productIds');
  });

  it('names the products that cannot ship to a ZIP code', async () => {
    const db = api().database.db;
    const cookies = await productBySlug(db, 'cookie-lantern-double-chocolate-cookies-8-oz');
    const ghost = await productBySlug(db, 'blaze-ridge-ghost-pepper-potato-chips-8-oz');
    const body = (zipcode: string, lang?: BodyOf<'checkItemsAvailability'>['lang']) => ({
      zipcode,
      productIds: [snack.id, cookies.id, ghost.id],
      ...(lang ? { lang } : {}),
    });
    const check = (zipcode: string, lang?: BodyOf<'checkItemsAvailability'>['lang']) =>
      api().call('checkItemsAvailability', { body: body(zipcode, lang) });
    const refusedCheck = (zipcode: string) =>
      api().refusal('checkItemsAvailability', { body: body(zipcode) });
    const phoenix = await check('85001');
    expect(phoenix.status).toBe(200);
    expect(phoenix.body.data).toMatchObject({ state: 'AZ', allAvailable: false });
    expect(phoenix.body.data.unavailableItems).toEqual([
      {
        productId: cookies.id,
        reason: 'heat-sensitive',
        message: 'Product not available for the selected shipping zip code',
      },
    ]);
    const newYork = await check('10001', 'es-us');
    expect(newYork.body.data.unavailableItems).toEqual([
      {
        productId: ghost.id,
        reason: 'carrier restriction',
        message: 'Producto no disponible para el código postal de envío seleccionado',
      },
    ]);
    const beverlyHills = await check('90210');
    expect(beverlyHills.body.data).toMatchObject({ allAvailable: true, unavailableItems: [] });
    const honolulu = await refusedCheck('96813');
    expect(honolulu.status).toBe(422);
    expect(honolulu.body.code).toBe('NO_SHIP_STATE');
    const nowhere = await refusedCheck('00000');
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.errors?.[0]?.field).toBe('zipcode');
  });
});

describeApi('guest carts beside customer carts', (api) => {
  let snack: ProductRow;
  let other: ProductRow;
  beforeAll(async () => {
    [snack, other] = (await findProducts(
      api().database.db,
      and(eq(products.kind, 'snack'), gte(products.stockQty, 20)),
    )) as [ProductRow, ProductRow];
  });

  const save = (headers: Record<string, string>, productId: number, quantity = 1) =>
    api().call('saveCartWebData', {
      body: { persistCartData: [{ productId, quantity }] },
      headers,
    });
  const load = async (headers: Record<string, string>) =>
    (await api().call('getCartWebData', { headers })).body.data;

  it('keeps a guest’s cart under its handshake session until the session expires', async () => {
    const guest = await anotherSession(api());
    const saved = await save(guest, snack.id, 2);
    expect(saved.status).toBe(200);
    const cart = await load(guest);
    expect(cart.persistCartId).toBe(saved.body.data.persistCartId);
    expect(cart.persistCartData).toMatchObject([{ productId: String(snack.id), quantity: 2 }]);
    const [row] = await api()
      .database.db.select()
      .from(persistedCarts)
      .where(eq(persistedCarts.id, saved.body.data.persistCartId));
    const sessionEnds = Number(guest.rnduts!.split('.')[0]) * 1000;
    expect(row?.expiresAt?.getTime()).toBe(sessionEnds);
  });

  it('keeps a customer’s cart apart from the guest cart of the same browser session', async () => {
    const guest = await anotherSession(api());
    await save(guest, snack.id, 1);
    const customer = await registerCustomer(api());
    const session = await signIn(api(), customer.accountId);
    // Signed in, the browser joined the guest cart into the account's and saves the result.
    const joined = await save({ ...guest, ...session.headers }, snack.id, 3);
    expect(joined.status).toBe(200);
    expect(await load(guest)).toMatchObject({ persistCartId: null, persistCartData: [] });
    // Signed out in the same session: a new guest cart, the account's untouched.
    const after = await save(guest, other.id, 1);
    expect(after.body.data.persistCartId).not.toBe(joined.body.data.persistCartId);
    expect((await load({ ...guest, ...session.headers })).persistCartData).toMatchObject([
      { productId: String(snack.id), quantity: 3 },
    ]);
  });

  it('keeps two customers who sign in one after the other in one session apart', async () => {
    const browser = await anotherSession(api());
    const first = await signIn(api(), (await registerCustomer(api())).accountId);
    const second = await signIn(api(), (await registerCustomer(api())).accountId);
    await save({ ...browser, ...first.headers }, snack.id, 1);
    await save({ ...browser, ...second.headers }, other.id, 4);
    expect((await load({ ...browser, ...first.headers })).persistCartData).toMatchObject([
      { productId: String(snack.id), quantity: 1 },
    ]);
    expect((await load({ ...browser, ...second.headers })).persistCartData).toMatchObject([
      { productId: String(other.id), quantity: 4 },
    ]);
  });

  it('sweeps the guest carts whose session has expired, never a customer’s', async () => {
    const guest = await anotherSession(api());
    const saved = await save(guest, snack.id, 1);
    const customer = await signIn(api(), (await registerCustomer(api())).accountId);
    const kept = await save({ ...guest, ...customer.headers }, other.id, 1);
    const { db } = api().database;
    await db
      .update(persistedCarts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(persistedCarts.id, saved.body.data.persistCartId));
    const after = await save(await anotherSession(api()), snack.id, 1);
    await sweepExpiredGuestCarts(db, new Date());
    const ids = (await db.select({ id: persistedCarts.id }).from(persistedCarts)).map((r) => r.id);
    expect(ids).not.toContain(saved.body.data.persistCartId);
    expect(ids).toContain(kept.body.data.persistCartId);
    expect(ids).toContain(after.body.data.persistCartId);
  });
});
