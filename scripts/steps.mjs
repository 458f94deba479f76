// The steps of the gate and of the test run: commands run in lanes side by side, each step's
// output kept and printed whole when it ends, its wall time noted; a vitest suite's step also
// reads the suite's JSON report (tests, totals, file times).
//
// The end-to-end suite runs in a lane of its own; everything else runs beside it at the lowest
// CPU priority (`nice -n 19`), so it takes only the CPU time the browser, the sites and the API
// leave idle and the end-to-end suite keeps the pace it has alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { formatSeconds, printTable } from './timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'test-reports');

/** Every workspace package's vitest suite, [name, folder]; the end-to-end ones last. */
export const SUITES = [
  ['workspace checks', '.'],
  ['@snackshop/commerce-core', 'packages/commerce-core'],
  ['@snackshop/commerce-api', 'services/commerce-api'],
  ['@snackshop/ui-kit', 'packages/ui-kit'],
  ['@snackshop/storybook', 'storybook'],
  ['@snackshop/commerce-hooks', 'packages/commerce-hooks'],
  ['@snackshop/storefront', 'packages/storefront'],
  ['@snackshop/snacks', 'sites/snacks'],
  ['@snackshop/rewards', 'sites/rewards'],
];

/** The suites that drive a browser through the built sites, each in the foreground lane. */
const END_TO_END = new Set(['@snackshop/snacks', '@snackshop/rewards']);

/** A step that runs `command args` in the workspace's root. */
export const command = (name, program, args) => ({ name, program, args, dir: '.' });

/** The same step at the lowest CPU priority: it runs on what the foreground lane leaves. */
export const inBackground = (step) => ({
  ...step,
  program: 'nice',
  args: ['-n', '19', step.program, ...step.args],
});

/** A step that runs one package's vitest suite with a JSON report. */
function suite([name, dir]) {
  const report = path.join(reports, `${name.replace(/[@/]/g, '_')}.json`);
  return {
    name,
    dir,
    report,
    program: 'pnpm',
    args: [
      'exec',
      'vitest',
      'run',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
  };
}

/** How many of a step's last output lines a failure repeats at the end of the log. */
const TAIL_LINES = 30;

/** Empties the suites' report folder before a run. */
function clearReports() {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
}

/**
 * Runs one step, its output passed through as it comes (`stream`) or kept and printed whole at
 * its end; resolves to what it did: { name, status, ms, result?, suite }.
 */
function runStep(step, { stream = false } = {}) {
  const start = Date.now();
  console.log(`── ${step.name}: started`);
  return new Promise((resolve) => {
    const child = spawn(step.program, step.args, {
      cwd: path.join(root, step.dir),
      env: process.env,
    });
    const output = [];
    const keep = (chunk) => (stream ? process.stdout.write(chunk) : output.push(chunk));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (status) => {
      const ms = Date.now() - start;
      console.log(`\n── ${step.name} (${formatSeconds(ms)}, exit ${status}) ──`);
      const text = Buffer.concat(output);
      process.stdout.write(text);
      const result =
        step.report && existsSync(step.report)
          ? JSON.parse(readFileSync(step.report, 'utf8'))
          : undefined;
      const tail = stream ? '' : text.toString('utf8').split('\n').slice(-TAIL_LINES).join('\n');
      resolve({ name: step.name, status, ms, result, tail, suite: Boolean(step.report) });
    });
  });
}

/**
 * Runs each lane's steps in order, the lanes side by side (one lane's output passes through as
 * it comes); a lane stops at its first failing step unless `keepGoing`. Resolves to every
 * step's outcome, in the order they ended.
 */
export async function runLanes(lanes, { keepGoing = false } = {}) {
  const done = [];
  const stream = lanes.length === 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const outcome = await runStep(step, { stream });
        done.push(outcome);
        if (outcome.status !== 0 && !keepGoing) return;
      }
    }),
  );
  return done;
}

/**
 * Runs `suites` ([name, folder]), every one even after a failure: the end-to-end suites one
 * after another in the foreground lane, and beside them, in the background lane, the `before`
 * steps (lint, typecheck...) and then the other suites one after another.
 */
export function runSuites(suites, before = []) {
  clearReports();
  const foreground = suites.filter(([name]) => END_TO_END.has(name)).map(suite);
  const background = [...before, ...suites.filter(([name]) => !END_TO_END.has(name)).map(suite)];
  return runLanes(
    [foreground, background.map(inBackground)].filter((lane) => lane.length),
    {
      keepGoing: true,
    },
  );
}

/**
 * Names each failed check (a step that is not a suite) with its exit code and the last lines
 * of its output, so a run whose log is cut above still says which check broke and why.
 */
export function printFailedChecks(outcomes) {
  const failed = outcomes.filter(({ suite, status }) => !suite && status !== 0);
  for (const { name, status, tail } of failed) {
    console.log(`\ncheck failed: ${name} (exit ${status}), its last lines:`);
    console.log(stripVTControlCharacters(tail));
  }
  return failed.length === 0;
}

/**
 * Names each failed test with the first lines of its failure, last in the log, so a run
 * whose log is cut above still says what broke.
 */
function printFailedTests(suites) {
  const failures = suites.flatMap(({ result }) =>
    (result?.testResults ?? []).flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => [path.relative(root, file.name), test.fullName, test.failureMessages]),
    ),
  );
  if (!failures.length) return;
  console.log('\ntests: failed');
  for (const [file, name, messages] of failures) {
    console.log(`${file} > ${name}`);
    const lines = (messages[0] ?? '').split('\n').slice(0, 6);
    for (const line of lines) console.log(`    ${line}`);
  }
}

/**
 * Prints each suite's tests and wall time and the 15 slowest test files, then the totals as
 * the last line (`tests: N passed, N failed`). Answers whether every suite passed with no
 * skipped test.
 */
export function reportSuites(outcomes) {
  const suites = outcomes.filter((outcome) => outcome.suite);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const files = [];
  for (const { result } of suites) {
    if (!result) continue;
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    skipped += result.numPendingTests + result.numTodoTests;
    for (const file of result.testResults) {
      files.push([path.relative(root, file.name), file.endTime - file.startTime]);
    }
  }
  console.log('\ntests: wall time per package');
  printTable(
    ['package', 'tests', 'wall'],
    suites.map(({ name, result, ms }) => [
      name,
      String(result?.numTotalTests ?? 0),
      formatSeconds(ms),
    ]),
  );
  console.log('\ntests: the 15 slowest files');
  printTable(
    ['file', 'time'],
    files
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([file, ms]) => [file, formatSeconds(ms)]),
  );
  printFailedTests(suites);
  console.log('');
  const failing = suites.filter(({ status }) => status !== 0).map(({ name }) => name);
  if (failing.length) console.log(`failing packages: ${failing.join(', ')}`);
  if (skipped > 0) console.log(`skipped or todo tests are not allowed: ${skipped}`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  return failing.length === 0 && failed === 0 && skipped === 0;
}
