import { randomUUID } from 'node:crypto';
import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../db/query';
import { coupons, orderLines, orders, products, sandboxAuthorizations } from '../db/schema/index';
import {
  captureContext,
  cardFields,
  cardToken,
  checkoutBody,
  refusedTokenize,
  submitOrder,
  tokenize,
} from '../../test/checkout-fixtures';
import { describeApi } from '../../test/harness';
import { addCoupon, findProducts, setStock, type ProductRow } from '../../test/pricing-fixtures';

const VISA = '4111111111111111';
const TEST_CARDS = [VISA, '4000000000009995', '4000000000000101', '5555555555554444'];

describeApi(
  'checkout safety',
  (api, kind) => {
    let snacks: ProductRow[];
    beforeAll(async () => {
      snacks = await findProducts(
        api().database.db,
        and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 100)),
      );
    });

    // Every line the API logs (request logging is on) is kept here, not printed.
    const logged: string[] = [];
    const capture =
      (stream: string) =>
      (...args: unknown[]) => {
        logged.push(
          `${stream} ${args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')}`,
        );
      };
    beforeAll(() => {
      for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
        vi.spyOn(console, method).mockImplementation(capture(method));
      }
    });
    afterAll(() => vi.restoreAllMocks());

    describe('card data', () => {
      it('never stores, logs or answers a card number', async () => {
        const answers: string[] = [];
        const { captureContext: context } = await captureContext(api());
        for (const number of TEST_CARDS) {
          const made = await tokenize(api(), context, cardFields(number));
          answers.push(JSON.stringify(made.body));
          const order = await submitOrder(api(), {
            ...checkoutBody([{ productId: snacks[0]!.id, quantity: 1 }]),
            paymentInfo: { method: 'card', transientToken: made.body.data.transientToken },
          });
          answers.push(JSON.stringify(order.body));
        }
        // Refused cards too: expired, bad CVV length, failed Luhn, forged context.
        for (const card of [
          cardFields(VISA, { expirationYear: 2001 }),
          cardFields(VISA, { securityCode: '12' }),
          cardFields('4111111111111112'),
        ]) {
          const refused = await refusedTokenize(api(), context, card);
          expect(refused.status).toBe(400);
          answers.push(JSON.stringify(refused.body));
        }
        const forged = await refusedTokenize(api(), `${context}x`, cardFields(VISA));
        expect(forged.status).toBe(401);
        answers.push(JSON.stringify(forged.body));

        const tables = await selectRows<{ name: string }>(
          api().database.db,
          sql`select table_name as name from information_schema.tables
              where table_schema = 'public' and table_type = 'BASE TABLE'`,
        );
        expect(tables.map((t) => t.name)).toContain('sandbox_card_tokens');
        for (const { name } of tables) {
          const [dump] = await selectRows<{ text: string | null }>(
            api().database.db,
            sql`select string_agg(t::text, '|') as text from ${sql.identifier(name)} t`,
          );
          for (const number of TEST_CARDS) {
            expect(dump?.text ?? '', `table ${name}`).not.toContain(number);
          }
        }
        expect(logged.length).toBeGreaterThan(0); // request logging is on
        for (const number of TEST_CARDS) {
          expect(logged.join('\n')).not.toContain(number);
          expect(answers.join('\n')).not.toContain(number);
        }
      });
    });

    // Real concurrency needs a real server: PGlite runs one statement at a time.
    if (kind === 'postgres') {
      describe('concurrency on PostgreSQL', () => {
        it('50 parallel checkouts for the last 10 units give exactly 10 orders', async () => {
          const db = api().database.db;
          const item = snacks[1]!;
          await setStock(db, item.id, 10);
          const tokens = await Promise.all(
            Array.from({ length: 50 }, () => cardToken(api(), VISA)),
          );
          const answers = await Promise.all(
            tokens.map((token) =>
              submitOrder(api(), {
                ...checkoutBody([{ productId: item.id, quantity: 1 }]),
                paymentInfo: { method: 'card', transientToken: token },
              }),
            ),
          );
          const placed = answers.filter((a) => a.status === 201);
          expect(placed).toHaveLength(10);
          for (const refused of answers.filter((a) => a.status !== 201)) {
            expect(refused.status).toBe(422);
            expect(refused.body.message).toBe('This product is not available');
          }
          const [stock] = await db
            .select({ qty: products.stockQty })
            .from(products)
            .where(eq(products.id, item.id));
          expect(stock?.qty).toBe(0);
          const lines = await db.select().from(orderLines).where(eq(orderLines.productId, item.id));
          expect(lines).toHaveLength(10);
          // Authorisations of the orders that lost the race were released.
          const numbers = placed.map((a) => a.body.data.orderNumber);
          expect(new Set(numbers).size).toBe(10);
          const held = await db
            .select({ status: sandboxAuthorizations.status })
            .from(sandboxAuthorizations)
            .where(eq(sandboxAuthorizations.status, 'authorized'));
          expect(held).toHaveLength(0);
        });

        it('20 parallel redemptions of a single-use coupon give exactly one', async () => {
          const db = api().database.db;
          const coupon = await addCoupon(db, {
            code: 'RACE1',
            kind: 'amount_off',
            amountOffCents: 200,
            totalLimit: 1,
            description: '$2 off once',
            descriptionEs: '$2 de descuento una vez',
          });
          const tokens = await Promise.all(
            Array.from({ length: 20 }, () => cardToken(api(), VISA)),
          );
          const answers = await Promise.all(
            tokens.map((token, i) =>
              submitOrder(api(), {
                ...checkoutBody([{ productId: snacks[2]!.id, quantity: 1 }], {
                  couponName: 'race1',
                  contactInfo: { email: `racer${i}@example.com`, phoneNumber: '3125550100' },
                }),
                paymentInfo: { method: 'card', transientToken: token },
              }),
            ),
          );
          expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
          for (const refused of answers.filter((a) => a.status !== 201)) {
            expect(refused.status).toBe(422);
            expect(refused.body).toMatchObject({ code: 'COUPON_USED_UP' });
          }
          const [row] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
          expect(row?.timesRedeemed).toBe(1);
          const withCoupon = await db.select().from(orders).where(eq(orders.couponCode, 'RACE1'));
          expect(withCoupon).toHaveLength(1);
        });

        it('the same idempotency key sent 10 times at once gives one order and one authorisation', async () => {
          const db = api().database.db;
          const key = randomUUID();
          const body: BodyOf<'submittedOrder'> = {
            ...checkoutBody([{ productId: snacks[3]!.id, quantity: 1 }]),
            paymentInfo: { method: 'card', transientToken: await cardToken(api(), VISA) },
          };
          const answers = await Promise.all(
            Array.from({ length: 10 }, () => submitOrder(api(), body, { key })),
          );
          expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
          expect(new Set(answers.map((a) => a.body.data.orderNumber)).size).toBe(1);
          const auths = await db
            .select()
            .from(sandboxAuthorizations)
            .where(sql`${sandboxAuthorizations.reference} like ${`%:${key}`}`);
          expect(auths).toHaveLength(1);
          const placed = await db
            .select()
            .from(orders)
            .where(inArray(orders.orderNumber, [answers[0]!.body.data.orderNumber]));
          expect(placed).toHaveLength(1);
        });
      });
    }
  },
  { app: { logRequests: true } },
);
