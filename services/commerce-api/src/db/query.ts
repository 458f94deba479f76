import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs raw SQL and returns its rows. PGlite and node-postgres both answer `{ rows }`; the
 * shared Drizzle type cannot say so, hence this one narrow cast.
 */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
