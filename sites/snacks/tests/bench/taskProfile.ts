// Which code made each long main-thread task of a page's load: serves a site's build
// (SITE_BUILD_DIR) the way the end-to-end tests do, loads one page in Chromium with a trace
// that carries V8's sampling profiler, and prints every main-thread task over a threshold
// (observed milliseconds; Lighthouse's mobile simulation multiplies each task by its CPU
// slowdown and drops tasks under 10 ms) with the functions its samples fell in. Unthrottled
// by default, as Lighthouse observes a page; build unminified to read the functions' names:
// SITE_BUILD_DIR=.tmp/prof pnpm exec react-router build --minify false
// Usage: SITE_BUILD_DIR=.tmp/prof NODE_ENV=production pnpm exec tsx \
//          --conditions=@snackshop/source tests/bench/taskProfile.ts [/all-snacks] \
//          [--threshold 8] [--cpu-slowdown 1] [--runs 1] [--out trace.json]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../../vitest.shared';
import { startApi, startSite } from '../e2e/stack';
import type { ProfileNode, TraceEvent } from './traceEvent';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    threshold: { type: 'string', default: '8' },
    'cpu-slowdown': { type: 'string', default: '1' },
    runs: { type: 'string', default: '1' },
    out: { type: 'string' },
    site: { type: 'string', default: 'snacks' },
    depth: { type: 'string', default: '2' },
  },
});
const pagePath = positionals[0] ?? '/all-snacks';
const site = values.site === 'rewards' ? 'rewards' : 'snacks';
const threshold = Number(values.threshold);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  'blink.user_timing',
  'loading',
];

async function recordTrace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

const FRAMEWORK =
  /^(performWorkUntilDeadline|performWorkOnRoot\w*|renderRoot\w*|workLoop\w*|performUnitOfWork|beginWork|flushPassiveEffects|flushPendingEffects|commitRoot|completeRoot\w*|\(anonymous\)|\(program\)|runWithFiberInDEV)$/;

function frameLabel(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file =
    (url ?? '')
      .split('/')
      .pop()
      ?.replace(/-[\w-]{8}\.js$/, '.js') ?? '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${(lineNumber ?? 0) + 1}` : ''}`;
}

/** The samples of the renderer's main thread: (timestamp µs, stack of nodes root first). */
function mainThreadSamples(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; leaf: number }[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return { nodes, samples };
  let ts = (profile.args as { data?: { startTime?: number } }).data?.startTime ?? profile.ts;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = chunk.args?.data?.cpuProfile?.samples ?? [];
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    ids.forEach((leaf, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, leaf });
    });
  }
  return { nodes, samples };
}

function stackOf(nodes: Map<number, ProfileNode>, leaf: number): ProfileNode[] {
  const stack: ProfileNode[] = [];
  for (let node = nodes.get(leaf); node; node = node.parent ? nodes.get(node.parent) : undefined)
    stack.unshift(node);
  return stack;
}

/** A sample named by the first `depth` functions of ours or a library's below the scheduler. */
function sampleLabel(stack: ProfileNode[], depth: number): string {
  const leaf = stack[stack.length - 1];
  if (!leaf) return '(none)';
  if (['(idle)', '(program)', '(garbage collector)'].includes(leaf.callFrame.functionName))
    return leaf.callFrame.functionName;
  const own = stack.filter(
    (node) => node.callFrame.url && !FRAMEWORK.test(node.callFrame.functionName || '(anonymous)'),
  );
  const picked = own.slice(0, depth).map(frameLabel);
  return `${picked.join(' > ') || frameLabel(leaf)}  [${frameLabel(leaf)}]`;
}

function report(events: TraceEvent[]): void {
  const parses = events.filter((e) => e.name === 'ParseHTML');
  const counts = new Map<string, number>();
  for (const e of parses)
    counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const [thread] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!thread) throw new Error('No HTML parsing in this trace');
  const [pid, tid] = thread.split(':').map(Number) as [number, number];
  const start =
    events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ??
    Math.min(...parses.map((e) => e.ts));
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts;
  const { nodes, samples } = mainThreadSamples(events, pid, tid);
  const tasks = events.filter(
    (e) =>
      e.pid === pid && e.tid === tid && e.name === 'RunTask' && (e.dur ?? 0) >= threshold * 1000,
  );
  const depth = Number(values.depth);
  let counted = 0;
  if (paint) console.info(`first contentful paint at ${((paint - start) / 1000).toFixed(0)} ms`);
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    const inside = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    inside.forEach((sample, index) => {
      const next = inside[index + 1]?.ts ?? end;
      const label = sampleLabel(stackOf(nodes, sample.leaf), depth);
      parts.set(label, (parts.get(label) ?? 0) + (next - sample.ts) / 1000);
    });
    const ms = (task.dur ?? 0) / 1000;
    if (ms >= 10 && (!paint || task.ts >= paint)) counted += 1;
    const after = paint && task.ts < paint ? ' (before the first paint)' : '';
    console.info(`\n${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms${after}`);
    for (const [label, partMs] of [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6))
      console.info(`  ${partMs.toFixed(1).padStart(6)}  ${label}`);
  }
  console.info(`\n${counted} tasks of 10 ms or more after the first paint`);
}

const api = await startApi();
process.env.API_URL = api.url;
const server = await startSite(site);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    // Warm the site's caches and the browser's HTTP cache the way a second visitor finds them.
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    await page.goto('about:blank');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values['cpu-slowdown']) });
    const events = await recordTrace(cdp, async () => {
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(3000);
    });
    if (values.out)
      writeFileSync(values.out.replace(/(\.json)?$/, `-${run}.json`), JSON.stringify(events));
    console.info(`\nrun ${run}`);
    report(events);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
  await api.close();
}
