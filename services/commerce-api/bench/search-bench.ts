// Benchmarks search on a 100,000-product catalogue: autocannon against
// getautocompleteproducts and getqueryproducts, on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL, in a fresh database dropped afterwards) and on embedded PGlite.
// Usage: pnpm --filter @snackshop/commerce-api bench (or node bench/api/run.mjs); BENCH_PRODUCTS,
// BENCH_SECONDS, BENCH_REDIS_URL (listing pages also shared through that Redis).
// The API runs in a child process of its own (search-bench-server.ts) and autocannon in this
// one, so the load generator never takes the server's event loop; the CPU per request is the
// server process's own (read over IPC with process.cpuUsage()), plus the PostgreSQL backends'.
// Each request draws its query from a seeded, Zipf-skewed mix of ~1,000 autocomplete texts and
// ~2,000 listing searches made of the catalogue's own words and facets (search-workload.ts), so
// caches are measured on realistic repetition, not on a handful of queries; the caches'
// hit rate is printed next to the latencies. On PostgreSQL both searches then run against the
// production start (src/server.ts) with API_WORKERS=1 and with API_WORKERS=2 on the same
// database, to compare one process with two. Prints each p95 next to its budget, and the
// scaling next to its own, with PASS/FAIL, and exits 1 when PostgreSQL misses one.
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { endpoints } from '@snackshop/commerce-core/api-client';
import autocannon from 'autocannon';
import pg from 'pg';
import { ApiProcess, freePort, shopEnvironment } from '../test/api-processes';
import { postgresBackendsCpuMs, postgresDelta, processTreeCpuMs } from './process-cpu';
import type {
  ServerReady,
  ServerReply,
  ServerRequest,
  ServerSample,
  ServerStart,
} from './search-bench-server';
import {
  autocompleteMix,
  listingMix,
  type CatalogueVocabulary,
  type QueryMix,
} from './search-workload';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const WARM_UP_SECONDS = 2;
/** p95 budgets in ms, on PostgreSQL. */
const BUDGET = { autocomplete: 15, listing: 25 };
/**
 * Two API processes against one (on a 2-core machine): at least this much of the one
 * process's throughput, at an equal or better p95.
 */
const SCALING_BUDGET = 1.6;

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
  /** CPU time per request of the server process: the API and, for PGlite, the database. */
  processCpuMs: number;
  /** CPU time per request of the PostgreSQL backends (Linux /proc); null elsewhere. */
  postgresCpuMs: number | null;
  /** CPU time per request of autocannon (this process), for information. */
  loadCpuMs: number;
  /** Distinct queries the run drew from. */
  distinct: number;
  /** Share of answers sent from a cache (listing pages, kept autocomplete answers); null when none. */
  hitRate: number | null;
  /** Cores kept busy during the run: server, PostgreSQL backends and autocannon together. */
  busyCores: number;
}

/** The API server in its own process, driven over IPC. */
class ServerProcess {
  private readonly child: ChildProcess;
  private readonly waiting: ((reply: ServerReply) => void)[] = [];
  private readonly exited: Promise<void>;
  private stopping: Promise<void> | undefined;

  constructor() {
    // The child inherits this process's TypeScript loader (tsx) and its conditions.
    this.child = fork(new URL('./search-bench-server.ts', import.meta.url), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (reply: ServerReply) => this.waiting.shift()?.(reply));
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.child.once('exit', (code) => {
      for (const waiter of this.waiting.splice(0)) {
        waiter({ type: 'error', message: `the server process exited (code ${code})` });
      }
    });
  }

  /** Sends one request and waits for its reply (requests are answered in order). */
  private async ask<T extends ServerReply['type']>(
    request: ServerRequest,
    expected: T,
  ): Promise<Extract<ServerReply, { type: T }>> {
    const reply = await new Promise<ServerReply>((resolve) => {
      this.waiting.push(resolve);
      this.child.send(request);
    });
    if (reply.type === 'error') throw new Error(`Search bench server: ${reply.message}`);
    if (reply.type !== expected) throw new Error(`Search bench server answered ${reply.type}`);
    return reply as Extract<ServerReply, { type: T }>;
  }

  start(request: Omit<ServerStart, 'type'>): Promise<ServerReady> {
    return this.ask({ type: 'start', ...request }, 'ready');
  }

  sample(): Promise<ServerSample> {
    return this.ask({ type: 'sample' }, 'sample');
  }

  /** Stops the server (once: later calls wait for the same end). */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await this.ask({ type: 'stop' }, 'stopped').catch(() => this.child.kill());
      await this.exited;
    })();
    return this.stopping;
  }
}

/** Counters of the API under load, read before and after each run. */
interface Sampler {
  sample(): Promise<ServerSample>;
}

async function fire(
  server: Sampler,
  baseUrl: string,
  headers: Record<string, string>,
  name: string,
  path: string,
  mix?: QueryMix,
): Promise<Result> {
  const before = await server.sample();
  const loadBefore = process.cpuUsage();
  const startedAt = performance.now();
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
  const load = process.cpuUsage(loadBefore);
  const wallMs = performance.now() - startedAt;
  const after = await server.sample();
  const postgresMs = postgresDelta(before.postgresCpuMs, after.postgresCpuMs);
  const hits = after.cacheHits - before.cacheHits;
  const lookups = hits + after.cacheMisses - before.cacheMisses;
  const requests = Math.max(1, result.requests.total);
  const latency = result.latency;
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: latency.p50 ?? 0,
    p95: latency.p95 ?? latency.p97_5 ?? 0,
    p99: latency.p99 ?? 0,
    errors: result.non2xx + result.errors,
    processCpuMs: (after.processCpuMs - before.processCpuMs) / requests,
    postgresCpuMs: postgresMs === null ? null : postgresMs / requests,
    loadCpuMs: (load.user + load.system) / 1000 / requests,
    distinct: mix?.distinct ?? 1,
    hitRate: lookups > 0 ? hits / lookups : null,
    busyCores:
      (after.processCpuMs -
        before.processCpuMs +
        (postgresMs ?? 0) +
        (load.user + load.system) / 1000) /
      wallMs,
  };
}

async function bench(kind: 'postgres' | 'pglite', url?: string) {
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (kind === 'postgres' && url) {
    const name = `snackshop_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const server = new ServerProcess();
  try {
    const ready = await server.start({
      kind,
      ...(databaseUrl ? { databaseUrl } : {}),
      products: PRODUCTS,
      connections: CONNECTIONS,
      ...(REDIS_URL ? { redisUrl: REDIS_URL, redisPrefix: `bench:${process.pid}:${kind}:` } : {}),
      handshakeSecret: 'bench-secret-bench-secret-bench-secret-0000',
    });
    console.info(
      `[${kind}] ${PRODUCTS} products generated in ${(ready.generatedMs / 1000).toFixed(1)} s; ` +
        `search index built in ${ready.indexBuildMs.toFixed(0)} ms` +
        (REDIS_URL ? `; listing pages shared through ${REDIS_URL}` : ''),
    );
    const baseUrl = `http://127.0.0.1:${ready.port}`;
    const headers = await handshakeHeaders(baseUrl);
    const words = ready.vocabulary;
    // Unmeasured: the server's HTTP, validation and handshake code compiled (JIT) before the
    // first measured request, so short runs are not charged for it. No search is sent, so
    // the listing cache starts cold.
    await autocannon({
      url: `${baseUrl}${endpoints.configList.path}`,
      connections: CONNECTIONS,
      duration: WARM_UP_SECONDS,
      headers,
    });
    const results = [
      // The same load on a call that runs one trivial query: what the machine itself allows
      // (the API, PostgreSQL and autocannon share its cores), next to which search is judged.
      await fire(server, baseUrl, headers, 'baseline: configlist', endpoints.configList.path),
      await fire(
        server,
        baseUrl,
        headers,
        'getautocompleteproducts',
        endpoints.autocompleteProducts.path,
        autocompleteMix(words, MIX_SIZE.autocomplete),
      ),
      await fire(
        server,
        baseUrl,
        headers,
        'getqueryproducts',
        endpoints.queryProducts.path,
        listingMix(words, MIX_SIZE.listing),
      ),
    ];
    for (const r of results) {
      console.info(
        `[${kind}] ${r.name}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms; ` +
          `CPU per request: server ${r.processCpuMs.toFixed(2)} ms` +
          (r.postgresCpuMs === null ? '' : `, PostgreSQL ${r.postgresCpuMs.toFixed(2)} ms`) +
          `, autocannon ${r.loadCpuMs.toFixed(2)} ms; ${r.distinct} distinct queries` +
          (r.hitRate === null ? '' : `, cache hits ${(r.hitRate * 100).toFixed(1)}%`),
      );
    }
    const last = await server.sample();
    console.info(`[${kind}] search index builds during the runs: ${last.indexBuilds - 1}`);
    await server.stop();
    const scaled = databaseUrl ? await scaling(databaseUrl, words) : [];
    return { rows: results.map((r) => ({ kind, ...r })), scaled };
  } finally {
    await server.stop();
    await drop?.();
  }
}

/** One search measured against the production start with `workers` API processes. */
interface ScaledResult extends Result {
  workers: number;
}

/**
 * Both searches again, on the same database, against `src/server.ts` as production runs it:
 * API_WORKERS=1 (one process), then API_WORKERS=2 (Node's cluster, one port). Each run
 * starts with cold caches: the catalogue version is bumped before it, so not even Redis
 * keeps pages of the previous run.
 */
async function scaling(databaseUrl: string, words: CatalogueVocabulary): Promise<ScaledResult[]> {
  const scaled: ScaledResult[] = [];
  for (const workers of [1, 2]) {
    await bumpCatalogueVersion(databaseUrl);
    const api = ApiProcess.start(
      {
        ...shopEnvironment({
          databaseUrl,
          issuerOrigin: 'https://api.bench.example',
          production: true,
          ...(REDIS_URL ? { redisUrl: REDIS_URL } : {}),
        }),
        API_WORKERS: String(workers),
      },
      await freePort(),
    );
    try {
      const started = performance.now();
      // Every process builds its search index before it listens.
      await api.listening(workers, 600_000);
      console.info(
        `[postgres, API_WORKERS=${workers}] ${workers} listening after ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const pid = api.child.pid ?? 0;
      const sampler: Sampler = {
        sample: async () => ({
          type: 'sample',
          processCpuMs: processTreeCpuMs(pid),
          postgresCpuMs: await postgresBackendsCpuMs(databaseUrl),
          cacheHits: 0,
          cacheMisses: 0,
          indexBuilds: 0,
        }),
      };
      const headers = await handshakeHeaders(api.baseUrl);
      await autocannon({
        url: `${api.baseUrl}${endpoints.configList.path}`,
        connections: CONNECTIONS,
        // Each process compiles its own code: warm every one as long as the single one.
        duration: WARM_UP_SECONDS * workers,
        headers,
      });
      for (const [name, path, mix] of [
        [
          'getautocompleteproducts',
          endpoints.autocompleteProducts.path,
          autocompleteMix(words, MIX_SIZE.autocomplete),
        ],
        ['getqueryproducts', endpoints.queryProducts.path, listingMix(words, MIX_SIZE.listing)],
      ] as const) {
        const result = await fire(sampler, api.baseUrl, headers, name, path, mix);
        scaled.push({ workers, ...result });
        console.info(
          `[postgres, API_WORKERS=${workers}] ${name}: ${result.rps} req/s, p50 ${result.p50} ms, ` +
            `p95 ${result.p95} ms, p99 ${result.p99} ms; CPU per request: API processes ` +
            `${result.processCpuMs.toFixed(2)} ms` +
            (result.postgresCpuMs === null
              ? ''
              : `, PostgreSQL ${result.postgresCpuMs.toFixed(2)} ms`) +
            `, autocannon ${result.loadCpuMs.toFixed(2)} ms; ` +
            `${result.busyCores.toFixed(2)} of ${availableParallelism()} cores busy`,
        );
      }
    } finally {
      await api.stop('SIGTERM');
    }
  }
  return scaled;
}

/** A change that shows nowhere but moves the catalogue version on (cold caches everywhere). */
async function bumpCatalogueVersion(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('update brands set name = name where id = (select min(id) from brands)');
  await client.end();
}

async function handshakeHeaders(baseUrl: string): Promise<Record<string, string>> {
  const shake = (await (await fetch(`${baseUrl}${endpoints.handshaking.path}`)).json()) as {
    data: Record<string, string>;
  };
  return {
    sessionId: shake.data._ss_i ?? '',
    rnduts: shake.data._rr_n_dts ?? '',
    encstr: shake.data._en_cs ?? '',
  };
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
const scaled: ScaledResult[] = [];
if (await reachable(pgUrl)) {
  const postgres = await bench('postgres', pgUrl);
  rows.push(...postgres.rows);
  scaled.push(...postgres.scaled);
} else console.info('PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it');
rows.push(...(await bench('pglite')).rows);

console.info(
  `\n${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per run; ` +
    `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
);
console.info(
  'database  endpoint                   req/s   p50 ms  p95 ms  p99 ms  errors  CPU/req ms (server+db)   distinct  cache hits  p95 budget',
);
const cpuColumn = (r: Result) =>
  `${r.processCpuMs.toFixed(2)}${r.postgresCpuMs === null ? '' : ` + ${r.postgresCpuMs.toFixed(2)}`}`;
const hitColumn = (r: Result) => (r.hitRate !== null ? `${(r.hitRate * 100).toFixed(1)}%` : '–');
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
if (scaled.length > 0) {
  console.info(
    `\nPostgreSQL, src/server.ts with API_WORKERS=1 and 2${REDIS_URL ? ', listing pages in Redis' : ''}: ` +
      `two processes must give ≥ ${SCALING_BUDGET}× the throughput of one at an equal or better p95\n`,
  );
  console.info(
    'processes  endpoint                   req/s   p50 ms  p95 ms  p99 ms  errors  CPU/req ms (API+db)  cores busy  scaling budget',
  );
  for (const r of scaled) {
    const one = scaled.find((other) => other.workers === 1 && other.name === r.name)!;
    let note = '';
    if (r.workers > 1) {
      const ratio = r.rps / Math.max(1, one.rps);
      const passed = ratio >= SCALING_BUDGET && r.p95 <= one.p95 && r.errors === 0;
      if (!passed) overBudget = true;
      note = `${ratio.toFixed(2)}× (≥ ${SCALING_BUDGET}), p95 ${r.p95} vs ${one.p95} ms ${passed ? 'PASS' : 'FAIL'}`;
    }
    console.info(
      `${String(r.workers).padEnd(10)} ${r.name.padEnd(25)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}  ${cpuColumn(r).padEnd(19)}  ${r.busyCores.toFixed(2).padStart(10)}  ${note}`,
    );
  }
}
if (scaled.length > 0) {
  // The load generator and PostgreSQL share the cores with the API: if each request kept its
  // cost, two processes could give at most the machine's cores over the cores one process's
  // run kept busy.
  const ceilings = scaled
    .filter((r) => r.workers === 1)
    .map((r) => `${r.name} ${(availableParallelism() / r.busyCores).toFixed(2)}×`);
  console.info(
    `ceiling on ${availableParallelism()} cores (cores / cores busy with one process): ${ceilings.join(', ')}`,
  );
}
if (overBudget) console.info('\nPostgreSQL missed a budget.');
process.exitCode = overBudget ? 1 : 0;
