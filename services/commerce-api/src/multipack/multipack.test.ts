import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../db/schema/index';
import { signedInCustomer } from '../../test/account-fixtures';
import { describeApi, type TestApi } from '../../test/harness';
import {
  fullSizeSnacks,
  mixableProducts,
  setStock,
  type ProductRow,
} from '../../test/pricing-fixtures';

/** Items of `packs` packs in all, spread over the given products (10 + 10 + rest). */
const itemsOf = (rows: ProductRow[], packs: number) => {
  const [a, b, c] = rows as [ProductRow, ProductRow, ProductRow];
  return [
    { productId: a.id, quantity: 10 },
    { productId: b.id, quantity: 10 },
    { productId: c.id, quantity: packs - 20 },
  ];
};

describeApi('multipack', (visitor) => {
  let mixable: ProductRow[] = [];
  // Saved mixes belong to a signed-in customer: the suite calls as one.
  let shopper: TestApi;
  const api = () => shopper;
  beforeAll(async () => {
    shopper = (await signedInCustomer(visitor())).api;
    mixable = await mixableProducts(api().database.db, 40);
    expect(mixable.length).toBeGreaterThanOrEqual(12);
  });

  it('answers the offer: 30 packs, eligible single-serve products and the rules', async () => {
    const response = await api().call('multipackConfig');
    expect(response.status).toBe(200);
    const config = response.body.data;
    expect(config.packSize).toBe(30);
    expect(config.code).toBe('MYOMP-30');
    expect(config.eligibleProductCount).toBe(config.eligibleProductIds.length);
    expect(config.eligibleProductIds).toEqual(expect.arrayContaining(mixable.map((p) => p.id)));
    const fullSize = await fullSizeSnacks(api().database.db);
    expect(config.eligibleProductIds).not.toContain(fullSize[0]);
    expect(config.rules[0]).toBe('Pick exactly 30 single-serve bags.');
    const spanish = await api().call('multipackConfig', { query: { lang: 'es-us' } });
    expect(spanish.body.data.rules[0]).toBe('Elija exactamente 30 bolsas individuales.');
    expect(spanish.body.data.title).toBe('Arme su paquete de 30');
  });

  it('lists eligible products with price and availability, sold-out ones flagged', async () => {
    const soldOut = mixable.at(-1)!;
    await setStock(api().database.db, soldOut.id, 0);
    const response = await api().call('multipackProductList');
    await setStock(api().database.db, soldOut.id, soldOut.stockQty);
    expect(response.status).toBe(200);
    const list = response.body.data.products;
    const first = list.find((p) => p.productId === mixable[0]!.id)!;
    expect(first.priceCents).toBe(mixable[0]!.priceCents);
    expect(first.price).toBe(mixable[0]!.priceCents / 100);
    expect(first.available).toBe(true);
    expect(first.maxQty).toBe(30);
    expect(list.find((p) => p.productId === soldOut.id)).toMatchObject({
      available: false,
      availableQty: 0,
      maxQty: 0,
    });
  });

  it('names each product’s picture with its artwork version, as a product summary does', async () => {
    const db = api().database.db;
    const product = mixable[0]!;
    const tileOf = async () =>
      (await api().call('multipackProductList')).body.data.products.find(
        (p) => p.productId === product.id,
      )?.image.tile;
    expect(await tileOf()).toMatch(new RegExp(`/images/products/${product.sku}-v1-tile\\.svg$`));
    await db.update(products).set({ artworkVersion: 2 }).where(eq(products.id, product.id));
    try {
      const tile = (await tileOf()) ?? '';
      expect(tile).toMatch(new RegExp(`/images/products/${product.sku}-v2-tile\\.svg$`));
      expect((await fetch(`${api().baseUrl}${tile}`)).status).toBe(200);
    } finally {
      await db.update(products).set({ artworkVersion: 1 }).where(eq(products.id, product.id));
    }
  });

  it('saves a mix of exactly 30 packs and refuses 29 and 31', async () => {
    const created = await api().call('mixPackCreate', {
      body: { name: 'Movie night', items: itemsOf(mixable, 30) },
    });
    expect(created.status).toBe(201);
    const mix = created.body.data;
    expect(mix).toMatchObject({
      name: 'Movie night',
      packSize: 30,
      packCount: 30,
      availablePackCount: 30,
      isFull: true,
      hasUnavailableItems: false,
      message: null,
    });
    const [a, b, c] = mixable as [ProductRow, ProductRow, ProductRow];
    expect(mix.packPriceCents).toBe(a.priceCents * 10 + b.priceCents * 10 + c.priceCents * 10);

    for (const packs of [29, 31]) {
      const refused = await api().refusal('mixPackCreate', {
        body: { items: itemsOf(mixable, packs) },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('MULTIPACK_SIZE');
      expect(refused.body.errors).toEqual([
        {
          field: 'items',
          message: `A mix must hold exactly 30 packs; this one holds ${packs}.`,
        },
      ]);
    }
  });

  it('refuses products that are not single-serve, sold out or unknown, naming the item', async () => {
    const [fullSize] = await fullSizeSnacks(api().database.db);
    const ineligible = await api().refusal('mixPackCreate', {
      body: {
        items: [
          { productId: mixable[0]!.id, quantity: 20 },
          { productId: fullSize, quantity: 10 },
        ],
      },
    });
    expect(ineligible.status).toBe(422);
    expect(ineligible.body.code).toBe('MULTIPACK_INELIGIBLE');
    expect(ineligible.body.errors?.[0]?.field).toBe('items.1.productId');

    const scarce = mixable[5]!;
    await setStock(api().database.db, scarce.id, 9);
    const short = await api().refusal('mixPackCreate', {
      body: {
        items: [
          { productId: mixable[0]!.id, quantity: 20 },
          { productId: scarce.id, quantity: 10 },
        ],
      },
    });
    await setStock(api().database.db, scarce.id, scarce.stockQty);
    expect(short.status).toBe(422);
    expect(short.body.code).toBe('PRODUCT_UNAVAILABLE');
    expect(short.body.errors).toEqual([
      { field: 'items.1.productId', message: 'This product is not available' },
    ]);

    const unknown = await api().refusal('mixPackCreate', {
      body: { items: [{ productId: 999_999, quantity: 30 }] },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]?.field).toBe('items.0.productId');
  });

  it('answers 400 naming the field for bad quantities, duplicates and long names', async () => {
    const cases: [unknown, string][] = [
      [{ items: [{ productId: mixable[0]!.id, quantity: -1 }] }, 'items.0.quantity'],
      [{ items: [{ productId: mixable[0]!.id, quantity: 0 }] }, 'items.0.quantity'],
      [{ items: [{ productId: mixable[0]!.id, quantity: 31 }] }, 'items.0.quantity'],
      [{ items: [{ productId: mixable[0]!.id, quantity: 1.5 }] }, 'items.0.quantity'],
      [{ items: [{ productId: mixable[0]!.id, quantity: '30' }] }, 'items.0.quantity'],
      [{ items: [{ productId: 'abc', quantity: 30 }] }, 'items.0.productId'],
      [{ items: [] }, 'items'],
      [{}, 'items'],
      [
        {
          items: [
            { productId: mixable[0]!.id, quantity: 15 },
            { productId: mixable[0]!.id, quantity: 15 },
          ],
        },
        'items',
      ],
      [{ name: 'x'.repeat(61), items: itemsOf(mixable, 30) }, 'name'],
    ];
    for (const [body, field] of cases) {
      const response = await api().refusal('mixPackCreate', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors?.map((e) => e.field)).toContain(field);
    }
    const sixty = await api().call('mixPackCreate', {
      body: { name: 'x'.repeat(60), items: itemsOf(mixable, 30) },
    });
    expect(sixty.status).toBe(201);
    const malformed = await api().refusal('mixPackCreate', { body: '{"items":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([
      { field: 'body', message: 'The body is not valid JSON.' },
    ]);
  });

  it('keeps a mix to the customer who saved it: anyone else finds nothing', async () => {
    const created = await api().call('mixPackCreate', {
      body: { items: itemsOf(mixable.slice(3), 30) },
    });
    const id = created.body.data.mixPackId;
    const stranger = (await signedInCustomer(visitor())).api;
    const read = await stranger.call('mixPackDetail', { query: { mixPackId: id } });
    expect(read.status).toBe(404);
    expect(read.body.message).toBe(`Mix ${id} does not exist.`);
    const update = await stranger.call('mixPackUpdate', {
      body: { mixPackId: id, items: itemsOf(mixable, 30) },
    });
    expect(update.status).toBe(404);
    const remove = await stranger.call('mixPackDelete', { query: { mixPackId: id } });
    expect(remove.status).toBe(404);
    const theirs = await stranger.call('mixPackList');
    expect(theirs.body.data).toEqual({ mixPacks: [], total: 0 });
    const mine = await api().call('mixPackList');
    expect(mine.body.data.mixPacks.map((m) => m.mixPackId)).toContain(id);
    expect(mine.body.data.mixPacks[0]?.mixPackId).toBe(id);
  });

  it('asks a visitor to sign in before saving or reading mixes', async () => {
    const save = await visitor().call('mixPackCreate', { body: { items: itemsOf(mixable, 30) } });
    expect(save.status).toBe(401);
    expect(save.body.message).toBe('Please sign in to continue.');
    const list = await visitor().call('mixPackList');
    expect(list.status).toBe(401);
  });

  it('updates and deletes the caller’s own mix', async () => {
    const created = await api().call('mixPackCreate', { body: { items: itemsOf(mixable, 30) } });
    const id = created.body.data.mixPackId;
    const items = [
      { productId: mixable[6]!.id, quantity: 25 },
      { productId: mixable[7]!.id, quantity: 5 },
    ];
    const updated = await api().call('mixPackUpdate', {
      body: { mixPackId: id, name: 'Road trip', items },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.name).toBe('Road trip');
    expect(updated.body.data.items.map((i) => [i.productId, i.quantity])).toEqual([
      [mixable[6]!.id, 25],
      [mixable[7]!.id, 5],
    ]);
    const tooFew = await api().call('mixPackUpdate', {
      body: { mixPackId: id, items: items.slice(0, 1) },
    });
    expect(tooFew.status).toBe(422);

    const removed = await api().call('mixPackDelete', { query: { mixPackId: id } });
    expect(removed.status).toBe(200);
    const gone = await api().refusal('mixPackDetail', { query: { mixPackId: id } });
    expect(gone.status).toBe(404);
    expect(gone.body.errors?.[0]?.field).toBe('mixPackId');
    const notUuid = await api().refusal('mixPackDetail', { query: { mixPackId: 'abc' } });
    expect(notUuid.status).toBe(400);
    expect(notUuid.body.errors?.[0]?.field).toBe('mixPackId');
  });

  it('flags a saved mix whose item is no longer available: click Edit and replace', async () => {
    const created = await api().call('mixPackCreate', {
      body: { items: itemsOf(mixable.slice(8), 30) },
    });
    const gone = mixable[9]!;
    await api()
      .database.db.update(products)
      .set({ isActive: false })
      .where(eq(products.id, gone.id));
    const detail = await api().call('mixPackDetail', {
      query: { mixPackId: created.body.data.mixPackId },
    });
    await api()
      .database.db.update(products)
      .set({ isActive: true })
      .where(eq(products.id, gone.id));
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      packCount: 30,
      availablePackCount: 20,
      isFull: false,
      hasUnavailableItems: true,
      unavailableProductIds: [gone.id],
      message: 'One or more selected items are no longer available; click Edit and replace',
    });
    expect(detail.body.data.items.find((i) => i.productId === gone.id)?.available).toBe(false);
  });

  it('recommends variety packs with their contents, up to the limit', async () => {
    const response = await api().call('recommendedVarietyPackList', { query: { limit: 2 } });
    expect(response.status).toBe(200);
    expect(response.body.data.varietyPacks).toHaveLength(2);
    expect(response.body.data.varietyPacks[0]?.components.length).toBeGreaterThan(0);
    const tooMany = await api().refusal('recommendedVarietyPackList', { query: { limit: 25 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]?.field).toBe('limit');
  });
});
