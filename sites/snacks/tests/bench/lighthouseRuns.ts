// Lighthouse runs of one page, median of several, each failed run (NO_NAVSTART, a score
// of 0) taken again: one bad trace must not decide a budget.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { FULL_CHROMIUM } from '../../../../scripts/test-browser.mjs';
import { chromiumLaunchOptions } from '../../../../vitest.shared';

// Lighthouse is told CHROME_PATH, else the full browser (the figures so far were taken in it).
const CHROMIUM = process.env.CHROME_PATH ?? FULL_CHROMIUM;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Attempts at one run before the page is reported as failing. */
const ATTEMPTS = 3;

/** Debian's Chromium with a DevTools port of its own choosing, for Lighthouse to drive. */
export function launchChromium(): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(
    CHROMIUM,
    [...chromiumLaunchOptions.args, '--remote-debugging-port=0', 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ port: Number(match[1]), process: child });
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
}

/** What one Lighthouse run of a page measured. */
export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** Script evaluation, parsing and compiling on the main thread (Lighthouse `bootup-time`). */
  bootupTimeMs: number;
  /** Elements in the page (Lighthouse `dom-size`). */
  domNodes: number;
  /** Lighthouse's CPU benchmark of the machine during the run (higher is faster). */
  benchmarkIndex: number;
  /** Every script the page loaded by network idle, as paths on the site or full URLs. */
  scripts: string[];
  /** The LCP element, as Lighthouse describes it. */
  largestContentfulPaintElement: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function pageRun(lhr: Lhr, origin: string): PageRun {
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { url: string; resourceType?: string }[] | undefined;
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    firstContentfulPaintMs: metric(lhr, 'first-contentful-paint'),
    largestContentfulPaintMs: metric(lhr, 'largest-contentful-paint'),
    totalBlockingTimeMs: metric(lhr, 'total-blocking-time'),
    cumulativeLayoutShift: metric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: metric(lhr, 'speed-index'),
    bootupTimeMs: metric(lhr, 'bootup-time'),
    domNodes: metric(lhr, 'dom-size'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scripts: (requests ?? [])
      .filter((request) => request.resourceType === 'Script')
      .map((request) =>
        request.url.startsWith(origin) ? request.url.slice(origin.length) : request.url,
      ),
    largestContentfulPaintElement: lcp?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
  };
}

/**
 * `runs` Lighthouse runs of `url` (mobile, simulated throttling, the four categories). A run
 * that errors, or comes back with a runtime error or a performance score of 0, is taken
 * again (at most ATTEMPTS times). `reportPath(run)` keeps each run's JSON. `cpuSlowdown`
 * replaces Lighthouse's CPU throttling (4 on mobile): a fast machine measured as a slow phone.
 */
export async function lighthouseRuns(
  url: string,
  options: {
    port: number;
    runs: number;
    reportPath?: (run: number) => string;
    cpuSlowdown?: number;
  },
): Promise<PageRun[]> {
  const origin = new URL(url).origin;
  const runs: PageRun[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    for (let attempt = 1; ; attempt += 1) {
      const result = await lighthouse(url, {
        port: options.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(options.cpuSlowdown
          ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } }
          : {}),
      }).catch((error: unknown) => {
        console.warn(`  ${url}: Lighthouse failed (${String(error)})`);
        return undefined;
      });
      const lhr = result?.lhr;
      const failed = !lhr || lhr.runtimeError !== undefined || score(lhr, 'performance') === 0;
      if (lhr && !failed) {
        if (options.reportPath) {
          const file = options.reportPath(run);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, JSON.stringify(lhr, null, 1));
          // The observed trace beside it, for DevTools' Performance panel: which task is which.
          writeFileSync(
            file.replace(/\.json$/, '.trace.json'),
            JSON.stringify(result.artifacts.Trace),
          );
        }
        runs.push(pageRun(lhr, origin));
        break;
      }
      console.warn(
        `  ${url}: run ${run + 1} failed (${lhr?.runtimeError?.code ?? 'score 0'}), attempt ${attempt} of ${ATTEMPTS}`,
      );
      if (attempt >= ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}`);
    }
  }
  return runs;
}

/** The middle value of `values`; the mean of the two middle ones; NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of each figure of `runs`. */
export function medianRun(
  runs: readonly PageRun[],
): Omit<PageRun, 'scripts' | 'largestContentfulPaintElement'> {
  const figure = (pick: (run: PageRun) => number) => median(runs.map(pick));
  return {
    performance: figure((run) => run.performance),
    accessibility: figure((run) => run.accessibility),
    bestPractices: figure((run) => run.bestPractices),
    seo: figure((run) => run.seo),
    firstContentfulPaintMs: figure((run) => run.firstContentfulPaintMs),
    largestContentfulPaintMs: figure((run) => run.largestContentfulPaintMs),
    totalBlockingTimeMs: figure((run) => run.totalBlockingTimeMs),
    cumulativeLayoutShift: figure((run) => run.cumulativeLayoutShift),
    speedIndexMs: figure((run) => run.speedIndexMs),
    bootupTimeMs: figure((run) => run.bootupTimeMs),
    domNodes: figure((run) => run.domNodes),
    benchmarkIndex: figure((run) => run.benchmarkIndex),
  };
}
