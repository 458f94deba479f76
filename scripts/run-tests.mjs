// Runs every workspace package's vitest suite, the end-to-end suite in the foreground and the
// others one after another beside it at the lowest CPU priority, and closes with each suite's
// wall time, the slowest files and one line of totals (scripts/steps.mjs).
// Usage: node scripts/run-tests.mjs [package-name ...]
import { reportSuites, runSuites, SUITES } from './steps.mjs';

const only = process.argv.slice(2);
const selected = only.length ? SUITES.filter(([name]) => only.includes(name)) : SUITES;
const outcomes = await runSuites(selected);
process.exit(reportSuites(outcomes) ? 0 : 1);
