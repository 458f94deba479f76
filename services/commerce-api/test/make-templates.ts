// Migrates and seeds the API suites' databases once per run and prints them as JSON (an
// `ApiTestTemplates`); test/global-setup.ts runs it as a process of its own, which resolves
// the workspace packages from source. Usage: tsx test/make-templates.ts [postgres-admin-url]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { seedDatabase } from '../src/seed/index';
import { databaseUrl, onServer, type ApiTestTemplates, type Template } from './databases';

const TEMPLATES: readonly Template[] = ['migrated', 'seeded'];

/** Migrates `database`, and seeds it for the seeded template, then closes it. */
async function prepare(database: DatabaseHandle, template: Template): Promise<void> {
  await database.migrate();
  if (template === 'seeded') await seedDatabase(database.db);
  await database.close();
}

const adminUrl = process.argv[2];
const folder = mkdtempSync(path.join(tmpdir(), 'snackshop-api-templates-'));
const templates: ApiTestTemplates = { pglite: { migrated: '', seeded: '' } };
for (const template of TEMPLATES) {
  templates.pglite[template] = path.join(folder, template);
  await prepare(
    await createDatabase(undefined, { pgliteDir: templates.pglite[template] }),
    template,
  );
}
if (adminUrl) {
  templates.postgres = { migrated: '', seeded: '' };
  for (const template of TEMPLATES) {
    // A template no one may connect to, so every copy of it succeeds.
    const name = `snackshop_template_${process.pid}_${template}`;
    templates.postgres[template] = name;
    await onServer(adminUrl, `create database ${name}`);
    await prepare(await createDatabase(databaseUrl(adminUrl, name), { poolSize: 2 }), template);
    await onServer(adminUrl, `alter database ${name} is_template true allow_connections false`);
  }
}
process.stdout.write(`${JSON.stringify(templates)}\n`);
