// Runs every workspace package's vitest suite and closes with one line of totals. The
// end-to-end suite runs in a lane of its own beside the others, which run one after another
// (scripts/steps.mjs). Usage: node scripts/run-tests.mjs [package-name ...]
import { clearReports, END_TO_END, reportSuites, runLanes, suite, SUITES } from './steps.mjs';

const only = process.argv.slice(2);
const selected = only.length ? SUITES.filter(([name]) => only.includes(name)) : SUITES;
clearReports();
const outcomes = await runLanes(
  [
    selected.filter(([name]) => name === END_TO_END).map(suite),
    selected.filter(([name]) => name !== END_TO_END).map(suite),
  ],
  { keepGoing: true },
);
process.exit(reportSuites(outcomes) ? 0 : 1);
