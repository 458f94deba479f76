import { and, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { giftCards, mailOutbox, orders, products } from '../db/schema/index';
import { cardToken, checkoutBody, submitOrder } from '../../test/checkout-fixtures';
import { describeApi } from '../../test/harness';
import { anotherSession, findProducts, type ProductRow } from '../../test/pricing-fixtures';

const VISA = '4111111111111111';

describeApi('gift orders and gift-card lines in orders', (api) => {
  let snack: ProductRow;
  let eGift: typeof giftCards.$inferSelect;
  let physical: typeof giftCards.$inferSelect;
  beforeAll(async () => {
    const db = api().database.db;
    [snack] = (await findProducts(
      db,
      and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 50)),
    )) as [ProductRow];
    const cards = await db.select().from(giftCards);
    eGift = cards.find((card) => card.kind === 'e-gift')!;
    physical = cards.find((card) => card.kind === 'physical')!;
  });

  const place = async (cartItems: unknown[], overrides: Record<string, unknown> = {}) => {
    const placed = await submitOrder(api(), {
      ...checkoutBody(cartItems, overrides),
      paymentInfo: { method: 'card', transientToken: await cardToken(api(), VISA) },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.data;
  };
  const confirmation = async (orderNumber: string) => {
    const mail = await api()
      .database.db.select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${`%${orderNumber}%`}`);
    expect(mail).toHaveLength(1);
    return mail[0]!;
  };

  describe('a gift order', () => {
    const gift = {
      giftOrder: true,
      firstName: 'Avery',
      lastName: 'Quinn & Co.',
      recipientEmail: 'avery.quinn@example.com',
      giftMessage: 'Snacks & smiles, <b>always</b>!',
    };

    it('stores includesGiftCard and answers it in the order view, and on a later read', async () => {
      const withCard = await place([{ productId: snack.id, quantity: 1 }], {
        giftCard: { ...gift, includesGiftCard: true },
      });
      expect(withCard.includesGiftCard).toBe(true);
      const [row] = await api()
        .database.db.select({ includesGiftCard: orders.includesGiftCard })
        .from(orders)
        .where(eq(orders.orderNumber, withCard.orderNumber));
      expect(row!.includesGiftCard).toBe(true);
      const again = await api().call('orderDetails', {
        query: { orderNumber: withCard.orderNumber },
      });
      expect(again.body.data.includesGiftCard).toBe(true);

      const withoutCard = await place([{ productId: snack.id, quantity: 1 }], { giftCard: gift });
      expect(withoutCard.includesGiftCard).toBe(false);
      const notAGift = await place([{ productId: snack.id, quantity: 1 }], {
        giftCard: { giftOrder: false, includesGiftCard: true },
      });
      expect(notAGift.giftOrder).toBe(false);
      expect(notAGift.includesGiftCard).toBe(false);
    });

    it('refuses an includesGiftCard that is not a boolean, naming the field', async () => {
      const answer = await api().refusal('validateOrder', {
        body: checkoutBody([{ productId: snack.id, quantity: 1 }], {
          giftCard: { ...gift, includesGiftCard: 'yes' },
        }),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.map((error) => error.field)).toContain(
        'giftCard.includesGiftCard',
      );
    });

    it('names the recipient, the message and the included card in the email, escaped in HTML', async () => {
      const order = await place([{ productId: snack.id, quantity: 1 }], {
        giftCard: { ...gift, includesGiftCard: true },
      });
      const mail = await confirmation(order.orderNumber);
      expect(mail.text).toContain(
        'This is a gift for Avery Quinn & Co. (avery.quinn@example.com).',
      );
      expect(mail.text).toContain('Gift message: Snacks & smiles, <b>always</b>!');
      expect(mail.text).toContain('A gift card is included with this gift.');
      expect(mail.html).toContain('Avery Quinn &amp; Co. (avery.quinn@example.com)');
      expect(mail.html).toContain('Snacks &amp; smiles, &lt;b&gt;always&lt;/b&gt;!');
      expect(mail.html).not.toContain('<b>always</b>');
      expect(mail.html).toContain('A gift card is included with this gift.');
    });

    it('says the same in Spanish, and leaves out what was not given', async () => {
      const order = await place([{ productId: snack.id, quantity: 1 }], {
        giftCard: { giftOrder: true, recipientEmail: 'kai.ramos@example.com' },
        lang: 'es-us',
      });
      const mail = await confirmation(order.orderNumber);
      expect(mail.text).toContain('Este pedido es un regalo para kai.ramos@example.com.');
      expect(mail.text).not.toContain('Mensaje de regalo');
      expect(mail.text).not.toContain('tarjeta de regalo');

      const full = await place([{ productId: snack.id, quantity: 1 }], {
        giftCard: { ...gift, includesGiftCard: true },
        lang: 'es-us',
      });
      const spanish = await confirmation(full.orderNumber);
      expect(spanish.text).toContain(
        'Este pedido es un regalo para Avery Quinn & Co. (avery.quinn@example.com).',
      );
      expect(spanish.text).toContain('Mensaje de regalo: Snacks & smiles, <b>always</b>!');
      expect(spanish.text).toContain('Este regalo incluye una tarjeta de regalo.');
      expect(spanish.html).toContain('Mensaje de regalo: Snacks &amp; smiles');
    });
  });

  describe('gift-card lines', () => {
    const recipient = {
      recipientEmail: 'jules.park@example.com',
      firstName: 'Jules',
      lastName: 'Park',
      giftMessage: 'Treat yourself & share',
    };

    it('shows each card’s kind, face value and recipient in the order view, untaxed', async () => {
      const order = await place([
        { giftCardId: String(eGift.id), amountCents: 5000, quantity: 2, recipient },
        { giftCardId: String(physical.id), amountCents: 2500, quantity: 1 },
        { productId: snack.id, quantity: 1 },
      ]);
      const [eLine, physicalLine, snackLine] = order.lines;
      expect(eLine).toMatchObject({
        title: `${eGift.title} $50.00`,
        quantity: 2,
        lineTotalCents: 10000,
        giftCardId: String(eGift.id),
        giftCard: { kind: 'e-gift', amountCents: 5000, recipient },
      });
      expect(physicalLine).toMatchObject({
        giftCardId: String(physical.id),
        lineTotalCents: 2500,
        giftCard: { kind: 'physical', amountCents: 2500 },
      });
      expect(physicalLine!.giftCard).not.toHaveProperty('recipient');
      expect(snackLine).toMatchObject({ giftCardId: null, giftCard: null });
      expect(order.subTotalCents).toBe(12500 + snack.priceCents);

      const snackAlone = await api().call('validateOrder', {
        body: checkoutBody([{ productId: snack.id, quantity: 1 }]),
      });
      expect(order.taxCents).toBe(snackAlone.body.data.taxCents);
    });

    it('lists the cards in the email with how each is delivered, in both languages', async () => {
      const cart = [
        { giftCardId: String(eGift.id), amountCents: 5000, quantity: 1, recipient },
        { giftCardId: String(physical.id), amountCents: 2500, quantity: 1 },
        { productId: snack.id, quantity: 1 },
      ];
      const english = await confirmation((await place(cart)).orderNumber);
      expect(english.text).toContain(`1 × ${eGift.title} $50.00  $50.00`);
      expect(english.text).toContain(
        'e-Gift card, sent by email to Jules Park (jules.park@example.com)',
      );
      expect(english.text).toContain('Message: Treat yourself & share');
      expect(english.text).toContain(`1 × ${physical.title} $25.00  $25.00`);
      expect(english.text).toContain('Gift card, mailed with your order');
      expect(english.html).toContain(
        '<small>e-Gift card, sent by email to Jules Park (jules.park@example.com)</small>',
      );
      expect(english.html).toContain('<small>Message: Treat yourself &amp; share</small>');
      expect(english.html).toContain('<small>Gift card, mailed with your order</small>');

      const spanish = await confirmation((await place(cart, { lang: 'es-us' })).orderNumber);
      expect(spanish.text).toContain(
        'Tarjeta de regalo electrónica, enviada por correo a Jules Park (jules.park@example.com)',
      );
      expect(spanish.text).toContain('Mensaje: Treat yourself & share');
      expect(spanish.text).toContain('Tarjeta de regalo, enviada con su pedido');
    });

    it('hides an e-gift recipient’s email and last name from Order Lookup, not from the owner', async () => {
      const order = await place([
        { giftCardId: String(eGift.id), amountCents: 5000, quantity: 1, recipient },
      ]);
      const stranger = await anotherSession(api());
      const found = await api().call('orderDetails', {
        query: { orderNumber: order.orderNumber, email: 'robin.ohara@example.com' },
        headers: stranger,
      });
      expect(found.status).toBe(200);
      expect(found.body.data.lines[0]!.giftCard).toEqual({
        kind: 'e-gift',
        amountCents: 5000,
        recipient: {
          recipientEmail: 'j•••@example.com',
          firstName: 'Jules',
          lastName: 'P.',
          giftMessage: 'Treat yourself & share',
        },
      });
      const mine = await api().call('orderDetails', { query: { orderNumber: order.orderNumber } });
      expect(mine.body.data.lines[0]!.giftCard?.recipient).toEqual(recipient);
    });
  });
});
