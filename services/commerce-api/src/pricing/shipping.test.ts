import type { BodyOf, QueryOf } from '@snackshop/commerce-core/api-client';
import { and, eq, gte } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { mixPacks, products } from '../db/schema/index';
import { describeApi } from '../../test/harness';
import {
  findProducts,
  mixableProducts,
  setConfig,
  type ProductRow,
} from '../../test/pricing-fixtures';

describeApi('shipping', (api) => {
  let snack: ProductRow;
  beforeAll(async () => {
    [snack] = (await findProducts(
      api().database.db,
      and(eq(products.kind, 'snack'), gte(products.stockQty, 20)),
    )) as [ProductRow];
  });
  // Open to other fields: some tests send client amounts that the server must ignore.
  const quote = (body: BodyOf<'shippingCharge'> & Record<string, unknown>) =>
    api().call('shippingCharge', { body });

  it('ships free exactly at the configured minimum and charges the flat rate one cent below', async () => {
    const db = api().database.db;
    const threeBags = [{ productId: snack.id, quantity: 3, price: 99999 }];
    await setConfig(db, 'freeShippingMinimumCents', snack.priceCents * 3);
    const atMinimum = await quote({ cartItems: threeBags, shippingCharge: 12 });
    await setConfig(db, 'freeShippingMinimumCents', snack.priceCents * 3 + 1);
    const below = await quote({ cartItems: threeBags });
    await setConfig(db, 'freeShippingMinimumCents', 1500);

    expect(atMinimum.status).toBe(200);
    expect(atMinimum.body.data).toMatchObject({
      shippingCharge: 0,
      shippingChargeCents: 0,
      reason: 'minimum',
      shippingSku: 'SHIP-FREE',
      subTotalCents: snack.priceCents * 3,
      freeShippingEnabled: true,
      freeShippingMinimumCents: snack.priceCents * 3,
      remainingForFreeShippingCents: 0,
    });
    expect(below.body.data).toMatchObject({
      shippingCharge: 5.99,
      shippingChargeCents: 599,
      reason: 'flat',
      shippingSku: 'SHIP-STANDARD',
      remainingForFreeShippingCents: 1,
      totalAmountCents: snack.priceCents * 3 + 599,
    });
  });

  it('follows the config list: flat charge and the freeShipping flag', async () => {
    const db = api().database.db;
    const big = [{ productId: snack.id, quantity: 50 }];
    await setConfig(db, 'freeShipping', false);
    await setConfig(db, 'flatShippingCents', 750);
    const noFreeShipping = await quote({ cartItems: big });
    await setConfig(db, 'freeShipping', true);
    await setConfig(db, 'flatShippingCents', 599);
    // The answer says the flag is off, so no page promises free shipping the API does not give.
    expect(noFreeShipping.body.data).toMatchObject({
      shippingChargeCents: 750,
      reason: 'flat',
      freeShippingEnabled: false,
    });
    const free = await quote({ cartItems: big });
    expect(free.body.data).toMatchObject({
      shippingChargeCents: 0,
      reason: 'minimum',
      freeShippingEnabled: true,
      remainingForFreeShippingCents: 0,
    });
  });

  it('ships free with a free-shipping coupon, and charges nothing for an empty cart', async () => {
    // Enough for the coupon's $10 minimum, far from the free-shipping minimum.
    const cartItems = [{ productId: snack.id, quantity: Math.ceil(1000 / snack.priceCents) }];
    await setConfig(api().database.db, 'freeShippingMinimumCents', 1_000_000);
    const withoutCoupon = await quote({ cartItems });
    const withCoupon = await quote({ cartItems, couponName: 'FREESHIP' });
    await setConfig(api().database.db, 'freeShippingMinimumCents', 1500);
    expect(withoutCoupon.body.data.shippingChargeCents).toBe(599);
    expect(withCoupon.status).toBe(200);
    expect(withCoupon.body.data).toMatchObject({ shippingChargeCents: 0, reason: 'coupon' });
    const empty = await quote({ cartItems: [] });
    expect(empty.body.data).toMatchObject({ shippingChargeCents: 0, reason: 'empty-cart' });
  });

  it('names every line in the request’s language, whatever language the cart was filled in', async () => {
    const [x, y] = await mixableProducts(api().database.db);
    const cartItems = [
      { productId: String(snack.id), quantity: 1, title: 'Whatever the client said' },
      {
        productId: 'MYOMP-30-1',
        quantity: 1,
        title: 'Multipack de 30',
        multipackList: [
          { productId: String(x!.id), quantity: 10 },
          { productId: String(y!.id), quantity: 20 },
        ],
      },
    ];
    const english = await quote({ cartItems, lang: 'en-us' });
    const spanish = await quote({ cartItems, lang: 'es-us' });
    expect(english.body.data.lineLabels).toEqual([
      { lineId: String(snack.id), title: snack.title, items: [] },
      {
        lineId: 'MYOMP-30-1',
        title: '30-pack multipack',
        items: [
          { productId: String(x!.id), title: x!.title },
          { productId: String(y!.id), title: y!.title },
        ],
      },
    ]);
    expect(spanish.body.data.lineLabels).toEqual([
      { lineId: String(snack.id), title: snack.titleEs, items: [] },
      {
        lineId: 'MYOMP-30-1',
        title: 'Multipack de 30',
        items: [
          { productId: String(x!.id), title: x!.titleEs },
          { productId: String(y!.id), title: y!.titleEs },
        ],
      },
    ]);
  });

  it('calls a multipack that came from a saved mix by the mix’s name', async () => {
    const db = api().database.db;
    const [x] = await mixableProducts(db);
    const [mix] = await db
      .insert(mixPacks)
      .values({ configCode: 'MYOMP-30', name: 'Movie night', sessionId: 'shipping-test' })
      .returning();
    const multipack = {
      productId: 'MYOMP-30-2',
      quantity: 1,
      multipackList: [{ productId: String(x!.id), quantity: 30 }],
    };
    const saved = await quote({
      cartItems: [{ ...multipack, mixPackId: mix!.id }],
      lang: 'es-us',
    });
    const unknownMix = await quote({
      cartItems: [{ ...multipack, mixPackId: '00000000-0000-4000-8000-000000000000' }],
      lang: 'es-us',
    });
    expect(saved.body.data.lineLabels[0]?.title).toBe('Movie night');
    expect(unknownMix.body.data.lineLabels[0]?.title).toBe('Multipack de 30');
  });

  it('refuses to quote shipping to Hawaii and Alaska', async () => {
    for (const zipcode of ['96813', '99501']) {
      const response = await api().refusal('shippingCharge', {
        body: { cartItems: [{ productId: snack.id, quantity: 1 }], zipcode },
      });
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('NO_SHIP_STATE');
      expect(response.body.errors).toEqual([
        {
          field: 'zipcode',
          message:
            'We are unable to ship to Alaska or Hawaii. Please provide another shipping address.',
        },
      ]);
    }
  });

  it('validates a ZIP code against the offline US ZIP database', async () => {
    const zip = (query: QueryOf<'zipCodeValidate'>) => api().call('zipCodeValidate', { query });
    const refusedZip = (query: Record<string, string>) =>
      api().refusal('zipCodeValidate', { query });
    const beverlyHills = await zip({ zipcode: '90210' });
    expect(beverlyHills.status).toBe(200);
    expect(beverlyHills.body.data).toEqual({
      zipcode: '90210',
      city: 'Beverly Hills',
      state: 'CA',
      country: 'US',
      shippable: true,
      message: null,
      locationNumber: '1005',
    });
    const matching = await zip({ zipcode: '10001', state: 'ny', city: 'new york' });
    expect(matching.status).toBe(200);

    expect(matching.body.data?.locationNumber).toBe('1001');
    const chicago = await zip({ zipcode: '60601' });
    expect(chicago.body.data?.locationNumber).toBe('1003');

    const honolulu = await zip({ zipcode: '96813' });
    expect(honolulu.body.data).toMatchObject({
      state: 'HI',
      shippable: false,
      locationNumber: null,
      message:
        'We are unable to ship to Alaska or Hawaii. Please provide another shipping address.',
    });
    const anchorage = await zip({ zipcode: '99501', lang: 'es-us' });
    expect(anchorage.body.data).toMatchObject({
      state: 'AK',
      shippable: false,
      message: 'No podemos hacer envíos a Alaska ni a Hawái. Proporcione otra dirección de envío.',
    });

    const mismatch = await refusedZip({ zipcode: '90210', state: 'NY' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual([
      { field: 'state', message: 'Zip code 90210 is in CA, not NY.' },
    ]);
    const unknown = await refusedZip({ zipcode: '00000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([
      { field: 'zipcode', message: 'Zip code 00000 does not exist.' },
    ]);
    const short = await refusedZip({ zipcode: '9021' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: 'zipcode', message: 'Zip must be 5 digits.' }]);
    const missing = await api().refusal('zipCodeValidate');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'zipcode', message: 'Zip is required.' }]);
  });
});
