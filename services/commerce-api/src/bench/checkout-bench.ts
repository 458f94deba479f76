/**
 * Checkout benchmark: orders per second through submittedorder on PostgreSQL with the
 * sandbox provider, and p50/p95 latency, against a budget. Each order is a real checkout:
 * a card tokenised beforehand (as the hosted fields would), then submittedorder with a new
 * idempotency key: pricing, authorisation, the order transaction (stock, coupon-free), the
 * outbox email and the capture.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:checkout
 *
 * BENCH_ORDERS (default 400) and BENCH_CONCURRENCY (default 10) tune the run.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { endpoints } from '@snackshop/commerce-core/api-client';
import { and, eq, gte } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../app';
import { createDatabase } from '../db/client';
import { products } from '../db/schema/index';
import { seedDatabase } from '../db/seed/index';
import { SANDBOX_PATHS } from '../payments/sandbox/sandbox-provider';

/** The budget: p95 of submittedorder and the throughput it must reach, at the default load. */
const BUDGET = { p95Ms: 250, ordersPerSecond: 40 };

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const STOREFRONT = 'http://localhost:3000';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const name = `snackshop_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase(url.toString(), { poolSize: 20 });
  let server: ServerType | undefined;
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const items = await database.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 1)),
      )
      .limit(20);
    await database.db
      .update(products)
      .set({ stockQty: 1_000_000 })
      .where(and(eq(products.kind, 'snack'), eq(products.isActive, true)));

    const app = createApp({ db: database.db, handshakeSecret: randomBytes(32).toString('hex') });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const shake = (await (await fetch(`${base}${endpoints.handshaking.path}`)).json()) as {
      data: { _ss_i: string; _rr_n_dts: string; _en_cs: string };
    };
    const headers = {
      'Content-Type': 'application/json',
      sessionId: shake.data._ss_i,
      rnduts: shake.data._rr_n_dts,
      encstr: shake.data._en_cs,
    };
    const context = (await (
      await fetch(`${base}${endpoints.captureContext.path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ targetOrigin: STOREFRONT }),
      })
    ).json()) as { data: { captureContext: string } };

    console.info(`checkout bench: tokenising ${ORDERS} cards…`);
    const tokens: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const made = (await (
        await fetch(`${base}${SANDBOX_PATHS.tokenize}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            captureContext: context.data.captureContext,
            number: '4111111111111111',
            expirationMonth: 12,
            expirationYear: new Date().getUTCFullYear() + 3,
            securityCode: '123',
          }),
        })
      ).json()) as { data: { transientToken: string } };
      tokens.push(made.data.transientToken);
    }

    const body = (i: number) => ({
      cartItems: [
        { productId: items[i % items.length]!.id, quantity: 2 },
        { productId: items[(i + 7) % items.length]!.id, quantity: 1 },
      ],
      contactInfo: { email: `bench${i}@example.com`, phoneNumber: '3125550100' },
      shipping: {
        firstName: 'Bench',
        lastName: 'Shopper',
        address: '120 N Michigan Ave',
        city: 'Chicago',
        state: 'IL',
        zipcode: '60601',
      },
      paymentInfo: { method: 'card', transientToken: tokens[i] },
    });

    console.info(`checkout bench: ${ORDERS} orders, ${CONCURRENCY} at a time…`);
    const latencies: number[] = [];
    let failures = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ORDERS) {
          const i = next++;
          const t0 = performance.now();
          const response = await fetch(`${base}${endpoints.submittedOrder.path}`, {
            method: 'POST',
            headers: { ...headers, 'Idempotency-Key': randomUUID() },
            body: JSON.stringify(body(i)),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (response.status !== 201) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const rate = (ORDERS - failures) / seconds;
    console.info(
      `checkout bench (PostgreSQL, sandbox provider, ${CONCURRENCY} concurrent): ` +
        `${rate.toFixed(1)} orders/s, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
        `${failures} failed of ${ORDERS}`,
    );
    const ok = failures === 0 && p95 <= BUDGET.p95Ms && rate >= BUDGET.ordersPerSecond;
    console.info(
      `budget: p95 ≤ ${BUDGET.p95Ms} ms and ≥ ${BUDGET.ordersPerSecond} orders/s with no failures → ${ok ? 'PASS' : 'FAIL'}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await database.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

await main();
