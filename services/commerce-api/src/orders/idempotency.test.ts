import { randomUUID } from 'node:crypto';
import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { and, eq, gte, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  orderRequests,
  orders,
  payments,
  products,
  sandboxAuthorizations,
} from '../db/schema/index';
import type { AuthorizeRequest, AuthorizeResult } from '../payments/provider';
import { SandboxPaymentProvider } from '../payments/sandbox/sandbox-provider';
import { cardToken, checkoutBody, STOREFRONT, submitOrder } from '../../test/checkout-fixtures';
import { describeApi } from '../../test/harness';
import { findProducts } from '../../test/pricing-fixtures';
import { claimKey, STALE_MS } from './idempotency.service';

/**
 * The sandbox processor, whose next authorisation waits until `release` is called; `holdNext`
 * answers when that authorisation has reached the processor.
 */
class HeldAuthorizeProvider extends SandboxPaymentProvider {
  private gate: { open: Promise<void>; reached: () => void } | null = null;
  release: () => void = () => undefined;

  holdNext(): Promise<void> {
    return new Promise((reached) => {
      this.gate = { open: new Promise((resolve) => (this.release = resolve)), reached };
    });
  }

  override async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const gate = this.gate;
    this.gate = null;
    if (gate) {
      gate.reached();
      await gate.open;
    }
    return super.authorize(request);
  }
}

let provider: HeldAuthorizeProvider;
/** How far the app's clock runs ahead of the real one. */
let aheadMs = 0;

describeApi(
  'idempotency key takeover',
  (api) => {
    it('lets a repeat take over a claim idle past STALE_MS; the slow first request then answers the same single order', async () => {
      const db = api().database.db;
      const [snack] = await findProducts(
        db,
        and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 10)),
      );
      const stockOf = async () =>
        (
          await db
            .select({ qty: products.stockQty })
            .from(products)
            .where(eq(products.id, snack!.id))
        )[0]!.qty;
      const stockBefore = await stockOf();
      const key = randomUUID();
      const body: BodyOf<'submittedOrder'> = {
        ...checkoutBody([{ productId: snack!.id, quantity: 2 }]),
        paymentInfo: { method: 'card', transientToken: await cardToken(api(), '4111111111111111') },
      };

      // The first request claims the key, then hangs at the processor as if its process froze.
      const held = provider.holdNext();
      const slow = submitOrder(api(), body, { key });
      await held;
      expect(
        await db
          .select({ key: orderRequests.idempotencyKey })
          .from(orderRequests)
          .where(eq(orderRequests.idempotencyKey, key)),
      ).toHaveLength(1);

      // Past STALE_MS the repeat takes the key over and places the order.
      aheadMs = STALE_MS + 1000;
      const repeat = await submitOrder(api(), body, { key });
      expect(repeat.status).toBe(201);

      // The first request wakes up: it may not write a second order, nor void the payment.
      provider.release();
      const first = await slow;
      expect(first.status).toBe(201);
      expect(first.body.data.orderNumber).toBe(repeat.body.data.orderNumber);
      expect(first.headers.get('Idempotent-Replayed')).toBe('true');

      const placed = await db
        .select({ status: orders.status, payment: payments.status })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(eq(orders.orderNumber, repeat.body.data.orderNumber));
      expect(placed).toEqual([{ status: 'paid', payment: 'captured' }]);
      const authorizations = await db
        .select({ status: sandboxAuthorizations.status })
        .from(sandboxAuthorizations)
        .where(like(sandboxAuthorizations.reference, `%:${key}`));
      expect(authorizations).toEqual([{ status: 'captured' }]);
      expect(await stockOf()).toBe(stockBefore - 2);
    });

    it('answers 409 IDEMPOTENCY_IN_PROGRESS in the order’s language while the first request still works', async () => {
      const db = api().database.db;
      const scope = { ownerKey: `session:${randomUUID()}`, key: randomUUID(), hash: 'h' };
      const first = await claimKey(db, { ...scope, now: () => new Date() });
      expect(first.kind).toBe('claimed');
      for (const [lang, message] of [
        ['en-us', 'An order with this key is still being placed. Try again in a moment.'],
        [
          'es-us',
          'Todavía se está procesando un pedido con esta clave. Inténtelo de nuevo en un momento.',
        ],
      ] as const) {
        await expect(
          claimKey(db, { ...scope, now: () => new Date(), lang, waitMs: 100 }),
        ).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_IN_PROGRESS', message });
      }
    });
  },
  {
    app: (origin, db) => {
      const now = () => new Date(Date.now() + aheadMs);
      provider = new HeldAuthorizeProvider({
        db,
        secret: 'idempotency-takeover-test-secret-0123456789',
        now,
        publicUrl: origin,
        storefrontOrigins: [STOREFRONT],
      });
      aheadMs = 0;
      return { now, checkout: { payments: provider } };
    },
  },
);
