import { randomBytes } from 'node:crypto';
import type { QueryOf, ResponseOf } from '@snackshop/commerce-core/api-client';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { products } from '../db/schema/index';
import { RateLimits } from '../rate-limit/rate-limits';
import { cardToken, checkoutBody, submitOrder } from '../../test/checkout-fixtures';
import { describeApi, type TestApi } from '../../test/harness';
import { anotherSession, findProducts } from '../../test/pricing-fixtures';

const REDIS_URL = process.env.TEST_REDIS_URL;

/** Order Lookup from a client address (the test client is a trusted loopback proxy). */
function lookupFrom(api: TestApi, headers: Record<string, string>) {
  const lookup = (
    orderNumber: string,
    email: string,
    clientAddress: string,
    lang: QueryOf<'orderDetails'>['lang'] = 'en-us',
  ) => ({
    query: { orderNumber, email, lang },
    headers: { ...headers, 'X-Forwarded-For': clientAddress },
  });
  return {
    found: (...args: Parameters<typeof lookup>) => api.call('orderDetails', lookup(...args)),
    refused: (...args: Parameters<typeof lookup>) => api.refusal('orderDetails', lookup(...args)),
  };
}

/** The lookup suite, over counters in the database or, with `redisUrl`, in Redis. */
function lookupSuite(store: 'database' | 'redis', redisUrl?: string) {
  const opened: RateLimits[] = [];
  const rateLimitsOn = (db: Database) => {
    const limits = new RateLimits({
      db,
      ...(redisUrl ? { redisUrl, redisPrefix: `test:${randomBytes(6).toString('hex')}:` } : {}),
    });
    opened.push(limits);
    return limits;
  };
  afterAll(() => Promise.all(opened.map((limits) => limits.close())));

  describeApi(
    `Order Lookup (${store} counters)`,
    (api, kind) => {
      // The counters outlive one database target, so each target uses its own subjects.
      const net = kind === 'pglite' ? 10 : 100;
      let order: ResponseOf<'submittedOrder'>;
      let stranger: Record<string, string>;
      beforeAll(async () => {
        const [snack] = await findProducts(
          api().database.db,
          and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 50)),
        );
        const placed = await submitOrder(api(), {
          ...checkoutBody([{ productId: snack!.id, quantity: 1 }], {
            giftCard: {
              giftOrder: true,
              firstName: 'Sam',
              lastName: 'Lee',
              recipientEmail: 'sam.lee@example.com',
              giftMessage: 'Happy birthday!',
            },
          }),
          paymentInfo: {
            method: 'card',
            transientToken: await cardToken(api(), '4111111111111111'),
          },
        });
        expect(placed.status).toBe(201);
        order = placed.body.data;
        stranger = await anotherSession(api());
      });

      it('answers the order with the server’s amounts, the address partly hidden and no phone', async () => {
        const found = await lookupFrom(api(), stranger).found(
          order.orderNumber,
          'Robin.OHara@Example.com',
          `203.0.113.${net}`,
        );
        expect(found.status).toBe(200);
        const view = found.body.data;
        expect(view).toMatchObject({
          orderNumber: order.orderNumber,
          totalAmountCents: order.totalAmountCents,
          taxCents: order.taxCents,
          phoneNumber: null,
          giftOrder: true,
        });
        expect(view.lines).toHaveLength(1);
        expect(view.shipping).toMatchObject({
          firstName: 'Robin',
          lastName: 'O.',
          address: '1•• N M••••••• A••',
          addressDetails: 'A•• 4',
          city: 'Chicago',
          state: 'IL',
          zipcode: '606••',
        });
        expect(view.gift).toMatchObject({
          firstName: 'Sam',
          lastName: 'L.',
          recipientEmail: 's•••@example.com',
          giftMessage: 'Happy birthday!',
        });
        expect(JSON.stringify(view)).not.toContain('Michigan');
        expect(JSON.stringify(view)).not.toContain('555');

        // The session that placed it still sees the whole order (the thank-you page).
        const mine = await api().call('orderDetails', {
          query: { orderNumber: order.orderNumber },
        });
        expect(mine.body.data.shipping.address).toBe('120 N Michigan Ave');
      });

      it('refuses the 11th attempt from one client within 15 minutes with 429, Retry-After and a JSON error', async () => {
        const { found: lookup, refused: refusedLookup } = lookupFrom(api(), stranger);
        for (let attempt = 1; attempt <= 10; attempt += 1) {
          // A different unknown number each time: the client's counter alone is at stake.
          const unknown = `SN-${kind === 'pglite' ? 'P' : 'Q'}AAA-AAA${'ABCDEFGHJK'[attempt - 1]}`;
          const miss = await refusedLookup(unknown, 'nobody@example.com', `198.51.100.${net}`);
          expect(miss.status).toBe(404);
        }
        const refused = await refusedLookup(
          order.orderNumber,
          'robin.ohara@example.com',
          `198.51.100.${net}`,
        );
        expect(refused.status).toBe(429);
        expect(refused.headers.get('content-type')).toContain('application/json');
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(14 * 60);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        expect(refused.body).toMatchObject({
          success: false,
          responseCode: 429,
          code: 'RATE_LIMITED',
          message: 'Too many lookup attempts. Please try again in 15 minutes.',
        });

        // Another client is not held back by it.
        const other = await lookup(
          order.orderNumber,
          'robin.ohara@example.com',
          `198.51.100.${net + 1}`,
        );
        expect(other.status).toBe(200);
      });

      it('refuses an order number tried 10 times from many clients, also to its owner, in Spanish', async () => {
        const { refused: refusedLookup } = lookupFrom(api(), stranger);
        const target = await submitOrder(api(), {
          ...checkoutBody([{ productId: order.lines[0]!.productId, quantity: 1 }], {
            contactInfo: { email: 'kim.park@example.com', phoneNumber: '3125550100' },
          }),
          paymentInfo: {
            method: 'card',
            transientToken: await cardToken(api(), '4111111111111111'),
          },
        });
        const orderNumber = target.body.data.orderNumber;
        for (let attempt = 1; attempt <= 10; attempt += 1) {
          const miss = await refusedLookup(
            orderNumber,
            `guess${attempt}@example.com`,
            `192.0.2.${net + attempt}`,
          );
          expect(miss.status).toBe(404);
        }
        // The right email from a fresh address is refused too: a refusal reveals nothing.
        const refused = await refusedLookup(
          orderNumber,
          'kim.park@example.com',
          `192.0.2.${net + 50}`,
          'es-us',
        );
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(refused.body.message).toBe(
          'Demasiados intentos de búsqueda. Inténtelo de nuevo en 15 minutos.',
        );
        // Typed another way (lower case, no dashes) it is the same order number.
        const again = await refusedLookup(
          orderNumber.toLowerCase().replace(/-/g, ''),
          'kim.park@example.com',
          `192.0.2.${net + 60}`,
        );
        expect(again.status).toBe(429);
      });
    },
    { app: (_origin, db) => ({ rateLimits: rateLimitsOn(db) }) },
  );
}

lookupSuite('database');
if (REDIS_URL) lookupSuite('redis', REDIS_URL);
