import { chromium } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await browser.startTracing(page, { path: '/tmp/exp/trace.json', categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','blink','loading','toplevel'] });
await page.goto(url);
await page.waitForFunction(() => !('__reactRouterContext' in window) || performance.getEntriesByName('snackshop:hydrated').length > 0);
await page.waitForTimeout(500);
await browser.stopTracing();
await browser.close();
const t = JSON.parse(readFileSync('/tmp/exp/trace.json','utf8'));
const ev = t.traceEvents ?? t;
// find renderer main thread
const names = {};
for (const e of ev) if (e.name === 'thread_name') names[e.pid+':'+e.tid] = e.args.name;
const agg = {};
for (const e of ev) {
  if (e.ph !== 'X' || !e.dur) continue;
  const th = names[e.pid+':'+e.tid] ?? '?';
  const k = th + ' | ' + e.name;
  agg[k] = (agg[k] ?? 0) + (e.tdur ?? e.dur);
}
Object.entries(agg).sort((a,b)=>b[1]-a[1]).slice(0,40).forEach(([k,v])=>console.log((v/1000).toFixed(1).padStart(8), k));
