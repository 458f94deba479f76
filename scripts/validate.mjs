// The CI gate (`pnpm validate`): each phase in turn, stopping at the first that fails, then a
// table of every phase's wall time (the test suites' own table and slowest files come from
// scripts/run-tests.mjs, the last phase). A phase of several steps runs them side by side,
// one per core, each one's output printed whole when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { formatSeconds, printTable } from './timings.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** [phase, steps], each step [name, command, args], in the order they run. */
const phases = [
  ['preflight', [['preflight', 'node', ['scripts/preflight.mjs']]]],
  // Every package once, Storybook's static site among them.
  ['build', [['build', 'pnpm', ['build']]]],
  [
    'lint and typecheck',
    [
      ['lint', 'pnpm', ['lint']],
      ['typecheck', 'pnpm', ['typecheck']],
    ],
  ],
  [
    'the built Storybook and the release',
    [
      ['storybook play functions', 'pnpm', ['--filter', '@snackshop/storybook', 'check-built']],
      ['release dry run', 'pnpm', ['release:dry-run']],
    ],
  ],
  ['tests', [['tests', 'node', ['scripts/run-tests.mjs']]]],
];

/** Runs one step with its output passed through; resolves to its exit status. */
function runInline([, command, args]) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status;
}

/** Runs one step with its output kept, printed whole at its end; resolves to [status, ms]. */
function runBuffered([name, command, args]) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const ms = Date.now() - start;
      console.log(`\n── ${name} (${formatSeconds(ms)}, exit ${status}) ──`);
      process.stdout.write(Buffer.concat(output));
      resolve([status, ms]);
    });
  });
}

const totals = path.join(root, '.tmp', 'test-reports', 'totals.txt');
rmSync(totals, { force: true });
const timings = [];
let failed;
const started = Date.now();
for (const [phase, steps] of phases) {
  console.log(`\n━━ ${phase} ━━`);
  const start = Date.now();
  let ok;
  if (steps.length === 1) {
    ok = runInline(steps[0]) === 0;
  } else {
    const results = await Promise.all(steps.map(runBuffered));
    steps.forEach(([name], i) => timings.push([`  ${name}`, formatSeconds(results[i][1])]));
    ok = results.every(([status]) => status === 0);
  }
  timings.splice(timings.length - (steps.length > 1 ? steps.length : 0), 0, [
    phase,
    formatSeconds(Date.now() - start),
  ]);
  if (!ok) {
    failed = phase;
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
