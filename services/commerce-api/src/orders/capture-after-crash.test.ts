import { randomUUID } from 'node:crypto';
import { endpoints, type BodyOf } from '@snackshop/commerce-core/api-client';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { orders, payments, products, sandboxAuthorizations } from '../db/schema/index';
import type { HandshakeValues } from '../http/handshake';
import { ApiProcess, freePort, shopEnvironment } from '../../test/api-processes';
import { cardToken, checkoutBody, submitOrder } from '../../test/checkout-fixtures';
import { buildTestApi, freshPostgres, testPostgresUrl } from '../../test/harness';
import { findProducts } from '../../test/pricing-fixtures';

/** The grace the processes run with: short, so the test shows the capture within it. */
const GRACE_SECONDS = 2;
/** The reconciler runs every grace / 4; allow one full pass and a busy machine on top. */
const BOUND_MS = GRACE_SECONDS * 1000 + 500 + 3000;

/**
 * Two real API processes (`src/server.ts`) on one PostgreSQL database. The first holds each
 * order between its commit and its capture (the test hook ORDER_HOLD_AFTER_COMMIT_MS) and is
 * SIGKILLed there; the order must still be captured, by the other process's reconciler,
 * within the grace. PostgreSQL only: PGlite lives inside one process.
 */
describe.skipIf(!testPostgresUrl)('an API process killed between commit and capture', () => {
  let database: DatabaseHandle;
  let dropDatabase: () => Promise<void>;
  let doomed: ApiProcess;
  let survivor: ApiProcess;
  let handshake: HandshakeValues;

  beforeAll(async () => {
    const fresh = await freshPostgres(testPostgresUrl!);
    dropDatabase = fresh.drop;
    const [first, second] = [await freePort(), await freePort()];
    const env = {
      ...shopEnvironment({
        databaseUrl: fresh.url,
        issuerOrigin: `http://127.0.0.1:${first}`,
      }),
      CAPTURE_GRACE_SECONDS: String(GRACE_SECONDS),
    };
    doomed = ApiProcess.start({ ...env, ORDER_HOLD_AFTER_COMMIT_MS: '600000' }, first);
    await doomed.ready();
    survivor = ApiProcess.start(env, second);
    await survivor.ready();
    database = await createDatabase(fresh.url, { poolSize: 2 });
    const shake = await fetch(`${doomed.baseUrl}${endpoints.handshaking.path}`);
    handshake = ((await shake.json()) as { data: HandshakeValues }).data;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([doomed?.stop('SIGKILL'), survivor?.stop('SIGTERM')]);
    await database?.close();
    await dropDatabase?.();
  });

  it('captures the order within the grace, through the process still running', async () => {
    const api = buildTestApi('postgres', doomed.baseUrl, database, handshake);
    const [snack] = await findProducts(
      database.db,
      and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 10)),
    );
    const body: BodyOf<'submittedOrder'> = {
      ...checkoutBody([{ productId: snack!.id, quantity: 1 }]),
      paymentInfo: { method: 'card', transientToken: await cardToken(api, '4111111111111111') },
    };
    // The answer never comes: the process dies holding it.
    const placing = submitOrder(api, body, { key: randomUUID() }).catch((error: unknown) => error);
    const [, orderId] = await doomed.waitForOutput(/orders: order ([0-9a-f-]{36}) committed/);
    await doomed.stop('SIGKILL');
    const killedAt = Date.now();
    expect(await placing).toBeInstanceOf(Error);

    const [committed] = await database.db
      .select({ status: orders.status, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.id, orderId!));
    expect(committed?.status).toBe('authorized');

    const state = async () => {
      const [row] = await database.db
        .select({
          order: orders.status,
          payment: payments.status,
          attempts: payments.captureAttempts,
          processor: sandboxAuthorizations.status,
          capturedCents: sandboxAuthorizations.capturedCents,
          totalCents: orders.totalCents,
        })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .innerJoin(sandboxAuthorizations, eq(sandboxAuthorizations.id, payments.providerReference))
        .where(eq(orders.id, orderId!));
      return row;
    };
    await expect
      .poll(async () => (await state())?.order, { timeout: BOUND_MS, interval: 100 })
      .toBe('paid');
    const settledAt = Date.now();
    const settled = await state();
    expect(settled).toMatchObject({ payment: 'captured', processor: 'captured', attempts: 1 });
    expect(settled?.capturedCents).toBe(settled?.totalCents);
    // Within the grace counted from the commit (plus one reconciler pass).
    expect(settledAt - committed!.createdAt.getTime()).toBeLessThan(BOUND_MS);
    expect(settledAt - killedAt).toBeLessThan(BOUND_MS);
  }, 60_000);
});
