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
    close: () => client.close(),
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
