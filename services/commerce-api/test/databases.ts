import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** A database a suite starts from: only migrated, or migrated and seeded. */
export type Template = 'migrated' | 'seeded';

/**
 * The databases `test/make-templates.ts` migrates (and seeds) once per run, which each suite
 * copies instead of migrating and seeding its own.
 */
export interface ApiTestTemplates {
  /** PGlite data directories, copied as folders. */
  pglite: Record<Template, string>;
  /** Template databases on the TEST_DATABASE_URL server, copied by CREATE DATABASE … TEMPLATE. */
  postgres?: Record<Template, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestTemplates: ApiTestTemplates;
  }
}

/**
 * The PostgreSQL server of TEST_DATABASE_URL when it answers. With CI=true an unreachable
 * TEST_DATABASE_URL fails the suite instead of silently testing one database.
 */
export async function reachablePostgres(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(`TEST_DATABASE_URL (${url}) is not reachable in CI: ${String(error)}`);
    }
    console.warn(`TEST_DATABASE_URL is not reachable; testing on PGlite only (${String(error)})`);
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs `statement` on the server of `adminUrl` over a connection of its own. */
export async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** `adminUrl` with its database replaced by `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new PostgreSQL database on the server of `adminUrl`, empty or a copy of `template`, and
 * how to drop it.
 */
export async function freshPostgres(adminUrl: string, template?: string) {
  const name = `snackshop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Removes the run's templates (`test/make-templates.ts` made them). */
export async function removeTemplates(templates: ApiTestTemplates): Promise<void> {
  rmSync(path.dirname(templates.pglite.seeded), { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  for (const name of Object.values(templates.postgres ?? {})) {
    await onServer(adminUrl!, `alter database ${name} is_template false`);
    await onServer(adminUrl!, `drop database if exists ${name}`);
  }
}
