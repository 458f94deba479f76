// The CI gate (`pnpm validate`): preflight, build (every package once, Storybook's static
// site and both sites among them), then the end-to-end suite in the foreground and, beside it
// at the lowest CPU priority, typecheck, lint, Storybook's play functions, the release dry run
// and every other package's suite one after another (scripts/steps.mjs).
// Closes with each step's wall time, each suite's, the slowest test files and the tests'
// totals as the last line.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { command, printFailedChecks, reportSuites, runSuites, SUITES } from './steps.mjs';
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

const built =
  runInline('preflight', 'node', ['scripts/preflight.mjs']) &&
  runInline('build', 'pnpm', ['build']);
if (!built) {
  printTimings();
  console.log('validate: failed before the tests');
  process.exit(1);
}

console.log('\n━━ checks and tests ━━');
const start = Date.now();
const outcomes = await runSuites(SUITES, [
  command('typecheck', 'pnpm', ['typecheck']),
  command('lint', 'pnpm', ['lint']),
  command('storybook play functions', 'pnpm', ['--filter', '@snackshop/storybook', 'check-built']),
  command('release dry run', 'pnpm', ['release:dry-run']),
]);
timings.push(['checks and tests', formatSeconds(Date.now() - start)]);
for (const outcome of outcomes) timings.push([`  ${outcome.name}`, formatSeconds(outcome.ms)]);
printTimings();
// The suites' totals close the output, as the test runner's last line.
const checksPassed = printFailedChecks(outcomes);
process.exit(reportSuites(outcomes) && checksPassed ? 0 : 1);
