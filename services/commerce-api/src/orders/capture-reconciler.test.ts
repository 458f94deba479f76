import { randomUUID } from 'node:crypto';
import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { and, eq, gte } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import {
  couponRedemptions,
  coupons,
  locationStock,
  mailOutbox,
  orders,
  payments,
  products,
  sandboxAuthorizations,
} from '../db/schema/index';
import { PaymentUnavailableError, type Authorization } from '../payments/provider';
import { SandboxPaymentProvider } from '../payments/sandbox/sandbox-provider';
import { cardToken, checkoutBody, STOREFRONT, submitOrder } from '../../test/checkout-fixtures';
import { describeApi } from '../../test/harness';
import { addCoupon, findProducts, type ProductRow } from '../../test/pricing-fixtures';
import { signedInCustomer } from '../../test/account-fixtures';
import { pointsEarnedFor } from '../rewards/ledger';
import { MAX_CAPTURE_ATTEMPTS, reconcileCaptures } from './capture-reconciler';
import { orderCancelledTexts } from './order-cancelled.email';

const VISA = '4111111111111111';
const GRACE_MS = 30_000;

/** The sandbox processor, with captures that fail while `captureFails` is set. */
class FlakyCaptureProvider extends SandboxPaymentProvider {
  captureFails = false;
  captureCalls = 0;

  override async capture(authorizationId: string, amountCents?: number): Promise<Authorization> {
    this.captureCalls += 1;
    if (this.captureFails) throw new PaymentUnavailableError('The processor did not answer.');
    return super.capture(authorizationId, amountCents);
  }
}

let provider: FlakyCaptureProvider;

describeApi(
  'capture reconciler',
  (api) => {
    let snacks: ProductRow[];
    const db = () => api().database.db;
    /** A clock `ms` ahead of now: orders placed now look that old to the reconciler. */
    const later = (ms: number) => () => new Date(Date.now() + ms);
    const reconcile = (ms: number, database: Database = db()) =>
      reconcileCaptures(database, provider, { graceMs: GRACE_MS, now: later(ms) });

    beforeAll(async () => {
      snacks = await findProducts(
        db(),
        and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 100)),
      );
      expect(snacks.length).toBeGreaterThan(4);
    });
    beforeEach(() => {
      provider.captureFails = false;
      // Failed captures are logged by design; the assertions read the recorded attempts.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** An order placed while the processor refused captures: committed, left authorised. */
    async function authorisedOrder(
      options: {
        productId?: number;
        quantity?: number;
        key?: string;
        body?: object;
        /** A signed-in shopper's X-Auth-Token. */
        headers?: Record<string, string>;
      } = {},
    ) {
      provider.captureFails = true;
      const body: BodyOf<'submittedOrder'> = {
        ...checkoutBody([
          { productId: options.productId ?? snacks[0]!.id, quantity: options.quantity ?? 1 },
        ]),
        ...options.body,
        paymentInfo: {
          method: 'card',
          transientToken: await cardToken(api(), VISA, options.headers),
        },
      };
      const placed = await submitOrder(api(), body, {
        key: options.key ?? randomUUID(),
        ...(options.headers ? { headers: options.headers } : {}),
      });
      provider.captureFails = false;
      expect(placed.status).toBe(201);
      return { answer: placed.body.data, body };
    }

    const stateOf = async (orderNumber: string) => {
      const [row] = await db()
        .select({
          order: orders.status,
          payment: payments.status,
          attempts: payments.captureAttempts,
          lastError: payments.captureLastError,
          lastAttemptAt: payments.captureLastAttemptAt,
          authorizationId: payments.providerReference,
          orderId: orders.id,
          email: orders.email,
        })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(eq(orders.orderNumber, orderNumber));
      const [processor] = await db()
        .select({ status: sandboxAuthorizations.status })
        .from(sandboxAuthorizations)
        .where(eq(sandboxAuthorizations.id, row!.authorizationId!));
      return { ...row!, processor: processor!.status };
    };

    it('leaves an order whose capture failed authorised, for the reconciler', async () => {
      const { answer } = await authorisedOrder();
      expect(await stateOf(answer.orderNumber)).toMatchObject({
        order: 'authorized',
        payment: 'authorized',
        processor: 'authorized',
        attempts: 0,
      });
    });

    it('captures an authorised order older than the grace and records the attempt', async () => {
      const { answer } = await authorisedOrder();
      const calls = provider.captureCalls;
      const report = await reconcile(GRACE_MS + 1000);
      expect(report.captured).toBeGreaterThanOrEqual(1);
      expect(provider.captureCalls - calls).toBe(report.captured);
      const state = await stateOf(answer.orderNumber);
      expect(state).toMatchObject({
        order: 'paid',
        payment: 'captured',
        processor: 'captured',
        attempts: 1,
        lastError: null,
      });
      expect(state.lastAttemptAt).toBeInstanceOf(Date);
    });

    it('leaves an order younger than the grace to its own request', async () => {
      const { answer } = await authorisedOrder();
      const calls = provider.captureCalls;
      await reconcile(GRACE_MS - 5000);
      expect(provider.captureCalls).toBe(calls);
      expect(await stateOf(answer.orderNumber)).toMatchObject({
        order: 'authorized',
        processor: 'authorized',
        attempts: 0,
      });
      await reconcile(GRACE_MS + 1000);
      expect(await stateOf(answer.orderNumber)).toMatchObject({ order: 'paid' });
    });

    it('brings the order in line when the processor had already captured it, without capturing again', async () => {
      const { answer } = await authorisedOrder();
      const before = await stateOf(answer.orderNumber);
      // The process captured, then died before writing it down.
      await provider.capture(before.authorizationId!);
      const calls = provider.captureCalls;
      const report = await reconcile(GRACE_MS + 1000);
      expect(report.aligned).toBeGreaterThanOrEqual(1);
      expect(provider.captureCalls).toBe(calls);
      expect(await stateOf(answer.orderNumber)).toMatchObject({
        order: 'paid',
        payment: 'captured',
        processor: 'captured',
      });
    });

    it('records each failed attempt, backs off, and after the last voids the order, gives back stock and coupon and tells the shopper', async () => {
      const product = snacks[1]!;
      const coupon = await addCoupon(db(), {
        code: `VOIDED${randomUUID().slice(0, 6).toUpperCase()}`,
        kind: 'amount_off',
        amountOffCents: 100,
        totalLimit: 5,
        description: '$1 off',
        descriptionEs: '$1 de descuento',
      });
      const stockOf = async () =>
        (
          await db()
            .select({ qty: products.stockQty })
            .from(products)
            .where(eq(products.id, product.id))
        )[0]!.qty;
      // Shipped to Chicago: location 1003's units (decision 0033).
      const chicagoStock = async () =>
        (
          await db()
            .select({ qty: locationStock.qty })
            .from(locationStock)
            .where(
              and(eq(locationStock.productId, product.id), eq(locationStock.locationId, '1003')),
            )
        )[0]!.qty;
      const stockBefore = await stockOf();
      const chicagoBefore = await chicagoStock();
      const { answer } = await authorisedOrder({
        productId: product.id,
        quantity: 3,
        body: {
          couponName: coupon.code.toLowerCase(),
          contactInfo: { email: 'void.me@example.com', phoneNumber: '3125550100' },
          lang: 'es-us',
        },
      });
      expect(await stockOf()).toBe(stockBefore - 3);
      expect(await chicagoStock()).toBe(chicagoBefore - 3);
      provider.captureFails = true;

      // Each pass after the back-off of the one before: the grace, then twice as long, ...
      let clock = GRACE_MS + 1000;
      for (let attempt = 1; attempt < MAX_CAPTURE_ATTEMPTS; attempt += 1) {
        await reconcile(clock);
        const state = await stateOf(answer.orderNumber);
        expect(state).toMatchObject({
          order: 'authorized',
          processor: 'authorized',
          attempts: attempt,
          lastError: 'The processor did not answer.',
        });
        // Not again before its back-off is over.
        const calls = provider.captureCalls;
        await reconcile(clock + 1000);
        expect(provider.captureCalls).toBe(calls);
        clock += GRACE_MS * 2 ** (attempt - 1) + 1000;
      }
      const report = await reconcile(clock);
      expect(report.cancelled).toBe(1);
      const state = await stateOf(answer.orderNumber);
      expect(state).toMatchObject({ order: 'cancelled', payment: 'voided', processor: 'voided' });
      expect(state.attempts).toBe(MAX_CAPTURE_ATTEMPTS + 1);
      expect(await stockOf()).toBe(stockBefore);
      expect(await chicagoStock()).toBe(chicagoBefore);
      const [used] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(used?.timesRedeemed).toBe(0);
      expect(
        await db()
          .select()
          .from(couponRedemptions)
          .where(eq(couponRedemptions.couponId, coupon.id)),
      ).toHaveLength(0);
      const [mail] = await db()
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.toAddress, 'void.me@example.com'),
            eq(mailOutbox.kind, 'order-cancelled'),
          ),
        );
      const es = orderCancelledTexts['es-us'];
      expect(mail?.subject).toBe(`Su pedido de Snack Shop ${answer.orderNumber} fue cancelado`);
      expect(mail?.text).toBe(
        [
          'Hola, Robin:',
          `No pudimos completar el pago de su pedido ${answer.orderNumber}, por lo que lo cancelamos. No se hizo ningún cargo a su tarjeta y se liberó cualquier retención. No se enviará nada.`,
          es.again,
        ].join('\n\n'),
      );
      // The shopper reads the order as cancelled.
      const details = await api().call('orderDetails', {
        query: { orderNumber: answer.orderNumber },
      });
      expect(details.body.data.status).toBe('cancelled');
      // Nothing left to do.
      expect(await reconcile(clock * 2)).toMatchObject({ captured: 0, cancelled: 0, failed: 0 });
    });

    it('takes back the points a cancelled order earned its Snack Rewards member', async () => {
      const member = await signedInCustomer(api(), { sourceID: 'rewards' });
      const balance = async () =>
        (await member.api.call('rewardPoints', { query: { lang: 'en-us' } })).body.data.balance;
      await authorisedOrder({ productId: snacks[2]!.id, quantity: 4, headers: member.headers });
      const earned = await balance();
      expect(earned).toBe(pointsEarnedFor(snacks[2]!.priceCents * 4));
      expect(earned).toBeGreaterThan(0);
      provider.captureFails = true;
      let clock = GRACE_MS + 1000;
      for (let attempt = 1; attempt <= MAX_CAPTURE_ATTEMPTS; attempt += 1) {
        await reconcile(clock);
        clock += GRACE_MS * 2 ** (attempt - 1) + 1000;
      }
      expect(await balance()).toBe(0);
      const entries = (await member.api.call('rewardPoints', { query: { lang: 'en-us' } })).body
        .data.entries;
      expect(entries.map((entry) => entry.kind).sort()).toEqual(['earned', 'earning-reversed']);
    });

    it('captures each order once when two reconcilers run at once', async () => {
      const placed = [];
      for (let i = 0; i < 4; i += 1) placed.push((await authorisedOrder()).answer);
      const calls = provider.captureCalls;
      const [first, second] = await Promise.all([
        reconcile(GRACE_MS + 1000),
        reconcile(GRACE_MS + 1000),
      ]);
      expect(first!.captured + second!.captured).toBe(4);
      expect(first!.failed + second!.failed).toBe(0);
      expect(provider.captureCalls - calls).toBe(4);
      for (const answer of placed) {
        expect(await stateOf(answer.orderNumber)).toMatchObject({
          order: 'paid',
          processor: 'captured',
          attempts: 1,
        });
      }
    });

    it('finishes the capture when the completed idempotency key is sent again', async () => {
      const key = randomUUID();
      const { answer, body } = await authorisedOrder({ key });
      expect(await stateOf(answer.orderNumber)).toMatchObject({ order: 'authorized' });
      const replayed = await submitOrder(api(), body, { key });
      expect(replayed.status).toBe(201);
      expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
      expect(replayed.body.data.orderNumber).toBe(answer.orderNumber);
      expect(replayed.body.data.status).toBe('paid');
      expect(await stateOf(answer.orderNumber)).toMatchObject({
        order: 'paid',
        payment: 'captured',
        processor: 'captured',
        attempts: 1,
      });
    });
  },
  {
    app: (origin, db) => {
      provider = new FlakyCaptureProvider({
        db,
        secret: 'capture-reconciler-test-secret-0123456789',
        now: () => new Date(),
        publicUrl: origin,
        storefrontOrigins: [STOREFRONT],
      });
      return { checkout: { payments: provider } };
    },
  },
);
