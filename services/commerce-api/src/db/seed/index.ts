import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { selectRows } from '../query';
import { configEntries } from '../schema/index';
import { seedConfig } from './config';

/** Loads the whole seed catalogue into an empty, migrated database, in one transaction. */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(configEntries).values(seedConfig);
  });
}

/** Seeds only when no catalogue is there yet; true when it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${configEntries}`,
  );
  if ((row?.count ?? 0) > 0) return false;
  await seedDatabase(db);
  return true;
}
