// Where a page's first seconds go in the browser: serves a site's build (SITE_BUILD_DIR) the
// way the end-to-end tests do, loads one page in Chromium with the CPU slowed, records a CPU
// profile from navigation until the page is idle and prints the functions that took the most
// time, by themselves and with what they called. Build without minifying to read React's own
// function names: SITE_BUILD_DIR=.tmp/prof pnpm exec react-router build --minify false
// Usage: SITE_BUILD_DIR=.tmp/prof pnpm exec tsx --conditions=@snackshop/source \
//          tests/bench/profilePage.ts [/all-snacks] [--cpu-slowdown 4] [--top 30] [--out file]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../../vitest.shared';
import { startApi, startSite } from '../e2e/stack';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'cpu-slowdown': { type: 'string', default: '4' },
    top: { type: 'string', default: '30' },
    out: { type: 'string' },
    site: { type: 'string', default: 'snacks' },
  },
});
const pagePath = positionals[0] ?? '/all-snacks';
const site = values.site === 'rewards' ? 'rewards' : 'snacks';

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.split('/').pop() ?? '';
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

/** Self and total milliseconds per function (a recursive frame counts once per sample). */
function aggregate(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((sample, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const leaf = byId.get(sample);
    if (!leaf) return;
    self.set(frameName(leaf), (self.get(frameName(leaf)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const name = frameName(byId.get(id)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  return { self, total };
}

const api = await startApi();
process.env.API_URL = api.url;
const server = await startSite(site);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  // Warm the site's caches and the browser's HTTP cache the way a second visitor finds them.
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values['cpu-slowdown']) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  if (values.out) writeFileSync(values.out, JSON.stringify(profile));
  const { self, total } = aggregate(profile);
  const top = Number(values.top);
  const print = (title: string, table: Map<string, number>) => {
    console.info(`\n${title}`);
    for (const [name, ms] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.info(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
    }
  };
  print('self time', self);
  print('total time (with callees)', total);
} finally {
  await browser.close();
  await server.close();
  await api.close();
}
