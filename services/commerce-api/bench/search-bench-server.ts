// The API side of the search benchmark (search-bench.ts), in a process of its own so the
// load generator never shares its event loop: it prepares the database (migrations, seed,
// the generated catalogue), builds the search index as server.ts does, serves the API on a
// free port and answers the benchmark's questions over the IPC channel (its own CPU time,
// the PostgreSQL backends' CPU time, the listing cache counters).
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app';
import { CatalogueCaches } from '../src/catalogue/catalogue-caches';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { selectRows } from '../src/db/query';
import { seedDatabase } from '../src/seed/index';
import { generateLargeCatalogue } from '../src/seed/large-catalogue';
import { catalogueVocabulary, type CatalogueVocabulary } from './search-workload';

/** What the benchmark asks the server process to set up. */
export interface ServerStart {
  type: 'start';
  kind: 'postgres' | 'pglite';
  /** The (fresh) PostgreSQL database; PGlite in memory when absent. */
  databaseUrl?: string;
  products: number;
  connections: number;
  redisUrl?: string;
  redisPrefix?: string;
  handshakeSecret: string;
}

/** Sent once the API listens. */
export interface ServerReady {
  type: 'ready';
  port: number;
  vocabulary: CatalogueVocabulary;
  generatedMs: number;
  indexBuildMs: number;
}

/** Counters at one moment, to be subtracted from the next reading. */
export interface ServerSample {
  type: 'sample';
  /** CPU time of the server process (the API, plus PGlite when it is the database), in ms. */
  processCpuMs: number;
  /** CPU time of each PostgreSQL backend of the database, by pid (Linux /proc); null elsewhere. */
  postgresCpuMs: Record<number, number> | null;
  /** Answers sent from a cache: listing pages (memory or Redis) and kept autocomplete answers. */
  cacheHits: number;
  /** Answers computed. */
  cacheMisses: number;
  indexBuilds: number;
}

export type ServerRequest = ServerStart | { type: 'sample' } | { type: 'stop' };
export type ServerReply =
  ServerReady | ServerSample | { type: 'stopped' } | { type: 'error'; message: string };

/** The clock tick of /proc/<pid>/stat (USER_HZ), 100 on Linux. */
const TICK_MS = 10;

/**
 * CPU milliseconds used so far by each PostgreSQL backend serving `database` (utime + stime
 * from /proc), by process id, or null when they cannot be read (PGlite, another host). Per
 * backend, because the pool closes idle connections and opens new ones between readings.
 */
async function postgresCpuMs(database: DatabaseHandle): Promise<Record<number, number> | null> {
  if (database.kind !== 'postgres') return null;
  const backends = await selectRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  const cpu: Record<number, number> = {};
  for (const { pid } of backends) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      cpu[pid] = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      // A backend that has just exited: nothing more to count.
    }
  }
  return cpu;
}

const send = (reply: ServerReply) => process.send?.(reply);

async function start(request: ServerStart) {
  const database = await createDatabase(request.databaseUrl, {
    ...(request.databaseUrl ? { poolSize: request.connections } : { pgliteDir: 'memory://' }),
  });
  const started = performance.now();
  await database.migrate();
  await seedDatabase(database.db);
  await generateLargeCatalogue(database.db, request.products);
  const generatedMs = performance.now() - started;
  const words = await catalogueVocabulary(database.db);
  const catalogue = new CatalogueCaches({
    db: database.db,
    ...(request.redisUrl
      ? { redisUrl: request.redisUrl, redisPrefix: request.redisPrefix ?? 'bench:' }
      : {}),
  });
  const app = createApp({ db: database.db, handshakeSecret: request.handshakeSecret, catalogue });
  // As server.ts does at start-up: the index is built before the first request.
  await catalogue.warm();
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  send({
    type: 'ready',
    port: (server.address() as AddressInfo).port,
    vocabulary: words,
    generatedMs,
    indexBuildMs: catalogue.stats().lastIndexBuildMs,
  });

  return {
    async sample(): Promise<ServerSample> {
      const cpu = process.cpuUsage();
      const stats = catalogue.stats();
      return {
        type: 'sample',
        processCpuMs: (cpu.user + cpu.system) / 1000,
        postgresCpuMs: await postgresCpuMs(database),
        cacheHits: stats.listing.memoryHits + stats.listing.redisHits + stats.indexAnswers.hits,
        cacheMisses: stats.listing.misses + stats.indexAnswers.misses,
        indexBuilds: stats.indexBuilds,
      };
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      // Requests cut off when the load stopped may still be running their queries.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await catalogue.close();
      await database.close();
    },
  };
}

let running: Awaited<ReturnType<typeof start>> | undefined;
process.on('message', (message: ServerRequest) => {
  void (async () => {
    try {
      if (message.type === 'start') running = await start(message);
      else if (message.type === 'sample' && running) send(await running.sample());
      else if (message.type === 'stop') {
        await running?.stop();
        send({ type: 'stopped' });
        process.disconnect();
      }
    } catch (error) {
      send({
        type: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      process.exitCode = 1;
      process.disconnect();
    }
  })();
});
