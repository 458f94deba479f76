// Runs every workspace package's vitest suite one package at a time (the machines have two
// cores; browser, database and end-to-end suites would fight over them in parallel) and prints
// one closing line with the totals. Usage: node scripts/run-tests.mjs [package-name ...]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatSeconds, printTable } from './timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const packages = [
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
const only = process.argv.slice(2);
const selected = only.length ? packages.filter(([name]) => only.includes(name)) : packages;

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
for (const [name, dir] of selected) {
  const start = Date.now();
  const report = path.join(reports, `${name.replace(/[@/]/g, '_')}.json`);
  console.log(`\n── ${name} ──`);
  const run = spawnSync(
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
    { cwd: path.join(root, dir), stdio: 'inherit', env: process.env },
  );
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
  packageTimes.push([name, String(tests), formatSeconds(Date.now() - start)]);
  if (run.status !== 0) failures.push(name);
}

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
