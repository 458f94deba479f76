// Web budgets of the storefront sites (see README.md here): runs the snacks package's
// bench script, which builds both sites, starts the API and measures with Lighthouse.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const run = spawnSync(
  'pnpm',
  ['--filter', '@snackshop/snacks', 'bench:web', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { CHROME_PATH: '/usr/bin/chromium', ...process.env } },
);
process.exit(run.status ?? 1);
