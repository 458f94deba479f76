// What the long tasks of a Lighthouse trace were made of: `--report-dir` writes each run's
// trace beside its report; this prints every main-thread task over a threshold (observed
// milliseconds: Lighthouse's mobile simulation counts them 4 times) with its largest parts.
// Usage: pnpm exec tsx tests/bench/traceTasks.ts /tmp/lh/snacks-listing-1.trace.json [12]
import { readFileSync } from 'node:fs';
import type { TraceEvent } from './traceEvent';

/** The parts of a task worth naming: parsing, scripts, style and layout, painting, GC. */
const PARTS = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'RunMicrotasks',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'ParseAuthorStyleSheet',
  'MajorGC',
  'MinorGC',
]);

const [file, threshold = '12'] = process.argv.slice(2);
if (!file) throw new Error('Usage: traceTasks.ts <trace.json> [threshold ms]');
const parsed = JSON.parse(readFileSync(file, 'utf8')) as
  TraceEvent[] | { traceEvents: TraceEvent[] };
const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
// The page's main thread: the one that parsed the most HTML (about:blank parses a little).
const parsing = new Map<string, TraceEvent[]>();
for (const event of events.filter((candidate) => candidate.name === 'ParseHTML')) {
  const thread = `${event.pid}:${event.tid}`;
  parsing.set(thread, [...(parsing.get(thread) ?? []), event]);
}
const main = [...parsing.values()].sort((a, b) => b.length - a.length)[0]?.[0];
if (!main) throw new Error('No HTML parsing in this trace');
const start = events.find(
  (event) => event.name === 'navigationStart' && event.pid === main.pid,
)?.ts;
const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
const tasks = onMain.filter(
  (event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 >= Number(threshold),
);
let blocking = 0;
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  const parts = new Map<string, number>();
  for (const event of onMain) {
    if (event.ts < task.ts || event.ts >= end || !PARTS.has(event.name)) continue;
    const url = event.args?.data?.url?.split('/').pop();
    const key = [event.name, url, event.args?.data?.functionName].filter(Boolean).join(' ');
    parts.set(key, (parts.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const duration = (task.dur ?? 0) / 1000;
  blocking += Math.max(0, duration * 4 - 50);
  const top = [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
    .join('; ');
  const at = start === undefined ? '' : `${((task.ts - start) / 1000).toFixed(0)} ms `;
  console.info(`${at}${duration.toFixed(1).padStart(6)} ms  ${top}`);
}
console.info(`${tasks.length} tasks; blocking at 4x (before FCP too): ${blocking.toFixed(0)} ms`);
