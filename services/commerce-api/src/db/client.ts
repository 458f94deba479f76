import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

/** The Drizzle database every feature receives: the same type over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database plus what it takes to migrate and close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations in drizzle/ (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process does the same on this database (a PostgreSQL advisory
   * lock): API processes starting together migrate and seed one after another, not at once.
   */
  underStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel`, from a connection of its
   * own that is opened again when lost; `onReconnect` runs after such a gap, in which notices
   * may have been missed. Resolves once listening (or once the first attempt failed: it
   * keeps trying); the returned function stops listening.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Typo tolerance of search: one wrong letter in a word of eight (habanaro → habanero) scores
 * 0.56 against the default word-similarity threshold of 0.6, so accept from 0.5. Set per
 * connection (startup options for PostgreSQL) because the extension may not exist yet
 * before the first migration.
 */
const SEARCH_SETTINGS = 'set pg_trgm.word_similarity_threshold = 0.5';

export interface CreateDatabaseOptions {
  /** Folder for the embedded database; `memory://` keeps it in memory. */
  pgliteDir?: string;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
}

/**
 * Opens the database: node-postgres when `url` is a postgres:// URL, otherwise PGlite
 * (on disk under `pgliteDir`, or in memory). Both run the same migrations and queries.
 */
export async function createDatabase(
  url?: string,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 20,
      options: '-c pg_trgm.word_similarity_threshold=0.5',
    });
    // An idle connection that the server ends (restart, failover, a database dropped right
    // after close()) is an 'error' event on the pool; unhandled, it would stop the process.
    // The pool opens a new connection on the next query, so noting it is enough.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      underStartupLock: (work) => underAdvisoryLock(url, work),
      listen: (channel, onNotice, onReconnect) =>
        listenOnPostgres(url, channel, onNotice, onReconnect),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  await client.exec(SEARCH_SETTINGS).catch(() => undefined);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process holds an embedded database: nobody to wait for.
    underStartupLock: (work) => work(),
    listen: async (channel, onNotice) => {
      const stop = await client.listen(channel, onNotice);
      return () => stop();
    },
    close: () => client.close(),
  };
}

/** The advisory lock key of start-up work (migrations, the seed): "snack" in ASCII. */
const STARTUP_LOCK_KEY = 0x736e61636b;

async function underAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  // A connection of its own: the lock is the session's, and ends with it if the process dies.
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await holder.end().catch(() => undefined);
  }
}

/** Longest wait between two attempts to open the listening connection again. */
const MAX_RELISTEN_DELAY_MS = 30_000;

async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let warnedAt = -Infinity;

  const lost = (client: pg.Client) => {
    if (client !== current || stopped) return;
    current = null;
    client.end().catch(() => undefined);
    schedule(1000);
  };
  const open = async () => {
    const client = new pg.Client({
      connectionString: url,
      // Finds a connection that died without a word (a failover) within about a minute.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
  };
  const schedule = (delayMs: number) => {
    retry = setTimeout(() => {
      open().then(onReconnect, (error: unknown) => {
        const now = Date.now();
        if (now - warnedAt > 60_000) {
          warnedAt = now;
          console.warn(`PostgreSQL LISTEN ${channel} failed, retrying: ${String(error)}`);
        }
        schedule(Math.min(delayMs * 2, MAX_RELISTEN_DELAY_MS));
      });
    }, delayMs);
    retry.unref();
  };

  await open().catch((error: unknown) => {
    console.warn(`PostgreSQL LISTEN ${channel} failed, retrying: ${String(error)}`);
    schedule(1000);
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The committed migrations live in the package's drizzle/ folder; the source tree and the
 * bundled dist/ sit at different depths, so look upwards from this module.
 */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The drizzle/ migrations folder was not found next to the commerce API.');
}
