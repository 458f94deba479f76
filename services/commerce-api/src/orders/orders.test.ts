import type { BodyOf, ResponseOf } from '@snackshop/commerce-core/api-client';
import { and, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  couponRedemptions,
  coupons,
  mailOutbox,
  orders,
  payments,
  products,
  sandboxAuthorizations,
} from '../db/schema/index';
import {
  cardToken,
  checkoutBody,
  chicago,
  refusedOrder,
  submitOrder,
} from '../../test/checkout-fixtures';
import { describeApi } from '../../test/harness';
import {
  addCoupon,
  anotherSession,
  findProducts,
  productBySlug,
  setStock,
  type ProductRow,
} from '../../test/pricing-fixtures';

const VISA = '4111111111111111';

describeApi('orders', (api, kind) => {
  let snacks: ProductRow[];
  beforeAll(async () => {
    snacks = await findProducts(
      api().database.db,
      and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 200)),
    );
    expect(snacks.length).toBeGreaterThan(6);
  });
  const stockOf = async (id: number) => {
    const [row] = await api()
      .database.db.select({ stock: products.stockQty })
      .from(products)
      .where(eq(products.id, id));
    return row!.stock;
  };

  describe('validateOrder', () => {
    it('answers the server’s amounts and ignores client-sent price, total, discount and tax', async () => {
      const [a, b] = snacks as [ProductRow, ProductRow];
      const honest = checkoutBody([
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ]);
      const tampered = {
        ...checkoutBody([
          { productId: a.id, quantity: 2, price: 0.01, lineTotal: 0 },
          { productId: String(b.id), quantity: 1, price: 0 },
        ]),
        subTotal: 0.01,
        totalAmount: 0.01,
        discount: 999,
        tax: 0,
        shippingCharge: 0,
      };
      const tax = await api().call('orderTax', {
        body: { cartItems: honest.cartItems, zipcode: chicago.zipcode },
      });
      for (const body of [honest, tampered]) {
        const answer = await api().call('validateOrder', { body });
        expect(answer.status).toBe(200);
        expect(answer.body.data.valid).toBe(true);
        expect(answer.body.data.subTotalCents).toBe(a.priceCents * 2 + b.priceCents);
        expect(answer.body.data).toMatchObject({
          subTotalCents: tax.body.data.subTotalCents,
          discountCents: 0,
          shippingChargeCents: tax.body.data.shippingChargeCents,
          taxCents: tax.body.data.taxCents,
          totalAmountCents: tax.body.data.totalAmountCents,
        });
      }
    });

    it('refuses a P.O. Box with the catalogue message and names the field', async () => {
      for (const [lang, message, field] of [
        [
          'en-us',
          'We are unable to ship to POBOX addresses',
          'Cannot ship to P.O. Box. Please provide another shipping address.',
        ],
        [
          'es-us',
          'No podemos hacer envíos a apartados postales (POBOX)',
          'No se puede enviar a un apartado postal (P.O. Box). Proporcione otra dirección de envío.',
        ],
      ] as const) {
        const answer = await api().refusal('validateOrder', {
          body: checkoutBody([{ productId: snacks[0]!.id, quantity: 1 }], {
            shipping: { ...chicago, address: 'P.O. Box 1234' },
            lang,
          }),
        });
        expect(answer.status).toBe(422);
        expect(answer.body.code).toBe('PO_BOX');
        expect(answer.body.message).toBe(message);
        expect(answer.body.errors).toContainEqual({ field: 'shipping.address', message: field });
      }
    });

    it('refuses Alaska and Hawaii, and a ZIP outside the city and state given', async () => {
      const alaska = await api().refusal('validateOrder', {
        body: checkoutBody([{ productId: snacks[0]!.id, quantity: 1 }], {
          shipping: { ...chicago, city: 'Anchorage', state: 'AK', zipcode: '99501' },
        }),
      });
      expect(alaska.status).toBe(422);
      expect(alaska.body.code).toBe('NO_SHIP_STATE');
      expect(alaska.body.message).toBe(
        'We are unable to ship to Alaska or Hawaii. Please provide another shipping address.',
      );
      expect(alaska.body.errors?.[0]?.field).toBe('shipping.state');

      const akZipIlState = await api().refusal('validateOrder', {
        body: checkoutBody([{ productId: snacks[0]!.id, quantity: 1 }], {
          shipping: { ...chicago, zipcode: '99501' },
        }),
      });
      expect(akZipIlState.status).toBe(422);
      expect(akZipIlState.body.code).toBe('NO_SHIP_STATE');
      expect(akZipIlState.body.errors?.[0]?.field).toBe('shipping.zipcode');

      const mismatch = await api().refusal('validateOrder', {
        body: checkoutBody([{ productId: snacks[0]!.id, quantity: 1 }], {
          shipping: { ...chicago, state: 'WI' },
        }),
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.code).toBe('ZIP_MISMATCH');
      expect(mismatch.body.errors).toEqual([
        { field: 'shipping.state', message: 'Zip code 60601 is in IL, not WI.' },
      ]);
    });

    it('names every bad field with the spec’s messages, a missing billing address and a gift without recipient', async () => {
      const answer = await api().refusal('validateOrder', {
        body: {
          cartItems: [{ productId: snacks[0]!.id, quantity: 1 }],
          contactInfo: { email: 'robin@', phoneNumber: '555-01' },
          shipping: { ...chicago, firstName: 'R', zipcode: '6060' },
          billingSameShippingFlag: false,
          giftCard: { giftOrder: true, giftMessage: 'Enjoy' },
        },
      });
      expect(answer.status).toBe(400);
      const fields = Object.fromEntries(answer.body.errors!.map((e) => [e.field, e.message]));
      expect(fields).toMatchObject({
        'contactInfo.email': 'Email address should be in name@example.com format.',
        'shipping.zipcode': 'Zip must be 5 digits.',
        'giftCard.recipientEmail': 'Recipient email is required.',
      });
      expect(fields['contactInfo.phoneNumber']).toBeTruthy();
      expect(fields['shipping.firstName']).toBeTruthy();

      const noBilling = await api().refusal('validateOrder', {
        body: checkoutBody([{ productId: snacks[0]!.id, quantity: 1 }], {
          billingSameShippingFlag: false,
        }),
      });
      expect(noBilling.status).toBe(400);
      expect(noBilling.body.errors).toEqual([
        { field: 'billing', message: 'Enter a billing address, or use the shipping address.' },
      ]);
    });

    it('refuses negative, zero and fractional quantities with 400 naming the field', async () => {
      for (const quantity of [-1, 0, 1.5]) {
        const answer = await api().refusal('validateOrder', {
          body: checkoutBody([{ productId: snacks[0]!.id, quantity }]),
        });
        expect(answer.status).toBe(400);
        expect(answer.body.errors?.[0]?.field).toBe('cartItems.0.quantity');
      }
    });

    it('refuses a product that cannot ship to the ZIP and one out of stock', async () => {
      const ghost = await productBySlug(
        api().database.db,
        'blaze-ridge-ghost-pepper-potato-chips-8-oz',
      );
      const nyc = { ...chicago, city: 'New York', state: 'NY', zipcode: '10001' };
      const restricted = await api().refusal('validateOrder', {
        body: checkoutBody([{ productId: ghost.id, quantity: 1 }], { shipping: nyc }),
      });
      expect(restricted.status).toBe(422);
      expect(restricted.body.code).toBe('ZIP_NOT_SERVICEABLE');
      expect(restricted.body.message).toBe(
        'Product not available for the selected shipping zip code',
      );
      expect(restricted.body.errors?.[0]?.field).toBe('cartItems.0.productId');

      const scarce = snacks[6]!;
      await setStock(api().database.db, scarce.id, 2);
      const tooMany = await api().call('validateOrder', {
        body: checkoutBody([{ productId: scarce.id, quantity: 3 }]),
      });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body).toMatchObject({
        code: 'PRODUCT_UNAVAILABLE',
        message: 'This product is not available',
      });
      const enough = await api().call('validateOrder', {
        body: checkoutBody([{ productId: scarce.id, quantity: 2 }]),
      });
      expect(enough.status).toBe(200);
      await setStock(api().database.db, scarce.id, 500);
    });
  });

  describe('submittedorder', () => {
    it('places a card order at the server’s amounts: stock taken, coupon used, email queued, payment captured', async () => {
      const db = api().database.db;
      const item = snacks[1]!;
      const before = await stockOf(item.id);
      const coupon = await addCoupon(db, {
        code: `TEN${kind.toUpperCase()}`,
        kind: 'percent_off',
        percentOff: 10,
        description: '10% off',
        descriptionEs: '10% de descuento',
      });
      const cart = [{ productId: item.id, quantity: 3 }];
      const expected = await api().call('validateOrder', {
        body: checkoutBody(cart, { couponName: coupon.code.toLowerCase() }),
      });
      expect(expected.body.data.discountCents).toBeGreaterThan(0);
      const token = await cardToken(api(), VISA);
      const placed = await submitOrder(api(), {
        ...checkoutBody(
          cart.map((line) => ({ ...line, price: 0.01 })),
          { couponName: coupon.code.toLowerCase() },
        ),
        totalAmount: 0.01,
        discount: 100,
        tax: 0,
        paymentInfo: { method: 'card', transientToken: token, nameonCard: "Robin O'Hara" },
      });
      expect(placed.status).toBe(201);
      const order = placed.body.data;
      expect(order.orderNumber).toMatch(/^SN-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(order).toMatchObject({
        status: 'paid',
        paymentMethod: 'card',
        card: { cardType: 'visa', last4: '1111' },
        couponName: coupon.code,
        subTotalCents: expected.body.data.subTotalCents,
        discountCents: expected.body.data.discountCents,
        shippingChargeCents: expected.body.data.shippingChargeCents,
        taxCents: expected.body.data.taxCents,
        totalAmountCents: expected.body.data.totalAmountCents,
      });
      expect(await stockOf(item.id)).toBe(before - 3);
      const [used] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(used?.timesRedeemed).toBe(1);
      const [row] = await db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
      const [payment] = await db.select().from(payments).where(eq(payments.orderId, row!.id));
      expect(payment).toMatchObject({ status: 'captured', amountCents: order.totalAmountCents });
      const mail = await db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} like ${`%${order.orderNumber}%`}`);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ toAddress: 'robin.ohara@example.com', status: 'pending' });
      expect(mail[0]!.text).toContain(order.orderNumber);
    });

    it('needs an Idempotency-Key and answers the same order for the same key without charging twice', async () => {
      const db = api().database.db;
      const cart = [{ productId: snacks[2]!.id, quantity: 1 }];
      const body: BodyOf<'submittedOrder'> = {
        ...checkoutBody(cart),
        paymentInfo: { method: 'card', transientToken: await cardToken(api(), VISA) },
      };
      const missing = await refusedOrder(api(), body, { key: null });
      expect(missing.status).toBe(400);
      expect(missing.body.errors?.[0]?.field).toBe('Idempotency-Key');

      const key = `order-${kind}-same-key`;
      const first = await submitOrder(api(), body, { key });
      const again = await submitOrder(api(), body, { key });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(again.body.data.orderNumber).toBe(first.body.data.orderNumber);
      const auths = await db
        .select()
        .from(sandboxAuthorizations)
        .where(sql`${sandboxAuthorizations.reference} like ${`%:${key}`}`);
      expect(auths).toHaveLength(1);

      const different = await refusedOrder(
        api(),
        { ...body, cartItems: [{ productId: snacks[2]!.id, quantity: 2 }] },
        { key },
      );
      expect(different.status).toBe(409);
      expect(different.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('a declined card leaves no order, no stock taken and no coupon used', async () => {
      const db = api().database.db;
      const item = snacks[3]!;
      const coupon = await addCoupon(db, {
        code: `ONCE${kind.toUpperCase()}`,
        kind: 'amount_off',
        amountOffCents: 100,
        totalLimit: 1,
        description: '$1 off',
        descriptionEs: '$1 de descuento',
      });
      const before = await stockOf(item.id);
      const ordersBefore = (await db.select({ id: orders.id }).from(orders)).length;
      for (const [number, code, message] of [
        [
          '4000000000009995',
          'PAYMENT_DECLINED',
          'Your card was declined for insufficient funds. Try another card.',
        ],
        [
          '4000000000009979',
          'PAYMENT_DECLINED',
          'Your card was declined. Try another card or contact your bank.',
        ],
        [
          '4000000000000101',
          'PAYMENT_CVV_MISMATCH',
          'The security code does not match the card. Check it and try again.',
        ],
      ] as const) {
        const answer = await refusedOrder(api(), {
          ...checkoutBody([{ productId: item.id, quantity: 2 }], { couponName: coupon.code }),
          paymentInfo: { method: 'card', transientToken: await cardToken(api(), number) },
        });
        expect(answer.status).toBe(402);
        expect(answer.body).toMatchObject({ code, message });
      }
      expect(await stockOf(item.id)).toBe(before);
      expect((await db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
      const [unused] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(unused?.timesRedeemed).toBe(0);
      const redemptions = await db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon.id));
      expect(redemptions).toHaveLength(0);

      // A good card afterwards, with a new key, goes through.
      const good = await submitOrder(api(), {
        ...checkoutBody([{ productId: item.id, quantity: 2 }], { couponName: coupon.code }),
        paymentInfo: { method: 'card', transientToken: await cardToken(api(), VISA) },
      });
      expect(good.status).toBe(201);
      expect(await stockOf(item.id)).toBe(before - 2);
    });

    it('asks for a retry when the processor is unavailable, and the same key then succeeds', async () => {
      const body: BodyOf<'submittedOrder'> = {
        ...checkoutBody([{ productId: snacks[4]!.id, quantity: 1 }]),
        paymentInfo: {
          method: 'card',
          transientToken: await cardToken(api(), '4000000000000119'),
        },
      };
      const key = `retry-${kind}-0001`;
      const busy = await refusedOrder(api(), body, { key });
      expect(busy.status).toBe(503);
      expect(busy.body.code).toBe('PAYMENT_PROCESSOR_UNAVAILABLE');
      const retried = await submitOrder(api(), body, { key });
      expect(retried.status).toBe(201);
      expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    });

    it('stores a gift order and refuses a token from another session', async () => {
      const gift = {
        giftOrder: true,
        firstName: 'Sam',
        lastName: 'Lee',
        recipientEmail: 'sam.lee@example.com',
        giftMessage: 'Happy birthday!',
      };
      const placed = await submitOrder(api(), {
        ...checkoutBody([{ productId: snacks[5]!.id, quantity: 1 }], { giftCard: gift }),
        paymentInfo: { method: 'card', transientToken: await cardToken(api(), VISA) },
      });
      expect(placed.status).toBe(201);
      expect(placed.body.data.giftOrder).toBe(true);
      expect(placed.body.data.gift).toMatchObject({
        recipientEmail: 'sam.lee@example.com',
        giftMessage: 'Happy birthday!',
      });

      const stranger = await anotherSession(api());
      const stolen = await refusedOrder(
        api(),
        {
          ...checkoutBody([{ productId: snacks[5]!.id, quantity: 1 }]),
          paymentInfo: { method: 'card', transientToken: await cardToken(api(), VISA) },
        },
        { headers: stranger },
      );
      expect(stolen.status).toBe(402);
      expect(stolen.body.message).toBe('Your card details have expired. Enter them again.');
    });
  });

  describe('orderdetails and Order Lookup', () => {
    let order: ResponseOf<'submittedOrder'>;
    beforeAll(async () => {
      const placed = await submitOrder(api(), {
        ...checkoutBody([{ productId: snacks[0]!.id, quantity: 1 }], {
          contactInfo: { email: 'Lookup.Person@Example.com', phoneNumber: '3125550199' },
        }),
        paymentInfo: { method: 'card', transientToken: await cardToken(api(), VISA) },
      });
      order = placed.body.data;
    });

    it('shows the order to the session that placed it, and to nobody else without the email', async () => {
      const mine = await api().call('orderDetails', { query: { orderNumber: order.orderNumber } });
      expect(mine.status).toBe(200);
      expect(mine.body.data.totalAmountCents).toBe(order.totalAmountCents);

      const stranger = await anotherSession(api());
      const theirs = await api().call('orderDetails', {
        query: { orderNumber: order.orderNumber },
        headers: stranger,
      });
      expect(theirs.status).toBe(404);
    });

    it('finds an order by number and email (any case), and answers the same 404 to a wrong email or number', async () => {
      const stranger = await anotherSession(api());
      const lookup = (orderNumber: string, email: string) =>
        api().call('orderDetails', { query: { orderNumber, email }, headers: stranger });
      const found = await lookup(order.orderNumber.toLowerCase(), 'lookup.person@example.com');
      expect(found.status).toBe(200);
      expect(found.body.data.orderNumber).toBe(order.orderNumber);

      const wrongEmail = await lookup(order.orderNumber, 'someone.else@example.com');
      const unknown = await lookup('SN-AAAA-AAAA', 'lookup.person@example.com');
      expect(wrongEmail.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(wrongEmail.body).toEqual(unknown.body);
      expect(wrongEmail.body.message).toBe(
        'We could not find an order with that number and email.',
      );
    });
  });
});
