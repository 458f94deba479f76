// Checkout benchmark of the commerce API (see README.md here): runs the package's
// bench:checkout script, which needs the API's own dependencies (pg, the app itself).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const run = spawnSync('pnpm', ['--filter', '@snackshop/commerce-api', 'bench:checkout'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
