import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { locationStock, orderLines, orders, payments, products } from '../db/schema/index';
import { enqueueMail } from '../mail/outbox';
import type { Authorization, PaymentProvider } from '../payments/provider';
import { releaseCouponRedemptions } from '../pricing/coupons';
import { orderCancelledEmail } from './order-cancelled.email';
import { reverseOrderPoints } from '../rewards/ledger';

/** Failed capture attempts after which the authorisation is voided and the order cancelled. */
export const MAX_CAPTURE_ATTEMPTS = 5;
/** How long a process may work on one payment before another may take it (a stuck call). */
const LEASE_MS = 60_000;

export interface CaptureSettings {
  /** An authorised order younger than this is left to the request that placed it. */
  graceMs: number;
  /** Failed attempts before the void (default `MAX_CAPTURE_ATTEMPTS`). */
  maxAttempts?: number;
  /** Wait after the first failed attempt, doubled after each further one (default the grace). */
  retryBaseMs?: number;
  /** Payments settled per pass (default 20). */
  batchSize?: number;
  now?: () => Date;
}

/** What one pass did, payment by payment. */
export interface ReconcileReport {
  /** Captured now. */
  captured: number;
  /** Already captured (or refunded) at the processor; the rows now say so. */
  aligned: number;
  /** Voided after the last failed attempt (or found voided); the order cancelled. */
  cancelled: number;
  /** Failed this time; tried again later. */
  failed: number;
}

type Outcome = keyof ReconcileReport;

/** A payment claimed for settling: the lease is this process's until it records an outcome. */
interface ClaimedPayment {
  id: string;
  orderId: string;
  authorizationId: string | null;
  attempts: number;
}

const claimedColumns = {
  id: payments.id,
  orderId: payments.orderId,
  authorizationId: payments.providerReference,
  attempts: payments.captureAttempts,
};

/** Not leased, not backing off. */
const due = (now: Date) =>
  or(isNull(payments.captureNextAttemptAt), lte(payments.captureNextAttemptAt, now));

/**
 * One pass of the capture reconciler: every payment still `authorized` on an order older than
 * the grace is claimed (a lease on the row, taken with `for update skip locked`, so processes
 * running the pass at once never settle the same payment) and settled against the processor's
 * own record: captured, brought in line when the processor already captured or voided it, or,
 * after `maxAttempts` failed attempts, voided with the order cancelled, its stock and coupon
 * uses given back and the shopper told. Each attempt is recorded on the payment.
 */
export async function reconcileCaptures(
  db: Database,
  provider: PaymentProvider,
  settings: CaptureSettings,
): Promise<ReconcileReport> {
  const now = settings.now ?? (() => new Date());
  const at = now();
  const oldEnough = new Date(at.getTime() - settings.graceMs);
  const candidates = db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'authorized'),
        eq(orders.status, 'authorized'),
        lte(orders.createdAt, oldEnough),
        due(at),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(settings.batchSize ?? 20)
    .for('update', { of: payments, skipLocked: true });
  const claimed = await db
    .update(payments)
    .set({ captureNextAttemptAt: new Date(at.getTime() + LEASE_MS) })
    .where(and(inArray(payments.id, candidates), eq(payments.status, 'authorized'), due(at)))
    .returning(claimedColumns);

  const report: ReconcileReport = { captured: 0, aligned: 0, cancelled: 0, failed: 0 };
  for (const payment of claimed) {
    report[await settle(db, provider, payment, { ...settings, now })] += 1;
  }
  return report;
}

/**
 * Finishes the capture of one order whose own request never did (a replay of its idempotency
 * key): the same settling as the reconciler's, without waiting for the grace. Does nothing
 * when the order is not waiting for a capture or another process is settling it.
 */
export async function finishCapture(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  settings: CaptureSettings,
): Promise<Outcome | null> {
  const now = settings.now ?? (() => new Date());
  const at = now();
  const [payment] = await db
    .update(payments)
    .set({ captureNextAttemptAt: new Date(at.getTime() + LEASE_MS) })
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'authorized'),
        due(at),
        // Through the order row: only while the order itself still waits for its capture.
        inArray(
          payments.orderId,
          db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.id, orderId), eq(orders.status, 'authorized'))),
        ),
      ),
    )
    .returning(claimedColumns);
  return payment ? settle(db, provider, payment, { ...settings, now }) : null;
}

/** Brings one claimed payment to an end, or records why it could not this time. */
async function settle(
  db: Database,
  provider: PaymentProvider,
  payment: ClaimedPayment,
  settings: CaptureSettings & { now: () => Date },
): Promise<Outcome> {
  const maxAttempts = settings.maxAttempts ?? MAX_CAPTURE_ATTEMPTS;
  const attempts = payment.attempts + 1;
  const authorizationId = payment.authorizationId;
  if (!authorizationId) {
    await recordFailure(db, payment, attempts, 'The payment has no processor reference.', settings);
    return 'failed';
  }
  try {
    // The processor's record first: a capture made by a process that died before writing it
    // down is found here rather than attempted again.
    let authorization = await provider.authorization(authorizationId);
    let capturedHere = false;
    if (authorization.status === 'authorized') {
      if (payment.attempts >= maxAttempts) {
        authorization = await provider.void(authorizationId);
      } else {
        capturedHere = true;
        authorization = await provider.capture(authorizationId).catch(async (error: unknown) => {
          // A capture whose answer was lost (or made at once by the order's own request)
          // shows at the processor; anything else is a failed attempt.
          const current = await provider.authorization(authorizationId).catch(() => null);
          capturedHere = false;
          if (current && current.status !== 'authorized') return current;
          throw error;
        });
      }
    }
    const outcome = await record(db, payment, attempts, authorization, settings.now());
    return outcome === 'aligned' && capturedHere ? 'captured' : outcome;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`orders: capture attempt ${attempts} of ${authorizationId} failed: ${message}`);
    await recordFailure(db, payment, attempts, message, settings);
    // The last allowed capture failed: void now rather than a back-off later.
    if (attempts >= maxAttempts && payment.attempts < maxAttempts) {
      return settle(db, provider, { ...payment, attempts }, settings);
    }
    return 'failed';
  }
}

/** Writes what the processor says down on the order and its payment. */
async function record(
  db: Database,
  payment: ClaimedPayment,
  attempts: number,
  authorization: Authorization,
  at: Date,
): Promise<Outcome> {
  const attempt = {
    captureAttempts: attempts,
    captureLastAttemptAt: at,
    captureNextAttemptAt: null,
  };
  switch (authorization.status) {
    case 'captured':
    case 'partially_refunded':
    case 'refunded': {
      const refunded = authorization.status === 'refunded';
      await db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ status: refunded ? 'refunded' : 'paid' })
          .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'authorized')));
        await tx
          .update(payments)
          .set({ ...attempt, status: refunded ? 'refunded' : 'captured', captureLastError: null })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'authorized')));
      });
      return 'aligned';
    }
    case 'voided':
      await cancelOrder(db, payment, attempt);
      return 'cancelled';
    case 'authorized':
      throw new Error(`Authorization ${authorization.id} is still authorized.`);
  }
}

async function recordFailure(
  db: Database,
  payment: ClaimedPayment,
  attempts: number,
  message: string,
  settings: CaptureSettings & { now: () => Date },
) {
  const at = settings.now();
  const backOffMs = (settings.retryBaseMs ?? settings.graceMs) * 2 ** (attempts - 1);
  await db
    .update(payments)
    .set({
      captureAttempts: attempts,
      captureLastError: message.slice(0, 500),
      captureLastAttemptAt: at,
      captureNextAttemptAt: new Date(at.getTime() + backOffMs),
    })
    .where(eq(payments.id, payment.id));
}

/**
 * The order whose authorisation was voided is no sale: cancelled, its payment voided, its
 * units back in stock, its coupon uses and Snack Rewards points given back and the shopper
 * told, in one transaction.
 */
async function cancelOrder(
  db: Database,
  payment: ClaimedPayment,
  attempt: { captureAttempts: number; captureLastAttemptAt: Date; captureNextAttemptAt: null },
) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'authorized')))
      .returning({
        orderNumber: orders.orderNumber,
        email: orders.email,
        shipping: orders.shipping,
        lang: orders.lang,
      });
    await tx
      .update(payments)
      .set({ ...attempt, status: 'voided' })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'authorized')));
    if (!order) return; // settled elsewhere meanwhile
    await restock(tx as unknown as Database, payment.orderId);
    await releaseCouponRedemptions(tx as unknown as Database, payment.orderId);
    await reverseOrderPoints(tx as unknown as Database, payment.orderId);
    await enqueueMail(
      tx as unknown as Database,
      orderCancelledEmail(
        {
          orderNumber: order.orderNumber,
          email: order.email,
          firstName: order.shipping.firstName,
        },
        order.lang,
      ),
    );
  });
}

/**
 * Puts an order's units back: products by their lines, bundles and mixes by their items, to
 * the product's total and to the location the order took them from (decision 0033).
 */
async function restock(tx: Database, orderId: string) {
  const [order] = await tx
    .select({ location: orders.fulfilmentLocationId })
    .from(orders)
    .where(eq(orders.id, orderId));
  const location = order?.location ?? null;
  const lines = await tx
    .select({
      productId: orderLines.productId,
      components: orderLines.components,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const units = new Map<number, number>();
  const add = (productId: number, n: number) =>
    units.set(productId, (units.get(productId) ?? 0) + n);
  for (const line of lines) {
    if (line.productId !== null) add(line.productId, line.quantity);
    for (const item of line.components ?? []) add(item.productId, item.quantity * line.quantity);
  }
  // Ascending product order, as orders take stock, so the two never deadlock.
  for (const [productId, n] of [...units].sort(([a], [b]) => a - b)) {
    await tx
      .update(products)
      .set({ stockQty: sql`${products.stockQty} + ${n}` })
      .where(eq(products.id, productId));
    if (location) {
      await tx
        .update(locationStock)
        .set({ qty: sql`${locationStock.qty} + ${n}` })
        .where(and(eq(locationStock.productId, productId), eq(locationStock.locationId, location)));
    }
  }
}

/**
 * Runs `reconcileCaptures` every `intervalMs` (a fraction of the grace, at most 5 s) until the
 * returned stop function is called; every API process runs one.
 */
export function startCaptureReconciler(
  db: Database,
  provider: PaymentProvider,
  settings: CaptureSettings,
  intervalMs = Math.min(5000, Math.max(250, settings.graceMs / 4)),
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => reconcileCaptures(db, provider, settings))
      .catch((error: unknown) => console.error('capture reconciler:', error));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
