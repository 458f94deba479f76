// Search relevance benchmark (see README.md here): runs the API package's judged-query bench,
// which needs the API's own dependencies (PGlite, the seed catalogue). Arguments pass through:
// --misses lists the queries under 0.9, --write-judged rewrites judged.json.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const run = spawnSync(
  'pnpm',
  ['--filter', '@snackshop/commerce-api', 'bench:relevance', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(run.status ?? 1);
