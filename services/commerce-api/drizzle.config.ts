import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes SQL migrations to drizzle/ from the tables in src/db/schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  casing: 'snake_case',
});
