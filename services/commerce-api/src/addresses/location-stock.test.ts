import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { locationStock, products } from '../db/schema/index';
import { cardToken, checkoutBody, submitOrder } from '../../test/checkout-fixtures';
import { describeApi } from '../../test/harness';

const VISA = '4111111111111111';

interface Summary {
  productId: number;
  availableQty: number;
  inStock: boolean;
  brand: { slug: string };
}

describeApi('stock per fulfilment location', (api) => {
  let product: { id: number; title: string };
  /** A location without the product, and one with it. */
  let empty: string;
  let stocked: string;

  beforeAll(async () => {
    const db = api().database.db;
    const [row] = await db
      .select({ id: products.id, title: products.title, empty: locationStock.locationId })
      .from(locationStock)
      .innerJoin(products, eq(products.id, locationStock.productId))
      .where(
        and(
          eq(locationStock.qty, 0),
          eq(products.isActive, true),
          eq(products.kind, 'snack'),
          eq(products.multipackEligible, true),
          sql`${products.stockQty} >= 8`,
        ),
      )
      .orderBy(products.id)
      .limit(1);
    expect(row).toBeDefined();
    product = { id: row!.id, title: row!.title };
    empty = row!.empty;
    const [other] = await db
      .select({ location: locationStock.locationId })
      .from(locationStock)
      .where(and(eq(locationStock.productId, product.id), sql`${locationStock.qty} >= 2`))
      .orderBy(locationStock.locationId)
      .limit(1);
    stocked = other!.location;
  });

  const at = (location: string | null): Record<string, string> =>
    location ? { 'X-Location-Id': location } : {};

  async function detail(location: string | null) {
    const response = await api().call('productDetail', {
      query: { productId: product.id },
      headers: at(location),
    });
    expect(response.status).toBe(200);
    return response.body.data;
  }

  async function inListing(location: string | null, brand: string): Promise<Summary> {
    for (let page = 1; page <= 20; page += 1) {
      const response = await api().call('filterProducts', {
        body: { brand: [brand], sort: 'name-asc', page },
        headers: at(location),
      });
      expect(response.status).toBe(200);
      const found = response.body.data.products.find((p) => p.productId === product.id);
      if (found) return found;
      if (!response.body.data.pagination) break;
    }
    throw new Error(`product ${product.id} not listed under ${brand}`);
  }

  it('shows the product out of stock at one location and in stock at another, in every list', async () => {
    const here = await detail(empty);
    expect(here).toMatchObject({ inStock: false, availableQty: 0 });
    const there = await detail(stocked);
    expect(there.inStock).toBe(true);
    expect(there.availableQty).toBeGreaterThanOrEqual(2);
    // Without a location: every location's stock together.
    const anywhere = await detail(null);
    expect(anywhere.inStock).toBe(true);
    expect(anywhere.availableQty).toBeGreaterThan(there.availableQty);

    expect(await inListing(empty, here.brand.slug)).toMatchObject({ inStock: false });
    expect(await inListing(stocked, here.brand.slug)).toMatchObject({ inStock: true });
    expect(await inListing(null, here.brand.slug)).toMatchObject({ inStock: true });

    const inventory = async (location: string) =>
      (
        await api().call('productInventory', {
          body: { productIds: [product.id] },
          headers: at(location),
        })
      ).body.data.inventory[0];
    expect(await inventory(empty)).toMatchObject({ productId: product.id, available: false });
    expect(await inventory(stocked)).toMatchObject({ productId: product.id, available: true });

    const mixList = async (location: string) =>
      (await api().call('multipackProductList', { headers: at(location) })).body.data.products.find(
        (p) => p.productId === product.id,
      );
    expect((await mixList(empty))?.availableQty).toBe(0);
    expect((await mixList(stocked))?.availableQty).toBe(there.availableQty);
  });

  it('refuses an order from the location without stock and takes it only from the other', async () => {
    const db = api().database.db;
    const stockOf = async () =>
      Object.fromEntries(
        (
          await db
            .select({ location: locationStock.locationId, qty: locationStock.qty })
            .from(locationStock)
            .where(eq(locationStock.productId, product.id))
        ).map((row) => [row.location, row.qty]),
      );
    const [{ total: totalBefore }] = (await db
      .select({ total: products.stockQty })
      .from(products)
      .where(eq(products.id, product.id))) as [{ total: number }];
    const before = await stockOf();
    const cart = [{ productId: product.id, quantity: 2 }];

    const refused = await submitOrder(
      api(),
      {
        ...checkoutBody(cart),
        paymentInfo: { method: 'card', transientToken: await cardToken(api(), VISA) },
      },
      { headers: at(empty) },
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'PRODUCT_UNAVAILABLE',
      errors: [{ field: 'cartItems.0.productId' }],
    });

    const placed = await submitOrder(
      api(),
      {
        ...checkoutBody(cart),
        paymentInfo: { method: 'card', transientToken: await cardToken(api(), VISA) },
      },
      { headers: at(stocked) },
    );
    expect(placed.status).toBe(201);
    const after = await stockOf();
    expect(after[stocked]).toBe(before[stocked]! - 2);
    for (const location of Object.keys(before)) {
      if (location !== stocked) expect(after[location]).toBe(before[location]);
    }
    const [{ total: totalAfter }] = (await db
      .select({ total: products.stockQty })
      .from(products)
      .where(eq(products.id, product.id))) as [{ total: number }];
    expect(totalAfter).toBe(totalBefore - 2);
  });

  it('answers 400 naming the field for a location that is not a fulfilment location', async () => {
    const header = await api().refusal('productDetail', {
      query: { productId: product.id },
      headers: { 'X-Location-Id': '9999' },
    });
    expect(header.status).toBe(400);
    expect(header.body.errors?.[0]).toEqual({
      field: 'X-Location-Id',
      message: 'X-Location-Id must be one of 1001, 1002, 1003, 1004, 1005.',
    });
    const body = await api().refusal('filterProducts', { body: { locationNumber: '0042' } });
    expect(body.status).toBe(400);
    expect(body.body.errors?.[0]?.field).toBe('locationNumber');
  });
});
