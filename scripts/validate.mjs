// The CI gate (`pnpm validate`): each phase in turn, stopping at the first that fails, then a
// table of every phase's wall time (the test suites' own table and slowest files come from
// scripts/run-tests.mjs, the last phase).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { formatSeconds, printTable } from './timings.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** [name, command, args] in the order they run. */
const phases = [
  ['preflight', 'node', ['scripts/preflight.mjs']],
  ['build', 'pnpm', ['build']],
  ['lint', 'pnpm', ['lint']],
  ['typecheck', 'pnpm', ['typecheck']],
  ['storybook build and play functions', 'pnpm', ['storybook:check']],
  ['release dry run', 'pnpm', ['release:dry-run']],
  ['tests', 'node', ['scripts/run-tests.mjs']],
];

const totals = path.join(root, '.tmp', 'test-reports', 'totals.txt');
rmSync(totals, { force: true });
const timings = [];
let failed;
const started = Date.now();
for (const [name, command, args] of phases) {
  console.log(`\n━━ ${name} ━━`);
  const start = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  timings.push([name, formatSeconds(Date.now() - start)]);
  if (run.status !== 0) {
    failed = name;
    break;
  }
}
timings.push(['validate, in all', formatSeconds(Date.now() - started)]);

console.log('\nvalidate: wall time per phase');
printTable(['phase', 'wall'], timings);
if (failed) console.log(`validate: ${failed} failed`);
// The suites' totals close the output, as the test runner's last line.
if (existsSync(totals)) console.log(readFileSync(totals, 'utf8'));
process.exit(failed ? 1 : 0);
