import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { giftCards, orderLines, orders, products } from '../db/schema/index';
import { cardToken, checkoutBody, chicago, submitOrder } from '../../test/checkout-fixtures';
import { describeApi } from '../../test/harness';
import { addCoupon, productsTaxedAs, type ProductRow } from '../../test/pricing-fixtures';

type GiftCardRow = typeof giftCards.$inferSelect;

const recipient = {
  recipientEmail: 'sam.lee@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  giftMessage: 'Happy birthday, enjoy the snacks!',
};
const FLAT_SHIPPING_CENTS = 599;

describeApi('gift cards in the cart', (api, kind) => {
  let eGift: GiftCardRow;
  let physical: GiftCardRow;
  let candy: ProductRow;
  beforeAll(async () => {
    const db = api().database.db;
    const cards = await db.select().from(giftCards);
    eGift = cards.find((card) => card.kind === 'e-gift')!;
    physical = cards.find((card) => card.kind === 'physical')!;
    [candy] = (await productsTaxedAs(db, 'candy')) as [ProductRow];
    expect(eGift.amountsCents).toContain(5000);
    expect(physical.amountsCents).toContain(2500);
  });

  const eGiftLine = (overrides: Record<string, unknown> = {}) => ({
    giftCardId: String(eGift.id),
    amountCents: 5000,
    quantity: 1,
    recipient,
    ...overrides,
  });
  const price = (
    cartItems: BodyOf<'shippingCharge'>['cartItems'],
    extra: Partial<BodyOf<'shippingCharge'>> = {},
  ) => api().call('shippingCharge', { body: { cartItems, zipcode: chicago.zipcode, ...extra } });
  const refusedPrice = (cartItems: unknown[], extra: Record<string, unknown> = {}) =>
    api().refusal('shippingCharge', { body: { cartItems, zipcode: chicago.zipcode, ...extra } });

  describe('pricing', () => {
    it('prices an e-gift card at its face value from the catalogue, whatever the client says', async () => {
      const answer = await price([
        eGiftLine({ price: 1, title: 'Free money', lineTotal: 0 }),
        { productId: candy.id, quantity: 2 },
      ]);
      expect(answer.status).toBe(200);
      const candyCents = candy.priceCents * 2;
      expect(answer.body.data.subTotalCents).toBe(5000 + candyCents);
      // Illinois taxes candy, never the gift card, and shipping is the flat charge because
      // the $50 card does not count towards the free-shipping minimum.
      const candyOnly = await price([{ productId: candy.id, quantity: 2 }]);
      expect(candyOnly.body.data.taxCents).toBeGreaterThan(0);
      expect(answer.body.data.taxCents).toBe(candyOnly.body.data.taxCents);
      expect(answer.body.data.shippingChargeCents).toBe(candyOnly.body.data.shippingChargeCents);
      expect(answer.body.data.remainingForFreeShippingCents).toBe(
        candyOnly.body.data.remainingForFreeShippingCents,
      );
      expect(answer.body.data.totalAmountCents).toBe(candyOnly.body.data.totalAmountCents + 5000);
    });

    it('ships nothing for e-gift cards alone, and mails physical cards at the flat charge', async () => {
      const emailOnly = await price([eGiftLine({ quantity: 2 })]);
      expect(emailOnly.body.data).toMatchObject({
        subTotalCents: 10000,
        shippingChargeCents: 0,
        taxCents: 0,
        totalAmountCents: 10000,
        reason: 'empty-cart',
      });
      const mailed = await price([
        { giftCardId: physical.id, amountCents: 2500, quantity: 1 },
        eGiftLine(),
      ]);
      expect(mailed.body.data).toMatchObject({
        subTotalCents: 7500,
        shippingChargeCents: FLAT_SHIPPING_CENTS,
        taxCents: 0,
        totalAmountCents: 7500 + FLAT_SHIPPING_CENTS,
        reason: 'flat',
      });
    });

    it('keeps gift cards out of a coupon’s minimum and discount', async () => {
      const coupon = await addCoupon(api().database.db, {
        code: `GIFTTEN${kind.toUpperCase()}`,
        kind: 'percent_off',
        percentOff: 10,
        minCartCents: 1000,
        description: '10% off',
        descriptionEs: '10% de descuento',
      });
      const refused = await api().refusal('validateVoucher', {
        body: { couponName: coupon.code, cartItems: [eGiftLine({ amountCents: 10000 })] },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('COUPON_MINIMUM_NOT_MET');

      // Enough candy to pass the $10 minimum on its own.
      const candyQuantity = Math.ceil(1000 / candy.priceCents) + 1;
      const candyLine = { productId: candy.id, quantity: candyQuantity };
      const applied = await api().call('validateVoucher', {
        body: { couponName: coupon.code, cartItems: [eGiftLine(), candyLine] },
      });
      expect(applied.status).toBe(200);
      const candyCents = candy.priceCents * candyQuantity;
      expect(applied.body.data.discountCents).toBe(Math.floor(candyCents / 10 + 0.5));
      expect(applied.body.data.discountItems.map((item) => item.productId)).toEqual([
        String(candy.id),
      ]);
    });

    it('refuses amounts the card does not come in, and missing or misplaced recipients', async () => {
      const notOffered = await refusedPrice([eGiftLine({ amountCents: 4200 })]);
      expect(notOffered.status).toBe(422);
      expect(notOffered.body.code).toBe('GIFT_CARD_AMOUNT');
      expect(notOffered.body.errors).toEqual([
        {
          field: 'cartItems.0.amountCents',
          message: 'This gift card comes in $10.00, $25.00, $50.00, $100.00, $150.00.',
        },
      ]);

      const { recipient: _none, ...noRecipient } = eGiftLine();
      for (const [lang, message] of [
        ['en-us', 'Recipient email is required.'],
        ['es-us', 'El correo electrónico del destinatario es obligatorio.'],
      ] as const) {
        const answer = await refusedPrice([noRecipient], { lang });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([
          { field: 'cartItems.0.recipient.recipientEmail', message },
        ]);
      }

      const badEmail = await refusedPrice([
        eGiftLine({ recipient: { recipientEmail: 'sam@lee' } }),
      ]);
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.errors).toContainEqual({
        field: 'cartItems.0.recipient.recipientEmail',
        message: 'Email address should be in name@example.com format.',
      });
      const blankEmail = await refusedPrice([eGiftLine({ recipient: { recipientEmail: '  ' } })]);
      expect(blankEmail.body.errors).toContainEqual({
        field: 'cartItems.0.recipient.recipientEmail',
        message: 'Recipient email is required.',
      });

      const mailedWithRecipient = await refusedPrice([
        { giftCardId: physical.id, amountCents: 2500, quantity: 1, recipient },
      ]);
      expect(mailedWithRecipient.status).toBe(400);
      expect(mailedWithRecipient.body.errors?.[0]?.field).toBe('cartItems.0.recipient');
    });

    it('bounds quantities, names unknown cards and refuses lines that are two things at once', async () => {
      const tooMany = await refusedPrice([eGiftLine({ quantity: 11 })]);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.errors).toContainEqual({
        field: 'cartItems.0.quantity',
        message: 'Must be at most 10.',
      });
      for (const quantity of [0, -1, 1.5, '2']) {
        const answer = await refusedPrice([eGiftLine({ quantity })]);
        expect(answer.status).toBe(400);
        expect(answer.body.errors?.[0]?.field).toBe('cartItems.0.quantity');
      }
      const unknown = await refusedPrice([eGiftLine({ giftCardId: 999_999 })]);
      expect(unknown.status).toBe(404);
      expect(unknown.body.errors?.[0]?.field).toBe('cartItems.0.giftCardId');
      const noAmount = await refusedPrice([{ giftCardId: eGift.id, quantity: 1, recipient }]);
      expect(noAmount.status).toBe(400);
      expect(noAmount.body.errors?.[0]?.field).toBe('cartItems.0.amountCents');
      const both = await refusedPrice([eGiftLine({ productId: candy.id })]);
      expect(both.status).toBe(400);
      expect(both.body.errors?.[0]?.field).toBe('cartItems.0.productId');
    });
  });

  it('keeps gift cards in the persisted cart, priced again when read', async () => {
    const saved = await api().call('saveCartWebData', {
      body: {
        email: 'gifts@example.com',
        persistCartData: [
          eGiftLine({ quantity: 2, price: 1 }),
          { giftCardId: physical.id, amountCents: 2500, quantity: 1 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.cartAmountCents).toBe(12500);
    const read = await api().call('getCartWebData', { query: { email: 'gifts@example.com' } });
    expect(read.body.data.cartAmountCents).toBe(12500);
    expect(read.body.data.persistCartData).toEqual([
      expect.objectContaining({
        giftCardId: String(eGift.id),
        giftCardKind: 'e-gift',
        amountCents: 5000,
        price: 5000,
        quantity: 2,
        title: 'Snack Shop e-Gift Card $50.00',
        recipient,
        available: true,
      }),
      expect.objectContaining({
        giftCardId: String(physical.id),
        giftCardKind: 'physical',
        price: 2500,
        available: true,
      }),
    ]);
  });

  describe('checkout', () => {
    it('validateOrder and submittedorder take gift cards: priced, untaxed, stored, no stock taken', async () => {
      const db = api().database.db;
      const [before] = await db
        .select({ stock: products.stockQty })
        .from(products)
        .where(eq(products.id, candy.id));
      const cart = [eGiftLine(), { productId: candy.id, quantity: 1 }];
      const checked = await api().call('validateOrder', { body: checkoutBody(cart) });
      expect(checked.status).toBe(200);
      const candyOnly = await price([{ productId: candy.id, quantity: 1 }]);
      expect(checked.body.data).toMatchObject({
        subTotalCents: 5000 + candy.priceCents,
        taxCents: candyOnly.body.data.taxCents,
        totalAmountCents: candyOnly.body.data.totalAmountCents + 5000,
      });
      expect(checked.body.data.lines[0]).toMatchObject({ lineTotalCents: 5000 });
      expect(checked.body.data.lines[0]!.productId).toMatch(/^GC-\d+-5000-[0-9a-f]{8}$/);

      const placed = await submitOrder(api(), {
        ...checkoutBody(cart.map((line) => ({ ...line, price: 0.01 }))),
        paymentInfo: {
          method: 'card',
          transientToken: await cardToken(api(), '4111111111111111'),
        },
      });
      expect(placed.status).toBe(201);
      expect(placed.body.data.totalAmountCents).toBe(checked.body.data.totalAmountCents);
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, placed.body.data.orderNumber));
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
      const giftLine = lines.find((line) => line.giftCardId !== null);
      expect(giftLine).toMatchObject({
        giftCardId: eGift.id,
        productId: null,
        quantity: 1,
        unitPriceCents: 5000,
        lineTotalCents: 5000,
        giftCard: { kind: 'e-gift', amountCents: 5000, recipient },
      });
      const [after] = await db
        .select({ stock: products.stockQty })
        .from(products)
        .where(eq(products.id, candy.id));
      expect(after!.stock).toBe(before!.stock - 1);
    });

    it('refuses a gift card the shop no longer sells, naming the line', async () => {
      const db = api().database.db;
      await db.update(giftCards).set({ isActive: false }).where(eq(giftCards.id, physical.id));
      try {
        const answer = await api().refusal('validateOrder', {
          body: checkoutBody([{ giftCardId: physical.id, amountCents: 2500, quantity: 1 }]),
        });
        expect(answer.status).toBe(422);
        expect(answer.body.code).toBe('PRODUCT_UNAVAILABLE');
        expect(answer.body.errors?.[0]?.field).toBe('cartItems.0.giftCardId');
      } finally {
        await db.update(giftCards).set({ isActive: true }).where(eq(giftCards.id, physical.id));
      }
    });
  });
});
