// Runs every workspace package's vitest suite, one after another (the end-to-end and browser
// suites keep both cores busy: side by side they stretch and their clock-bound waits slip),
// and closes with each suite's wall time, the slowest files and one line of totals
// (scripts/steps.mjs). Usage: node scripts/run-tests.mjs [package-name ...]
import { reportSuites, runSuites, SUITES } from './steps.mjs';

const only = process.argv.slice(2);
const selected = only.length ? SUITES.filter(([name]) => only.includes(name)) : SUITES;
const outcomes = await runSuites(selected);
process.exit(reportSuites(outcomes) ? 0 : 1);
