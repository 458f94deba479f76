// `pnpm db:seed` seeds an empty database; `pnpm db:reset` drops every table, migrates and
// seeds again. Both use DATABASE_URL or the embedded database under .data/.
import { sql } from 'drizzle-orm';
import { EnvError, parseEnv } from './env';
import { createDatabase } from './db/client';
import { seedDatabase, seedIfEmpty } from './seed/index';

const command = process.argv[2];
if (command !== 'seed' && command !== 'reset') {
  console.error('Usage: cli.ts seed | reset');
  process.exit(1);
}

try {
  const env = parseEnv();
  const database = await createDatabase(env.DATABASE_URL, { pgliteDir: env.PGLITE_DIR });
  if (command === 'reset') {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
    await database.migrate();
    await seedDatabase(database.db);
    console.info(`db:reset: ${database.kind} database recreated and seeded`);
  } else {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db);
    console.info(seeded ? 'db:seed: seeded' : 'db:seed: the database already has a catalogue');
  }
  await database.close();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
