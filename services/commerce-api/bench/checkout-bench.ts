/**
 * Checkout benchmark: orders per second through submittedorder on PostgreSQL with the
 * sandbox provider, and p50/p95 latency, against a budget, for one API process and for two.
 * The API is `src/server.ts` as production runs it, in processes of its own: API_WORKERS=1,
 * then API_WORKERS=2 (Node's cluster, one port), on the same database. Each order is a real
 * checkout: a card tokenised beforehand (as the hosted fields would), then submittedorder
 * with a new idempotency key: pricing, authorisation, the order transaction (stock,
 * coupon-free), the outbox email and the capture.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:checkout
 *
 * BENCH_ORDERS (default 400) and BENCH_CONCURRENCY (default 10) tune the run.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { endpoints } from '@snackshop/commerce-core/api-client';
import { and, eq, gte } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase } from '../src/db/client';
import { locationStock, products } from '../src/db/schema/index';
import { seedDatabase } from '../src/seed/index';
import { SANDBOX_PATHS } from '../src/payments/sandbox/sandbox-provider';
import { ApiProcess, freePort, shopEnvironment } from '../test/api-processes';
import { postgresBackendsCpuMs, postgresDelta, processTreeCpuMs } from './process-cpu';

/** The budget: p95 of submittedorder and the throughput it must reach, at the default load, on one process. */
const BUDGET = { p95Ms: 250, ordersPerSecond: 40 };
/** Two API processes against one: at least this much of the throughput, at an equal or better p95. */
const SCALING_BUDGET = 1.4;

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
/** Unmeasured orders per API process first, so that every run measures compiled (JIT) code. */
const WARM_UP_ORDERS_PER_PROCESS = 100;
const STOREFRONT = 'http://localhost:3000';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface RunResult {
  workers: number;
  ordersPerSecond: number;
  p50: number;
  p95: number;
  failures: number;
  /** CPU time per order of the API processes and of the PostgreSQL backends. */
  apiCpuMs: number;
  postgresCpuMs: number | null;
  /** Cores kept busy: the API processes, PostgreSQL and this process (the shoppers) together. */
  busyCores: number;
}

async function prepare(databaseUrl: string) {
  const database = await createDatabase(databaseUrl, { poolSize: 4 });
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
    // Orders take their units at a fulfilment location too (decision 0033): plenty at each.
    await database.db.update(locationStock).set({ qty: 1_000_000 });
    return items.map((item) => item.id);
  } finally {
    await database.close();
  }
}

/** Places `count` orders, CONCURRENCY at a time; their latencies and failures. */
async function placeOrders(
  base: string,
  headers: Record<string, string>,
  tokens: string[],
  itemIds: number[],
) {
  const body = (i: number) => ({
    cartItems: [
      { productId: itemIds[i % itemIds.length]!, quantity: 2 },
      { productId: itemIds[(i + 7) % itemIds.length]!, quantity: 1 },
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
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < tokens.length) {
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
  return { latencies, failures };
}

async function run(databaseUrl: string, itemIds: number[], workers: number): Promise<RunResult> {
  const api = ApiProcess.start(
    {
      ...shopEnvironment({
        databaseUrl,
        issuerOrigin: 'https://api.bench.example',
        production: true,
      }),
      API_WORKERS: String(workers),
      // The card fields are framed by the bench's storefront origin, not the shop's sites.
      STOREFRONT_ORIGINS: STOREFRONT,
    },
    await freePort(),
  );
  try {
    await api.listening(workers, 300_000);
    const base = api.baseUrl;
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

    const warmUp = WARM_UP_ORDERS_PER_PROCESS * workers;
    const total = warmUp + ORDERS;
    console.info(`[API_WORKERS=${workers}] tokenising ${total} cards…`);
    const tokens: string[] = [];
    const tokenize = async () => {
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
    };
    let asked = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (asked < total) {
          asked += 1;
          await tokenize();
        }
      }),
    );
    await placeOrders(base, headers, tokens.slice(0, warmUp), itemIds);

    console.info(`[API_WORKERS=${workers}] ${ORDERS} orders, ${CONCURRENCY} at a time…`);
    const pid = api.child.pid ?? 0;
    const apiBefore = processTreeCpuMs(pid);
    const postgresBefore = await postgresBackendsCpuMs(databaseUrl);
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    const { latencies, failures } = await placeOrders(base, headers, tokens.slice(warmUp), itemIds);
    const seconds = (performance.now() - started) / 1000;
    const client = process.cpuUsage(clientBefore);
    const apiMs = processTreeCpuMs(pid) - apiBefore;
    const postgresMs = postgresDelta(postgresBefore, await postgresBackendsCpuMs(databaseUrl));
    latencies.sort((a, b) => a - b);
    const result: RunResult = {
      workers,
      ordersPerSecond: (ORDERS - failures) / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      failures,
      apiCpuMs: apiMs / ORDERS,
      postgresCpuMs: postgresMs === null ? null : postgresMs / ORDERS,
      busyCores:
        (apiMs + (postgresMs ?? 0) + (client.user + client.system) / 1000) / (seconds * 1000),
    };
    console.info(
      `[API_WORKERS=${workers}] ${result.ordersPerSecond.toFixed(1)} orders/s, ` +
        `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
        `${failures} failed of ${ORDERS}`,
    );
    return result;
  } finally {
    await api.stop('SIGTERM');
  }
}

async function main() {
  const name = `snackshop_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const itemIds = await prepare(databaseUrl);
    const one = await run(databaseUrl, itemIds, 1);
    const two = await run(databaseUrl, itemIds, 2);

    console.info(
      `\ncheckout (PostgreSQL, sandbox provider, ${CONCURRENCY} concurrent, ${ORDERS} orders); ` +
        `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
    );
    console.info(
      'processes  orders/s  p50 ms  p95 ms  failed  CPU/order ms (API + PostgreSQL)  cores busy',
    );
    for (const r of [one, two]) {
      console.info(
        `${String(r.workers).padEnd(9)}  ${r.ordersPerSecond.toFixed(1).padStart(8)}  ` +
          `${r.p50.toFixed(0).padStart(6)}  ${r.p95.toFixed(0).padStart(6)}  ` +
          `${String(r.failures).padStart(6)}  ` +
          `${r.apiCpuMs.toFixed(2)}${r.postgresCpuMs === null ? '' : ` + ${r.postgresCpuMs.toFixed(2)}`}`.padEnd(
            32,
          ) +
          `  ${r.busyCores.toFixed(2)} of ${availableParallelism()}`,
      );
    }
    const single =
      one.failures === 0 &&
      one.p95 <= BUDGET.p95Ms &&
      one.ordersPerSecond >= BUDGET.ordersPerSecond;
    console.info(
      `\nbudget, one process: p95 ≤ ${BUDGET.p95Ms} ms and ≥ ${BUDGET.ordersPerSecond} orders/s ` +
        `with no failures → ${single ? 'PASS' : 'FAIL'}`,
    );
    const ratio = two.ordersPerSecond / one.ordersPerSecond;
    const scaled = two.failures === 0 && ratio >= SCALING_BUDGET && two.p95 <= one.p95;
    console.info(
      `budget, two processes: ≥ ${SCALING_BUDGET}× the orders/s of one at an equal or better p95 → ` +
        `${ratio.toFixed(2)}×, p95 ${two.p95.toFixed(0)} vs ${one.p95.toFixed(0)} ms → ${scaled ? 'PASS' : 'FAIL'}`,
    );
    // The shoppers and PostgreSQL share the cores with the API: if each order kept its cost,
    // two processes could give at most the cores over the cores one process's run kept busy.
    console.info(
      `ceiling on ${availableParallelism()} cores (cores / cores busy with one process): ` +
        `${(availableParallelism() / one.busyCores).toFixed(2)}×`,
    );
    process.exitCode = single && scaled ? 0 : 1;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
