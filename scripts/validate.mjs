// The CI gate (`pnpm validate`): preflight and build, then two lanes side by side (one per
// core): the end-to-end suite, which mostly waits on pages, in one; lint, typecheck,
// Storybook's play functions, the release dry run and the other suites one after another in
// the other (scripts/steps.mjs). Closes with each step's wall time, each suite's, the slowest
// test files and the tests' totals as the last line.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  clearReports,
  command,
  END_TO_END,
  reportSuites,
  runLanes,
  suite,
  SUITES,
} from './steps.mjs';
import { formatSeconds, printTable } from './timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const timings = [];

/** Runs a step with its output passed through as it comes; true when it passed. */
function runInline(name, program, args) {
  console.log(`\n━━ ${name} ━━`);
  const start = Date.now();
  const run = spawnSync(program, args, { cwd: root, stdio: 'inherit', env: process.env });
  timings.push([name, formatSeconds(Date.now() - start)]);
  return run.status === 0;
}

/** The wall times so far, and the whole run's. */
function printTimings() {
  console.log('\nvalidate: wall time per step');
  printTable(
    ['step', 'wall'],
    [...timings, ['validate, in all', formatSeconds(Date.now() - started)]],
  );
}

// Every package once, Storybook's static site and both sites among them.
if (
  !runInline('preflight', 'node', ['scripts/preflight.mjs']) ||
  !runInline('build', 'pnpm', ['build'])
) {
  printTimings();
  process.exit(1);
}

console.log('\n━━ checks and tests, in two lanes ━━');
clearReports();
const start = Date.now();
const outcomes = await runLanes(
  [
    SUITES.filter(([name]) => name === END_TO_END).map(suite),
    [
      command('lint', 'pnpm', ['lint']),
      command('typecheck', 'pnpm', ['typecheck']),
      command('storybook play functions', 'pnpm', [
        '--filter',
        '@snackshop/storybook',
        'check-built',
      ]),
      command('release dry run', 'pnpm', ['release:dry-run']),
      ...SUITES.filter(([name]) => name !== END_TO_END).map(suite),
    ],
  ],
  { keepGoing: true },
);
timings.push(['checks and tests, in two lanes', formatSeconds(Date.now() - start)]);
for (const { name, ms } of outcomes) timings.push([`  ${name}`, formatSeconds(ms)]);
printTimings();
const checksPassed = outcomes.every(({ status, suite: isSuite }) => isSuite || status === 0);
if (!checksPassed) {
  const failing = outcomes.filter(({ status, suite: isSuite }) => !isSuite && status !== 0);
  console.log(`\nvalidate: failed: ${failing.map(({ name }) => name).join(', ')}`);
}
// The suites' totals close the output, as the test runner's last line.
const suitesPassed = reportSuites(outcomes);
process.exit(checksPassed && suitesPassed ? 0 : 1);
