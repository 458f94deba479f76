// Runs every workspace package's vitest suite and prints one closing line with the totals.
// The end-to-end suite (a browser, the API and both sites: it keeps about one core and a half
// busy) runs in a lane of its own beside the other suites, which run one after another in the
// second lane; each suite's output is printed whole when it ends. Then a table of each suite's
// wall time and the slowest test files. Usage: node scripts/run-tests.mjs [package-name ...]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatSeconds, printTable } from './timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** Each lane's packages, [name, folder], run in order; the lanes run side by side. */
const lanes = [
  [['@snackshop/snacks', 'sites/snacks']],
  [
    ['workspace checks', '.'],
    ['@snackshop/commerce-core', 'packages/commerce-core'],
    ['@snackshop/commerce-api', 'services/commerce-api'],
    ['@snackshop/ui-kit', 'packages/ui-kit'],
    ['@snackshop/storybook', 'storybook'],
    ['@snackshop/commerce-hooks', 'packages/commerce-hooks'],
    ['@snackshop/storefront', 'packages/storefront'],
    ['@snackshop/rewards', 'sites/rewards'],
  ],
];
const only = process.argv.slice(2);
const selected = lanes.map((lane) =>
  only.length ? lane.filter(([name]) => only.includes(name)) : lane,
);

const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** [package, tests, wall] per package. */
const packageTimes = [];
/** [file, duration in ms] of every test file, as vitest reports them. */
const fileTimes = [];

/** Runs one package's suite, its output kept and printed whole at its end; adds up its report. */
function runSuite([name, dir]) {
  const start = Date.now();
  const report = path.join(reports, `${name.replace(/[@/]/g, '_')}.json`);
  console.log(`── ${name}: started`);
  return new Promise((resolve) => {
    const child = spawn(
      'pnpm',
      [
        'exec',
        'vitest',
        'run',
        '--passWithNoTests',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { cwd: path.join(root, dir), env: process.env },
    );
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const wall = Date.now() - start;
      console.log(`\n── ${name} (${formatSeconds(wall)}, exit ${status}) ──`);
      process.stdout.write(Buffer.concat(output));
      let tests = 0;
      if (existsSync(report)) {
        const result = JSON.parse(readFileSync(report, 'utf8'));
        passed += result.numPassedTests;
        failed += result.numFailedTests;
        skipped += result.numPendingTests + result.numTodoTests;
        tests = result.numTotalTests;
        for (const file of result.testResults) {
          fileTimes.push([path.relative(root, file.name), file.endTime - file.startTime]);
        }
      }
      packageTimes.push([name, String(tests), formatSeconds(wall)]);
      if (status !== 0) failures.push(name);
      resolve();
    });
  });
}

await Promise.all(
  selected.map(async (lane) => {
    for (const suite of lane) await runSuite(suite);
  }),
);

console.log('\ntests: wall time per package');
printTable(['package', 'tests', 'wall'], packageTimes);
console.log('\ntests: the 15 slowest files');
printTable(
  ['file', 'time'],
  fileTimes
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([file, ms]) => [file, formatSeconds(ms)]),
);
console.log('');
if (failures.length) console.log(`failing packages: ${failures.join(', ')}`);
if (skipped > 0) console.log(`skipped or todo tests are not allowed: ${skipped}`);
const totals = `tests: ${passed} passed, ${failed} failed`;
// scripts/validate.mjs repeats it as the gate's last line.
writeFileSync(path.join(reports, 'totals.txt'), totals);
console.log(totals);
process.exit(failures.length || failed || skipped ? 1 : 0);
