// The web budgets (bench/web/README.md): Lighthouse 12 (mobile) on the home, a listing and a
// product page of both built sites against the real API, and the gzip size of the
// JavaScript each page loads first, each figure printed next to its budget.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import {
  LISTING_FIRST_LOAD_BUDGET_KIB,
  measureFirstLoadJs,
  totalGzipKib,
} from '../budgets/firstLoadJs';
import { buildSite, siteBuildDir, startApi, startSite } from '../e2e/stack';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PERFORMANCE_BUDGET = 95;
/**
 * Requests of each page before it is measured: a production server has long compiled its
 * rendering code (JIT) and filled the API's caches; the first requests after start-up have
 * not, and would charge Lighthouse's time to first byte with that one-off cost.
 */
const WARM_UP_REQUESTS = 20;
const ACCESSIBILITY_BUDGET = 100;

/** Debian's Chromium with a DevTools port of its own choosing, for Lighthouse to drive. */
function launchChromium(): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
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

interface Row {
  site: string;
  page: string;
  performance: number;
  accessibility: number;
  firstLoadKib: number;
  listing: boolean;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function productPath(siteUrl: string): Promise<string> {
  const html = await (await fetch(`${siteUrl}/all-snacks`)).text();
  const href = /href="(\/products\/[^"?#]+)"/.exec(html)?.[1];
  if (!href) throw new Error('No product link on /all-snacks');
  return href;
}

/** The value after `flag` on the command line, if given. */
function option(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  // `--report-dir DIR` keeps each page's Lighthouse JSON (LCP element, TBT, unused JS...);
  // `--site snacks` measures one site only; `--scripts` lists each first-load script.
  const reportDir = option('--report-dir');
  const onlySite = option('--site');
  if (!process.argv.includes('--no-build')) {
    buildSite('snacks');
    buildSite('rewards');
  }
  const api = await startApi();
  process.env.API_URL = api.url;
  const sites = { snacks: await startSite('snacks'), rewards: await startSite('rewards') };
  const chromium = await launchChromium();
  const rows: Row[] = [];
  try {
    for (const [name, server] of Object.entries(sites)) {
      if (onlySite && name !== onlySite) continue;
      const pages = [
        { page: 'home', path: '/', listing: false },
        { page: 'listing', path: '/all-snacks', listing: true },
        { page: 'product', path: await productPath(server.url), listing: false },
      ];
      for (const target of pages) {
        const url = `${server.url}${target.path}`;
        for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await (await fetch(url)).text();
        const html = await (await fetch(url)).text();
        const scripts = measureFirstLoadJs(
          html,
          path.join(siteBuildDir(name as 'snacks' | 'rewards'), 'client'),
        );
        if (process.argv.includes('--scripts')) {
          for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
            console.info(
              `${name} ${target.page} ${(script.gzipBytes / 1024).toFixed(1)} KiB ${script.path}`,
            );
          }
        }
        const result = await lighthouse(url, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const categories = result?.lhr.categories;
        if (reportDir && result) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(
            path.join(path.resolve(reportDir), `${name}-${target.page}.json`),
            JSON.stringify(result.lhr, null, 1),
          );
        }
        rows.push({
          site: name,
          page: `${target.page} (${target.path})`,
          performance: Math.round((categories?.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
          firstLoadKib: totalGzipKib(scripts),
          listing: target.listing,
        });
      }
    }
  } finally {
    chromium.process.kill();
    await sites.snacks.close();
    await sites.rewards.close();
    await api.close();
  }

  let failed = false;
  console.info('\nWeb budgets (Lighthouse 12, mobile; first-load JS gzip)\n');
  for (const row of rows) {
    const perf = row.performance >= PERFORMANCE_BUDGET;
    const a11y = row.accessibility >= ACCESSIBILITY_BUDGET;
    const js = !row.listing || row.firstLoadKib <= LISTING_FIRST_LOAD_BUDGET_KIB;
    failed ||= !perf || !a11y || !js;
    console.info(`${row.site} ${row.page}`);
    console.info(
      `  performance    ${String(row.performance).padStart(5)}   budget ≥ ${PERFORMANCE_BUDGET}   ${verdict(perf)}`,
    );
    console.info(
      `  accessibility  ${String(row.accessibility).padStart(5)}   budget = ${ACCESSIBILITY_BUDGET}  ${verdict(a11y)}`,
    );
    console.info(
      `  first-load JS  ${row.firstLoadKib.toFixed(1).padStart(5)} KiB gzip` +
        (row.listing
          ? `   budget ≤ ${LISTING_FIRST_LOAD_BUDGET_KIB} KiB   ${verdict(js)}`
          : '   (budgeted on listings only)'),
    );
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
