import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxCvvTokens, savedCards } from '../db/schema/index';
import { selectRows } from '../db/query';
import { SANDBOX_PATHS } from './sandbox/sandbox-provider';
import { signedInCustomer } from '../../test/account-fixtures';
import {
  captureContext,
  cardFields,
  cardToken,
  checkoutBody,
  cvvToken,
  refusedOrder,
  refusedSavedCardContext,
  refusedTokenize,
  refusedTokenizeCvv,
  savedCardContext,
  submitOrder,
  tokenize,
} from '../../test/checkout-fixtures';
import { describeApi, type TestApi } from '../../test/harness';
import { anotherSession, fullSizeSnacks } from '../../test/pricing-fixtures';

/** A Luhn-valid Visa the sandbox approves, distinctive enough to search every row for. */
const VISA = '4242424242424242';
const AMEX = '378282246310005';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

interface SavedCardView {
  id: string;
  cardType: string;
  cardNumberMask: string;
  expDate: string;
}

describeApi('paying with a saved card', (api) => {
  let snacks: number[] = [];
  beforeAll(async () => {
    snacks = await fullSizeSnacks(api().database.db);
  });

  const lines = () => [{ productId: snacks[0]!, quantity: 1 }];

  /** A first order paid by a new card the customer asks to keep; answers the kept card. */
  async function buyAndSave(customer: Customer, number = VISA): Promise<SavedCardView> {
    const saved = await submitOrder(
      customer.api,
      checkoutBody(lines(), {
        paymentInfo: {
          method: 'card',
          transientToken: await cardToken(customer.api, number),
          saveNewCard: true,
        },
      }),
    );
    expect(saved.status).toBe(201);
    const details = await customer.api.call('getCustomer');
    return details.body.data.savedCards[0]!;
  }

  /** submittedorder paid by a saved card. */
  const savedCardOrder = (savedCardId: string, token: string) =>
    checkoutBody(lines(), {
      paymentInfo: { method: 'saved-card', savedCardId, cvvToken: token },
    });
  type OrderOptions = { key?: string; headers?: Record<string, string> };
  const payWithSavedCard = (
    as: TestApi,
    savedCardId: string,
    token: string,
    options: OrderOptions = {},
  ) => submitOrder(as, savedCardOrder(savedCardId, token), options);
  const refusedSavedCardPayment = (
    as: TestApi,
    savedCardId: string,
    token: string,
    options: OrderOptions = {},
  ) => refusedOrder(as, savedCardOrder(savedCardId, token), options);

  describe('the security-code field', () => {
    it('opens for a card of the caller: one field, the length of the brand', async () => {
      const me = await signedInCustomer(api());
      const visa = await buyAndSave(me);
      const context = await savedCardContext(me.api, visa.id);
      expect(context.status).toBe(200);
      const page = await fetch(new URL(context.body.data.hostedFieldsUrl, api().baseUrl));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<label for="cvv">Security code (CVV)</label>');
      expect(html).toContain('The 3 digits on the back of the card.');
      expect(html).not.toContain('id="number"');
      expect(html).toContain(`"tokenizePath":"${SANDBOX_PATHS.tokenizeCvv}"`);

      const amexOwner = await signedInCustomer(api());
      const amex = await buyAndSave(amexOwner, AMEX);
      expect(amex.cardType).toBe('amex');
      const amexContext = await savedCardContext(amexOwner.api, amex.id);
      const spanish = new URL(amexContext.body.data.hostedFieldsUrl, api().baseUrl);
      spanish.searchParams.set('lang', 'es-us');
      const amexHtml = await (await fetch(spanish)).text();
      expect(amexHtml).toContain('Los 4 dígitos del frente de la tarjeta.');
      expect(amexHtml).toContain('maxlength="4"');
    });

    it('takes a code of the brand’s length only, and only under a saved card’s context', async () => {
      const me = await signedInCustomer(api());
      const card = await buyAndSave(me);
      const context = (await savedCardContext(me.api, card.id)).body.data.captureContext;
      const tooLong = await refusedTokenizeCvv(api(), context, '1234');
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toEqual([
        { field: 'securityCode', message: 'Enter the security code on the card.' },
      ]);
      expect(JSON.stringify(tooLong.body)).not.toContain('1234');

      // Each context opens its own kind of field.
      const cardOnly = await refusedTokenizeCvv(
        api(),
        (
          await api().call('captureContext', {
            body: {
              targetOrigin: 'http://localhost:3000',
            },
          })
        ).body.data.captureContext,
        '123',
      );
      expect(cardOnly.status).toBe(401);
      const cardUnderCvvContext = await refusedTokenize(api(), context, cardFields(VISA));
      expect(cardUnderCvvContext.status).toBe(401);
    });

    it('answers another customer’s card as it answers an unknown one, and a visitor 401', async () => {
      const owner = await signedInCustomer(api());
      const card = await buyAndSave(owner);
      const stranger = await signedInCustomer(api());
      const theirs = await refusedSavedCardContext(stranger.api, card.id);
      const unknown = await refusedSavedCardContext(stranger.api, randomUUID());
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(unknown.body);
      expect(theirs.body.errors?.[0]?.field).toBe('savedCardId');

      const visitor = await refusedSavedCardContext(api(), card.id);
      expect(visitor.status).toBe(401);
      expect(visitor.body.message).toBe('Please sign in to continue.');
    });
  });

  describe('submittedorder', () => {
    it('pays a second order with the saved card and its security code typed again', async () => {
      const me = await signedInCustomer(api());
      const card = await buyAndSave(me);
      expect(card).toMatchObject({ cardType: 'visa', cardNumberMask: '•••• 4242' });

      const token = await cvvToken(me.api, card.id);
      const placed = await payWithSavedCard(me.api, card.id, token);
      expect(placed.status).toBe(201);
      expect(placed.body.data.paymentMethod).toBe('card');
      expect(placed.body.data.card).toEqual({ cardType: 'visa', last4: '4242' });
      expect(['authorized', 'paid']).toContain(placed.body.data.status);

      const history = await me.api.call('orderHistory');
      expect(history.body.data.orders.map((order) => order.orderNumber)).toContain(
        placed.body.data.orderNumber,
      );

      // A security code answers for one payment: the spent token pays nothing more.
      const again = await refusedSavedCardPayment(me.api, card.id, token);
      expect(again.status).toBe(402);
      expect(again.body.code).toBe('PAYMENT_DECLINED');
    });

    it('replays the same order for the same key without charging twice', async () => {
      const me = await signedInCustomer(api());
      const card = await buyAndSave(me);
      const token = await cvvToken(me.api, card.id);
      const key = randomUUID();
      const first = await payWithSavedCard(me.api, card.id, token, { key });
      const replay = await payWithSavedCard(me.api, card.id, token, { key });
      expect(first.status).toBe(201);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(replay.body.data.orderNumber).toBe(first.body.data.orderNumber);
    });

    it('declines a wrong security code (the test code 200) with CVV_MISMATCH', async () => {
      const me = await signedInCustomer(api());
      const card = await buyAndSave(me);
      const wrong = await refusedSavedCardPayment(
        me.api,
        card.id,
        await cvvToken(me.api, card.id, '200'),
      );
      expect(wrong.status).toBe(402);
      expect(wrong.body.code).toBe('PAYMENT_CVV_MISMATCH');
      expect(wrong.body.message).toBe(
        'The security code does not match the card. Check it and try again.',
      );
      const right = await payWithSavedCard(me.api, card.id, await cvvToken(me.api, card.id));
      expect(right.status).toBe(201);
    });

    it('declines the test code 200 on a new card too, so that card is not kept', async () => {
      const me = await signedInCustomer(api());
      const { captureContext: context } = await captureContext(me.api);
      const token = await tokenize(api(), context, cardFields(VISA, { securityCode: '200' }));
      const declined = await refusedOrder(
        me.api,
        checkoutBody(lines(), {
          paymentInfo: {
            method: 'card',
            transientToken: token.body.data.transientToken,
            saveNewCard: true,
          },
        }),
      );
      expect(declined.status).toBe(402);
      expect(declined.body.code).toBe('PAYMENT_CVV_MISMATCH');
      const details = await me.api.call('getCustomer');
      expect(details.body.data.savedCards).toEqual([]);
    });

    it('refuses another customer’s card as unknown, and a visitor with 401', async () => {
      const owner = await signedInCustomer(api());
      const card = await buyAndSave(owner);
      const token = await cvvToken(owner.api, card.id);
      const stranger = await signedInCustomer(api());
      const theirs = await refusedSavedCardPayment(stranger.api, card.id, token);
      const unknown = await refusedSavedCardPayment(stranger.api, randomUUID(), token);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(unknown.body);
      expect(theirs.body.errors).toEqual([
        { field: 'paymentInfo.savedCardId', message: 'We could not find that card.' },
      ]);

      const visitor = await refusedSavedCardPayment(api(), card.id, token);
      expect(visitor.status).toBe(401);
      // Neither refusal spent the code: its owner still pays with it.
      expect((await payWithSavedCard(owner.api, card.id, token)).status).toBe(201);
    });

    it('takes a security code only for the card and the session it was typed for', async () => {
      const me = await signedInCustomer(api());
      const first = await buyAndSave(me);
      const second = await buyAndSave(me, '5555555555554444');
      expect(second.id).not.toBe(first.id);
      const forFirst = await cvvToken(me.api, first.id);
      const wrongCard = await refusedSavedCardPayment(me.api, second.id, forFirst);
      expect(wrongCard.status).toBe(402);
      expect(wrongCard.body.code).toBe('PAYMENT_DECLINED');

      const elsewhere = await refusedSavedCardPayment(me.api, first.id, forFirst, {
        headers: await anotherSession(api()),
      });
      expect(elsewhere.status).toBe(402);
      expect((await payWithSavedCard(me.api, first.id, forFirst)).status).toBe(201);
    });

    it('keeps nothing of a card number or a security code in any row', async () => {
      const me = await signedInCustomer(api());
      const card = await buyAndSave(me);
      await payWithSavedCard(me.api, card.id, await cvvToken(me.api, card.id, '739'));
      const tables = await selectRows<{ name: string }>(
        api().database.db,
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      expect(tables.map((table) => table.name)).toContain('sandbox_stored_cards');
      for (const { name } of tables) {
        const rows = await selectRows(
          api().database.db,
          sql`select * from ${sql.identifier(name)}`,
        );
        expect(JSON.stringify(rows), name).not.toContain(VISA.slice(0, 12));
      }
      const [row] = await api()
        .database.db.select()
        .from(savedCards)
        .where(eq(savedCards.id, card.id));
      expect(row).toMatchObject({ brand: 'visa', last4: '4242' });
      const codes = await api().database.db.select().from(sandboxCvvTokens);
      for (const code of codes) {
        const {
          id: _id,
          contextId: _context,
          sessionId: _session,
          cardDigest: _digest,
          ...rest
        } = code;
        // A time's digits may be anything (a token made at 12:00:00.739 once failed this):
        // what could hold the code is every other value.
        const values = Object.values(rest).filter((value) => !(value instanceof Date));
        expect(values.length).toBeGreaterThan(0);
        expect(JSON.stringify(values)).not.toContain('739');
      }
    });
  });
});
