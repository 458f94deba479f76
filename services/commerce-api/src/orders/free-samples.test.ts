import { and, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, products } from '../db/schema/index';
import { cardToken, checkoutBody, chicago, submitOrder } from '../../test/checkout-fixtures';
import { describeApi } from '../../test/harness';
import { findProducts, freeSamples, type ProductRow } from '../../test/pricing-fixtures';

const VISA = '4111111111111111';

/** The free-sample rules of decision 0038, as a shopper's cart and order meet them. */
describeApi('free samples', (api) => {
  let snack: ProductRow;
  let sample: ProductRow;
  let otherSample: ProductRow;
  beforeAll(async () => {
    const db = api().database.db;
    [snack] = (await findProducts(
      db,
      and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 50)),
    )) as [ProductRow];
    [sample, otherSample] = (await freeSamples(db)) as [ProductRow, ProductRow];
  });

  describe('catalogue', () => {
    it('shows a free sample on its own page and in no listing or search', async () => {
      const detail = await api().call('productDetail', { query: { slug: sample.slug } });
      expect(detail.body.data).toMatchObject({ isFreeSample: true, priceCents: 0 });
      const listing = await api().call('filterProducts', {
        body: { brand: ['crunch-harbor'], productType: ['chips'], flavor: ['sea-salt'] },
      });
      const slugs = listing.body.data.products.map((product) => product.slug);
      expect(slugs).toContain('crunch-harbor-sea-salt-potato-chips-1-oz');
      expect(slugs).not.toContain(sample.slug);
      expect(listing.body.data.products.every((product) => !product.isFreeSample)).toBe(true);
      const suggestions = await api().call('autocompleteProducts', { query: { q: 'tasting' } });
      expect(suggestions.body.data.suggestions).toEqual([]);
    });

    it('lists the free samples in stock for a cart to offer, in the shopper’s language', async () => {
      const offered = await api().call('freeSampleList', { query: { lang: 'es-us' } });
      expect(offered.status).toBe(200);
      expect(offered.body.data.map((product) => product.slug)).toEqual([
        sample.slug,
        otherSample.slug,
      ]);
      expect(
        offered.body.data.every((product) => product.isFreeSample && product.priceCents === 0),
      ).toBe(true);

      await api()
        .database.db.update(products)
        .set({ stockQty: 0 })
        .where(eq(products.id, sample.id));
      try {
        const left = await api().call('freeSampleList', { query: { lang: 'en-us' } });
        expect(left.body.data.map((product) => product.slug)).toEqual([otherSample.slug]);
      } finally {
        await api()
          .database.db.update(products)
          .set({ stockQty: sample.stockQty })
          .where(eq(products.id, sample.id));
      }
      const bad = await api().refusal('freeSampleList', { query: { lang: 'fr' } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.map((error) => error.field)).toEqual(['lang']);
    });
  });

  describe('pricing', () => {
    it('prices a free sample at 0 from the catalogue, whatever the client sends', async () => {
      const paid = await api().call('shippingCharge', {
        body: { cartItems: [{ productId: snack.id, quantity: 1 }], zipcode: chicago.zipcode },
      });
      const withSample = await api().call('shippingCharge', {
        body: {
          cartItems: [
            { productId: snack.id, quantity: 1 },
            // A client's price and flag are not inputs: the catalogue decides.
            { productId: sample.id, quantity: 1, price: 999, isFreeSample: false },
          ],
          zipcode: chicago.zipcode,
        } as never,
      });
      expect(withSample.status).toBe(200);
      expect(withSample.body.data).toMatchObject({
        subTotalCents: paid.body.data.subTotalCents,
        shippingChargeCents: paid.body.data.shippingChargeCents,
        taxCents: paid.body.data.taxCents,
        totalAmountCents: paid.body.data.totalAmountCents,
      });
    });

    it('never makes a product a free sample because the client says so', async () => {
      const answer = await api().call('saveCartWebData', {
        body: {
          persistCartData: [
            { productId: snack.id, quantity: 1, price: 0, isFreeSample: true },
            { productId: sample.id, quantity: 1, price: 450 },
          ],
        } as never,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.cartAmountCents).toBe(snack.priceCents);
      const cart = await api().call('getCartWebData', { query: {} });
      const [paidLine, sampleLine] = cart.body.data.persistCartData;
      expect(paidLine).toMatchObject({ productId: String(snack.id), price: snack.priceCents });
      expect(paidLine?.isFreeSample).toBeUndefined();
      expect(sampleLine).toMatchObject({
        productId: String(sample.id),
        price: 0,
        quantity: 1,
        isFreeSample: true,
      });
    });

    it('refuses more than one of a free sample, naming the line’s quantity', async () => {
      for (const [lang, message] of [
        ['en-us', 'A free sample is limited to 1 per order.'],
        ['es-us', 'La muestra gratis está limitada a 1 por pedido.'],
      ] as const) {
        const answer = await api().refusal('shippingCharge', {
          body: {
            cartItems: [
              { productId: snack.id, quantity: 1 },
              { productId: sample.id, quantity: 2 },
            ],
            lang,
          },
        });
        expect(answer.status).toBe(422);
        expect(answer.body.code).toBe('FREE_SAMPLE_QUANTITY');
        expect(answer.body.message).toBe(message);
        expect(answer.body.errors).toEqual([{ field: 'cartItems.1.quantity', message }]);
      }
    });

    it('refuses a second free sample in one cart, naming its product', async () => {
      const answer = await api().refusal('shippingCharge', {
        body: {
          cartItems: [
            { productId: sample.id, quantity: 1 },
            { productId: snack.id, quantity: 1 },
            { productId: otherSample.id, quantity: 1 },
          ],
        },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('FREE_SAMPLE_LIMIT');
      expect(answer.body.errors).toEqual([
        { field: 'cartItems.2.productId', message: 'An order may include one free sample.' },
      ]);
    });
  });

  describe('checkout', () => {
    it('refuses a cart of only free samples with the message naming cartItems', async () => {
      for (const [lang, message] of [
        ['en-us', 'A free sample ships with a paid item. Please add a product to your cart.'],
        [
          'es-us',
          'La muestra gratis se envía con un artículo pagado. Agregue un producto a su carrito.',
        ],
      ] as const) {
        const answer = await api().refusal('validateOrder', {
          body: checkoutBody([{ productId: sample.id, quantity: 1 }], { lang }),
        });
        expect(answer.status).toBe(422);
        expect(answer.body.code).toBe('FREE_SAMPLES_ONLY');
        expect(answer.body.message).toBe(message);
        expect(answer.body.errors).toEqual([{ field: 'cartItems', message }]);
      }
    });

    it('records the sample at 0 on the order and shows it as a free sample', async () => {
      const body = checkoutBody([
        { productId: snack.id, quantity: 2 },
        { productId: sample.id, quantity: 1, price: 5 },
      ]);
      const paidOnly = await api().call('validateOrder', {
        body: checkoutBody([{ productId: snack.id, quantity: 2 }]),
      });
      const token = await cardToken(api(), VISA);
      const placed = await submitOrder(api(), {
        ...body,
        paymentInfo: { method: 'card', transientToken: token, nameonCard: "Robin O'Hara" },
      });
      expect(placed.status).toBe(201);
      const order = placed.body.data;
      expect(order.totalAmountCents).toBe(paidOnly.body.data.totalAmountCents);
      expect(order.lines).toHaveLength(2);
      expect(order.lines[1]).toMatchObject({
        productId: String(sample.id),
        quantity: 1,
        priceCents: 0,
        lineTotalCents: 0,
        isFreeSample: true,
      });
      expect(order.lines[0]?.isFreeSample).toBe(false);
      const details = await api().call('orderDetails', {
        query: { orderNumber: order.orderNumber },
      });
      expect(details.body.data.lines[1]).toMatchObject({ isFreeSample: true, priceCents: 0 });
      const [mail] = await api()
        .database.db.select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} like ${`%${order.orderNumber}%`}`);
      expect(mail?.text).toContain(`1 × ${sample.title}  $0.00\n    Free sample`);
    });
  });
});
