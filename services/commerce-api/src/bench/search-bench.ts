// Benchmarks search on a 100,000-product catalogue: autocannon against
// getautocompleteproducts and getqueryproducts, on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL, in a fresh database dropped afterwards) and on embedded PGlite.
// Usage: pnpm --filter @snackshop/commerce-api bench (or node bench/api/run.mjs); BENCH_PRODUCTS,
// BENCH_SECONDS, BENCH_REDIS_URL (listing pages also shared through that Redis).
// Each request draws its query from a seeded, Zipf-skewed mix of ~1,000 autocomplete texts and
// ~2,000 listing searches made of the catalogue's own words and facets (search-workload.ts), so
// caches are measured on realistic repetition, not on a handful of queries; the listing cache's
// hit rate is printed next to the latencies. Prints each p95 next to its budget with PASS/FAIL
// and exits 1 when PostgreSQL misses one.
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { serve } from '@hono/node-server';
import { endpoints } from '@snackshop/commerce-core/api-client';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../app';
import { CatalogueCaches } from '../catalogue-cache/catalogue-caches';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { selectRows } from '../db/query';
import { seedDatabase } from '../db/seed/index';
import { generateLargeCatalogue } from '../db/seed/large-catalogue';
import {
  autocompleteMix,
  listingMix,
  type CatalogueVocabulary,
  type QueryMix,
} from './search-workload';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
/** p95 budgets in ms, on PostgreSQL. */
const BUDGET = { autocomplete: 15, listing: 25 };

const REDIS_URL = process.env.BENCH_REDIS_URL;
/** Distinct queries in each mix. */
const MIX_SIZE = { autocomplete: 1000, listing: 2000 };

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
  /** Distinct queries the run drew from. */
  distinct: number;
  /** Share of listing answers served from the cache (memory or Redis); null when not cached. */
  hitRate: number | null;
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
  catalogue: CatalogueCaches,
  path: string,
  mix?: QueryMix,
): Promise<Result> {
  const cacheBefore = catalogue.stats().listing;
  const cpuBefore = process.cpuUsage();
  const postgresBefore = await postgresCpuMs(database);
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: [
      {
        method: 'GET',
        path,
        // Every request draws its own query, whichever connection sends it.
        ...(mix
          ? { setupRequest: (request) => ({ ...request, path: `${path}?${mix.next()}` }) }
          : {}),
      },
    ],
  });
  const cpu = process.cpuUsage(cpuBefore);
  const postgresAfter = await postgresCpuMs(database);
  const cacheAfter = catalogue.stats().listing;
  const hits =
    cacheAfter.memoryHits + cacheAfter.redisHits - cacheBefore.memoryHits - cacheBefore.redisHits;
  const lookups = hits + cacheAfter.misses - cacheBefore.misses;
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
    distinct: mix?.distinct ?? 1,
    hitRate: lookups > 0 ? hits / lookups : null,
  };
}

/** The catalogue's words and facet slugs, which the query mixes are made of. */
async function vocabulary(database: DatabaseHandle): Promise<CatalogueVocabulary> {
  const column = async (query: ReturnType<typeof sql>) =>
    (await selectRows<{ value: string }>(database.db, query)).map((row) => row.value);
  return {
    words: await column(sql`select term as value from search_terms order by term`),
    brands: await column(sql`select slug as value from brands order by slug`),
    productTypes: await column(
      sql`select slug as value from categories where parent_id is not null order by slug`,
    ),
    flavors: await column(sql`select slug as value from flavors order by slug`),
    sizes: await column(sql`select slug as value from sizes order by slug`),
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
  const words = await vocabulary(database);
  const catalogue = new CatalogueCaches({
    db: database.db,
    ...(REDIS_URL ? { redisUrl: REDIS_URL, redisPrefix: `bench:${process.pid}:${kind}:` } : {}),
  });
  // As server.ts does at start-up: the index is built before the first request.
  await catalogue.warm();
  console.info(
    `[${kind}] search index built in ${catalogue.stats().lastIndexBuildMs.toFixed(0)} ms` +
      (REDIS_URL ? `; listing pages shared through ${REDIS_URL}` : ''),
  );
  const app = createApp({
    db: database.db,
    handshakeSecret: 'bench-secret-bench-secret-bench-secret-0000',
    catalogue,
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
    await fire(
      database,
      baseUrl,
      headers,
      'baseline: configlist',
      catalogue,
      endpoints.configList.path,
    ),
    await fire(
      database,
      baseUrl,
      headers,
      'getautocompleteproducts',
      catalogue,
      endpoints.autocompleteProducts.path,
      autocompleteMix(words, MIX_SIZE.autocomplete),
    ),
    await fire(
      database,
      baseUrl,
      headers,
      'getqueryproducts',
      catalogue,
      endpoints.queryProducts.path,
      listingMix(words, MIX_SIZE.listing),
    ),
  ];
  for (const r of results) {
    console.info(
      `[${kind}] ${r.name}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms; ` +
        `CPU per request: this process ${r.processCpuMs.toFixed(2)} ms` +
        (r.postgresCpuMs === null ? '' : `, PostgreSQL ${r.postgresCpuMs.toFixed(2)} ms`) +
        `; ${r.distinct} distinct queries` +
        (r.hitRate === null ? '' : `, listing cache hits ${(r.hitRate * 100).toFixed(1)}%`),
    );
  }
  console.info(
    `[${kind}] search index builds during the runs: ${catalogue.stats().indexBuilds - 1}`,
  );
  await catalogue.close();
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
  'database  endpoint                   req/s   p50 ms  p95 ms  p99 ms  errors  CPU/req ms (process+db)  distinct  cache hits  p95 budget',
);
const cpuColumn = (r: Result) =>
  `${r.processCpuMs.toFixed(2)}${r.postgresCpuMs === null ? '' : ` + ${r.postgresCpuMs.toFixed(2)}`}`;
// Autocomplete never reaches the database: it is answered by the in-process index.
const hitColumn = (r: Result) =>
  r.hitRate !== null
    ? `${(r.hitRate * 100).toFixed(1)}%`
    : r.name.startsWith('getauto')
      ? 'index'
      : '–';
const line = (r: Result & { kind: string }, note: string) =>
  `${r.kind.padEnd(9)} ${r.name.padEnd(25)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}  ${cpuColumn(r).padEnd(23)}  ${String(r.distinct).padStart(8)}  ${hitColumn(r).padStart(10)}  ${note}`;
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
