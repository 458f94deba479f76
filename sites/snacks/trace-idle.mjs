import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await page.goto(url);
await page.waitForFunction(() => !('__reactRouterContext' in window) || performance.getEntriesByName('snackshop:hydrated').length > 0);
await page.waitForTimeout(1500);
await browser.startTracing(page, { path: '/tmp/exp/trace-idle.json', categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','blink','loading','toplevel','cc','viz'] });
await page.waitForTimeout(3000);
await browser.stopTracing();
console.log(await page.evaluate(() => document.getAnimations().map(a => (a.animationName ?? a.constructor.name) + ' ' + a.playState + ' ' + (a.effect?.target?.outerHTML ?? '').slice(0,150))));
await browser.close();
const t = JSON.parse(readFileSync('/tmp/exp/trace-idle.json','utf8'));
const ev = t.traceEvents ?? t;
const names = {};
for (const e of ev) if (e.name === 'thread_name') names[e.pid+':'+e.tid] = e.args.name;
const agg = {};
for (const e of ev) {
  if (e.ph !== 'X' || !e.dur) continue;
  const th = names[e.pid+':'+e.tid] ?? '?';
  const k = th + ' | ' + e.name;
  agg[k] = agg[k] ?? [0,0]; agg[k][0] += (e.tdur ?? e.dur); agg[k][1]++;
}
Object.entries(agg).sort((a,b)=>b[1][0]-a[1][0]).slice(0,30).forEach(([k,v])=>console.log((v[0]/1000).toFixed(1).padStart(8), String(v[1]).padStart(6), k));
