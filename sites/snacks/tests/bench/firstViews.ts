// First and kept views (bench/web/README.md "First views"): each site's home, listing and
// product page from the production server (one process, scripts/serve-site.mjs) against the
// real API, as a browser asks for them (Accept-Encoding: br). A first view is an address
// nobody asked for before (a fresh query parameter): a render and its compression; a kept
// view is the same address again; a campaign view is the page with fresh utm_* and gclid
// parameters. Then twelve clients keep asking for new listings while one asks for a kept
// product page. Prints p50 and p95 of each and checks issue 35's two figures.
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { siteBuildDir, startApi } from '../e2e/stack';
import { PAGES, pagePaths } from './pages';
import { processTreeCpuMs, startProductionSite } from './ssrThroughput';

const SITES = ['snacks', 'rewards'] as const;
/** Requests per figure. */
const RUNS = 15;
/** A first view with campaign parameters costs at most this many renders without compression. */
const CAMPAIGN_VIEW_BUDGET = 1.5;
/** A kept page's p95 while twelve clients ask for pages nobody asked for before. */
const KEPT_UNDER_FLOOD_BUDGET_MS = 200;
const FLOOD_CLIENTS = 12;
const FLOOD_SECONDS = 8;

/** One GET read to its end: how long it took and how many bytes came. */
function get(url: string, encoding: string | null): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { headers: encoding ? { 'Accept-Encoding': encoding } : {}, agent: false },
      (incoming) => {
        let bytes = 0;
        incoming.on('data', (chunk: Buffer) => (bytes += chunk.length));
        incoming.on('end', () => {
          if ((incoming.statusCode ?? 0) >= 400)
            reject(new Error(`${url}: ${incoming.statusCode}`));
          else resolve({ ms: performance.now() - started, bytes });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

let fresh = 0;
/** An address of `path` nobody asked for before. */
const firstAddress = (path: string, parameter = 'first') =>
  `${path}${path.includes('?') ? '&' : '?'}${parameter}=${Date.now().toString(36)}${(fresh += 1)}`;

interface Figures {
  p50: number;
  p95: number;
  bytes: number;
  cpuMs: number;
}

/** `RUNS` sequential GETs of the addresses `address(i)` gives; their latency and the site's CPU. */
async function measure(
  site: { url: string; pid: number },
  address: (i: number) => string,
  encoding: string | null = 'br',
): Promise<Figures> {
  const times: number[] = [];
  let bytes = 0;
  const cpuBefore = processTreeCpuMs(site.pid);
  for (let i = 0; i < RUNS; i += 1) {
    const answer = await get(`${site.url}${address(i)}`, encoding);
    times.push(answer.ms);
    bytes = answer.bytes;
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    bytes,
    cpuMs: (processTreeCpuMs(site.pid) - cpuBefore) / RUNS,
  };
}

/** A kept page's latencies while `FLOOD_CLIENTS` clients ask for new listings. */
async function keptUnderFlood(site: { url: string }, kept: string): Promise<number[]> {
  const until = Date.now() + FLOOD_SECONDS * 1000;
  const flood = Array.from({ length: FLOOD_CLIENTS }, async () => {
    while (Date.now() < until) await get(`${site.url}${firstAddress('/all-snacks')}`, 'br');
  });
  const times: number[] = [];
  while (Date.now() < until) {
    times.push((await get(`${site.url}${kept}`, 'br')).ms);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await Promise.all(flood);
  return times;
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

async function main() {
  console.info(
    `load average at start: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  const api = await startApi();
  let passed = true;
  try {
    for (const name of SITES) {
      const site = await startProductionSite({
        site: name,
        buildDir: siteBuildDir(name),
        apiUrl: api.url,
        workers: 1,
      });
      try {
        const paths = await pagePaths(site.url);
        // A production server has compiled its code and holds the API's answers.
        for (const path of Object.values(paths)) {
          for (let i = 0; i < 20; i += 1) await get(`${site.url}${firstAddress(path)}`, 'br');
        }
        console.info(`\n${name}: ${RUNS} requests each, p50 / p95, Accept-Encoding: br`);
        console.info(
          'page      first view            kept view             campaign view         render, no compression   first-view CPU  bytes first/kept',
        );
        for (const page of PAGES) {
          const path = paths[page];
          const plain = await measure(site, () => firstAddress(path), null);
          const first = await measure(site, () => firstAddress(path));
          // Kept, served again, and its strongest form made off the request path.
          await get(`${site.url}${path}`, 'br');
          await get(`${site.url}${path}`, 'br');
          await new Promise((resolve) => setTimeout(resolve, 500));
          const kept = await measure(site, () => path);
          const campaign = await measure(site, () =>
            firstAddress(
              `${path}${path.includes('?') ? '&' : '?'}utm_source=mail&utm_campaign=spring`,
              'gclid',
            ),
          );
          console.info(
            `${page.padEnd(9)} ${ms(first.p50)} ${ms(first.p95)}  ${ms(kept.p50)} ${ms(kept.p95)}  ${ms(campaign.p50)} ${ms(campaign.p95)}  ${ms(plain.p50)} ${ms(plain.p95)}    ${ms(first.cpuMs)}   ${first.bytes} / ${kept.bytes}`,
          );
          if (page === 'listing') {
            const within = campaign.p50 <= CAMPAIGN_VIEW_BUDGET * plain.p50;
            passed &&= within;
            console.info(
              `  listing with fresh campaign parameters: ${(campaign.p50 / plain.p50).toFixed(2)}× a render without compression, budget ≤ ${CAMPAIGN_VIEW_BUDGET}×   ${within ? 'PASS' : 'FAIL'}`,
            );
          }
        }
        const flood = await keptUnderFlood(site, paths.product);
        const p95 = percentile(flood, 95);
        const within = p95 < KEPT_UNDER_FLOOD_BUDGET_MS;
        passed &&= within;
        console.info(
          `  kept product page while ${FLOOD_CLIENTS} clients ask for new listings (${FLOOD_SECONDS} s): p50 ${percentile(flood, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, budget < ${KEPT_UNDER_FLOOD_BUDGET_MS} ms   ${within ? 'PASS' : 'FAIL'}`,
        );
      } finally {
        await site.close();
      }
    }
  } finally {
    await api.close();
  }
  process.exitCode = passed ? 0 : 1;
}

await main();
