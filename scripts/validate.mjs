// The CI gate (`pnpm validate`): preflight, build (every package once, Storybook's static
// site and both sites among them), lint beside typecheck, Storybook's play functions beside
// the release dry run, then every package's suite one after another (scripts/steps.mjs).
// Closes with each step's wall time, each suite's, the slowest test files and the tests'
// totals as the last line.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { command, reportSuites, runLanes, runSuites, SUITES } from './steps.mjs';
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

/** Runs steps side by side, one per core; true when all passed. */
async function runBeside(name, steps) {
  console.log(`\n━━ ${name} ━━`);
  const start = Date.now();
  const outcomes = await runLanes(steps.map((step) => [step]));
  timings.push([name, formatSeconds(Date.now() - start)]);
  for (const outcome of outcomes) timings.push([`  ${outcome.name}`, formatSeconds(outcome.ms)]);
  return outcomes.every(({ status }) => status === 0);
}

/** The wall times so far, and the whole run's. */
function printTimings() {
  console.log('\nvalidate: wall time per step');
  printTable(
    ['step', 'wall'],
    [...timings, ['validate, in all', formatSeconds(Date.now() - started)]],
  );
}

const checked =
  runInline('preflight', 'node', ['scripts/preflight.mjs']) &&
  runInline('build', 'pnpm', ['build']) &&
  (await runBeside('lint and typecheck', [
    command('lint', 'pnpm', ['lint']),
    command('typecheck', 'pnpm', ['typecheck']),
  ])) &&
  (await runBeside('the built Storybook and the release', [
    command('storybook play functions', 'pnpm', [
      '--filter',
      '@snackshop/storybook',
      'check-built',
    ]),
    command('release dry run', 'pnpm', ['release:dry-run']),
  ]));
if (!checked) {
  printTimings();
  console.log('validate: failed before the tests');
  process.exit(1);
}

console.log('\n━━ tests ━━');
const start = Date.now();
const outcomes = await runSuites(SUITES);
timings.push(['tests', formatSeconds(Date.now() - start)]);
printTimings();
// The suites' totals close the output, as the test runner's last line.
process.exit(reportSuites(outcomes) ? 0 : 1);
