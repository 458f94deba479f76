// Benchmarks search on a 100,000-product catalogue: autocannon against
// getautocompleteproducts and getqueryproducts, on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL, in a fresh database dropped afterwards) and on embedded PGlite.
// Usage: pnpm --filter @snackshop/commerce-api bench (or node bench/api/run.mjs); BENCH_PRODUCTS, BENCH_SECONDS.
// Prints each p95 next to its budget with PASS/FAIL and exits 1 when PostgreSQL misses one.
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { serve } from '@hono/node-server';
import { endpoints } from '@snackshop/commerce-core/api-client';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../app';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { selectRows } from '../db/query';
import { seedDatabase } from '../db/seed/index';
import { generateLargeCatalogue } from '../db/seed/large-catalogue';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
/** p95 budgets in ms, on PostgreSQL. */
const BUDGET = { autocomplete: 15, listing: 25 };

const autocompleteTerms = [
  'ched',
  'chedar',
  'habanaro',
  'crunchy pret',
  'sea sa',
  'ghost pep',
  'moonb',
  'kettle corn',
  'popc',
  'ranch puf',
];
const queries = [
  'q=cheddar&productType=puffs',
  'q=chips&brand=moonbite&sort=price-asc',
  'q=sea+salt&size=1-oz',
  'q=habanero&flavor=flaming-habanero',
  'q=pretzels&page=2',
];

interface Result {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** CPU time per request of this process: the API, autocannon and, for PGlite, the database. */
  processCpuMs: number;
  /** CPU time per request of the PostgreSQL backends (Linux /proc); null elsewhere. */
  postgresCpuMs: number | null;
}

/**
 * CPU milliseconds used so far by the PostgreSQL backends serving `db` (utime + stime from
 * /proc, in clock ticks of 10 ms), or null when they cannot be read (PGlite, another host).
 */
async function postgresCpuMs(database: DatabaseHandle): Promise<number | null> {
  if (database.kind !== 'postgres') return null;
  const backends = await selectRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  let ticks = 0;
  for (const { pid } of backends) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return ticks * 10;
}

async function fire(
  database: DatabaseHandle,
  baseUrl: string,
  headers: Record<string, string>,
  name: string,
  paths: string[],
): Promise<Result> {
  const cpuBefore = process.cpuUsage();
  const postgresBefore = await postgresCpuMs(database);
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const cpu = process.cpuUsage(cpuBefore);
  const postgresAfter = await postgresCpuMs(database);
  const requests = Math.max(1, result.requests.total);
  const latency = result.latency;
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: latency.p50 ?? 0,
    p95: latency.p95 ?? latency.p97_5 ?? 0,
    p99: latency.p99 ?? 0,
    errors: result.non2xx + result.errors,
    processCpuMs: (cpu.user + cpu.system) / 1000 / requests,
    postgresCpuMs:
      postgresBefore === null || postgresAfter === null
        ? null
        : (postgresAfter - postgresBefore) / requests,
  };
}

async function bench(kind: 'postgres' | 'pglite', url?: string) {
  let drop: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  if (kind === 'postgres' && url) {
    const name = `snackshop_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    database = await createDatabase(target.toString(), { poolSize: CONNECTIONS });
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await createDatabase(undefined, { pgliteDir: 'memory://' });
  }
  const started = performance.now();
  await database.migrate();
  await seedDatabase(database.db);
  await generateLargeCatalogue(database.db, PRODUCTS);
  console.info(
    `[${kind}] ${PRODUCTS} products generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = createApp({
    db: database.db,
    handshakeSecret: 'bench-secret-bench-secret-bench-secret-0000',
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const shake = (await (await fetch(`${baseUrl}${endpoints.handshaking.path}`)).json()) as {
    data: Record<string, string>;
  };
  const headers = {
    sessionId: shake.data._ss_i ?? '',
    rnduts: shake.data._rr_n_dts ?? '',
    encstr: shake.data._en_cs ?? '',
  };
  const results = [
    // The same load on a call that runs one trivial query: what the machine itself allows
    // (the API, PostgreSQL and autocannon share its cores), next to which search is judged.
    await fire(database, baseUrl, headers, 'baseline: configlist', [endpoints.configList.path]),
    await fire(
      database,
      baseUrl,
      headers,
      'getautocompleteproducts',
      autocompleteTerms.map(
        (q) => `${endpoints.autocompleteProducts.path}?q=${encodeURIComponent(q)}`,
      ),
    ),
    await fire(
      database,
      baseUrl,
      headers,
      'getqueryproducts',
      queries.map((q) => `${endpoints.queryProducts.path}?${q}`),
    ),
  ];
  for (const r of results) {
    console.info(
      `[${kind}] ${r.name}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms; ` +
        `CPU per request: this process ${r.processCpuMs.toFixed(2)} ms` +
        (r.postgresCpuMs === null ? '' : `, PostgreSQL ${r.postgresCpuMs.toFixed(2)} ms`),
    );
  }
  await new Promise((resolve) => server.close(resolve));
  // Requests cut off when autocannon stopped may still be running their queries.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await database.close();
  await drop?.();
  return results.map((r) => ({ kind, ...r }));
}

async function reachable(url: string | undefined) {
  if (!url) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const loadBefore = loadavg()[0] ?? 0;
const rows: (Result & { kind: string })[] = [];
if (await reachable(pgUrl)) rows.push(...(await bench('postgres', pgUrl)));
else console.info('PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it');
rows.push(...(await bench('pglite')));

console.info(
  `\n${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per run; ` +
    `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
);
console.info(
  'database  endpoint                   req/s   p50 ms  p95 ms  p99 ms  errors  CPU/req ms (process+db)  p95 budget',
);
const cpuColumn = (r: Result) =>
  `${r.processCpuMs.toFixed(2)}${r.postgresCpuMs === null ? '' : ` + ${r.postgresCpuMs.toFixed(2)}`}`;
const line = (r: Result & { kind: string }, note: string) =>
  `${r.kind.padEnd(9)} ${r.name.padEnd(25)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}  ${cpuColumn(r).padEnd(23)}  ${note}`;
let overBudget = false;
for (const r of rows) {
  if (r.name.startsWith('baseline')) {
    console.info(line(r, '(not budgeted)'));
    continue;
  }
  const budget = r.name === 'getautocompleteproducts' ? BUDGET.autocomplete : BUDGET.listing;
  // PGlite is single-threaded WASM in the API's own process: informative, not budgeted.
  const passed = r.p95 <= budget && r.errors === 0;
  if (r.kind === 'postgres' && !passed) overBudget = true;
  console.info(
    line(
      r,
      r.kind === 'postgres'
        ? `≤ ${budget} ms ${passed ? 'PASS' : 'FAIL'}`
        : `(≤ ${budget} ms on PostgreSQL)`,
    ),
  );
}
if (overBudget) console.info('\nPostgreSQL missed a budget.');
process.exitCode = overBudget ? 1 : 0;
