// Our snacks site side by side with a peer storefront (bench/peer: Vendure's Remix starter),
// three pages each, Lighthouse runs interleaved (ours, peer, ours, peer...) so that a machine
// whose speed moves from minute to minute moves both alike; the median of each side's runs.
// The peer is already served (bench/peer/run.mjs starts it); ours is served here as the
// other benchmarks serve it (stack.ts). First-load JavaScript is read from each build the
// same way (budgets/firstLoadJs.ts): the page's bootstrap and every module it imports
// statically, gzip level 9.
// Usage: pnpm exec tsx --conditions=@snackshop/source tests/bench/peerLighthouse.ts \
//          --peer-url http://127.0.0.1:8002 --peer-client-dir <starter>/public \
//          [--peer-listing /collections/electronics] [--runs 5] [--cpu-slowdown 4]
//          [--report-dir /tmp/peer-lh]
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoadScriptPaths, measureScripts, totalGzipKib } from '../budgets/firstLoadJs';
import { ensureSiteBuilt, siteBuildDir, startApi, startSite } from '../e2e/stack';
import { launchChromium, lighthouseRuns, median, medianRun, type PageRun } from './lighthouseRuns';
import { PAGES, pagePaths, type PageName } from './pages';

const { values } = parseArgs({
  options: {
    'peer-url': { type: 'string' },
    'peer-client-dir': { type: 'string' },
    'peer-listing': { type: 'string', default: '/collections/electronics' },
    runs: { type: 'string', default: '5' },
    'cpu-slowdown': { type: 'string', default: '4' },
    'report-dir': { type: 'string' },
  },
});
const peerUrl = values['peer-url'];
const peerClientDir = values['peer-client-dir'];
if (!peerUrl || !peerClientDir) {
  throw new Error('Usage: peerLighthouse.ts --peer-url <url> --peer-client-dir <dir>');
}
const runs = Number(values.runs);
const cpuSlowdown = Number(values['cpu-slowdown']);
const reportDir = values['report-dir'];

/**
 * Requests of each page before it is measured, as in the web budgets: both servers have
 * compiled their rendering code and hold what they cache, so neither pays a cold start.
 */
const WARM_UP_REQUESTS = 20;

interface Side {
  name: 'ours' | 'peer';
  url: string;
  /** The folder the site serves its client files from (script paths are relative to it). */
  clientDir: string;
  paths: Record<PageName, string>;
}

/** The peer's pages: its home, a collection, and the first product the collection links to. */
async function peerPaths(url: string, listing: string): Promise<Record<PageName, string>> {
  const html = await (await fetch(`${url}${listing}`)).text();
  const product = /href="(\/products\/[^"?#]+)"/.exec(html)?.[1];
  if (!product) throw new Error(`No product link on the peer's ${listing}`);
  return { home: '/', listing, product };
}

/**
 * The page's first-load JavaScript in KiB (gzip 9), and the server's time to the first byte
 * of the page (the answer's headers, median of the warm-up's second half): the server's share
 * of FCP and LCP, which Lighthouse's simulation takes as observed.
 */
async function warmUp(side: Side, page: PageName) {
  const url = `${side.url}${side.paths[page]}`;
  const times: number[] = [];
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) {
    const start = performance.now();
    const answer = await fetch(url);
    if (i >= WARM_UP_REQUESTS / 2) times.push(performance.now() - start);
    await answer.text();
  }
  const html = await (await fetch(url)).text();
  const scripts = measureScripts(firstLoadScriptPaths(html, side.clientDir), side.clientDir);
  return { firstLoadKib: totalGzipKib(scripts), ttfbMs: median(times) };
}

interface Row {
  page: PageName;
  side: Side['name'];
  path: string;
  median: ReturnType<typeof medianRun>;
  firstLoadKib: number;
  ttfbMs: number;
}

const brief = (run: PageRun) =>
  `perf ${run.performance} FCP ${run.firstContentfulPaintMs.toFixed(0)}` +
  ` LCP ${run.largestContentfulPaintMs.toFixed(0)} TBT ${run.totalBlockingTimeMs.toFixed(0)}` +
  ` index ${run.benchmarkIndex.toFixed(0)}`;

/** Each page of both sides, `runs` pairs of Lighthouse runs taken ours then peer. */
async function measure(sides: readonly [Side, Side], port: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of PAGES) {
    const warm = [await warmUp(sides[0], page), await warmUp(sides[1], page)];
    const taken: [PageRun[], PageRun[]] = [[], []];
    for (let pair = 0; pair < runs; pair += 1) {
      for (const [index, side] of sides.entries()) {
        const [run] = await lighthouseRuns(`${side.url}${side.paths[page]}`, {
          port,
          runs: 1,
          cpuSlowdown,
          ...(reportDir
            ? {
                reportPath: () =>
                  path.resolve(reportDir, `${side.name}-${page}-${taken[index]!.length + 1}.json`),
              }
            : {}),
        });
        if (run) taken[index as 0 | 1].push(run);
      }
      console.info(
        `${page} pair ${pair + 1}: ours ${brief(taken[0][pair]!)} | peer ${brief(taken[1][pair]!)}`,
      );
    }
    for (const [index, side] of sides.entries()) {
      rows.push({
        page,
        side: side.name,
        path: side.paths[page],
        median: medianRun(taken[index as 0 | 1]),
        ...warm[index]!,
      });
    }
    console.info(`${page}: load average ${loadavg()[0]?.toFixed(1)}`);
  }
  return rows;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The medians as a Markdown table, for the README. */
function printTable(rows: readonly Row[]): void {
  const header = ['Page', 'Site', 'Path', 'Perf.', 'FCP', 'LCP', 'TBT', 'Boot-up', 'Index', 'TTFB'];
  const lines = [
    `| ${[...header, 'First-load JS'].join(' | ')} |`,
    `|${' --- |'.repeat(header.length + 1)}`,
    ...rows.map((row) =>
      [
        '',
        row.page,
        row.side,
        `\`${row.path}\``,
        row.median.performance,
        seconds(row.median.firstContentfulPaintMs),
        seconds(row.median.largestContentfulPaintMs),
        `${row.median.totalBlockingTimeMs.toFixed(0)} ms`,
        seconds(row.median.bootupTimeMs),
        row.median.benchmarkIndex.toFixed(0),
        `${row.ttfbMs.toFixed(0)} ms`,
        `${row.firstLoadKib.toFixed(1)} KiB`,
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ];
  console.info(`\nMedian of ${runs} runs per page, CPU slowdown ${cpuSlowdown}:\n`);
  console.info(lines.join('\n'));
}

ensureSiteBuilt('snacks');
const api = await startApi();
process.env.API_URL = api.url;
const site = await startSite('snacks');
const chromium = await launchChromium();
try {
  const ours: Side = {
    name: 'ours',
    url: site.url,
    clientDir: path.join(siteBuildDir('snacks'), 'client'),
    paths: await pagePaths(site.url),
  };
  const peer: Side = {
    name: 'peer',
    url: peerUrl,
    clientDir: path.resolve(peerClientDir),
    paths: await peerPaths(peerUrl, values['peer-listing']),
  };
  console.info(
    `load average at the start ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  printTable(await measure([ours, peer], chromium.port));
} finally {
  chromium.process.kill();
  await site.close();
  await api.close();
}
