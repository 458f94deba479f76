import { chromium } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
const extra = JSON.parse(process.argv[2] ?? '[]');
function cpu() { let t = 0; for (const pid of readdirSync('/proc')) { if (!/^\d+$/.test(pid)) continue; try { const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8'); if (!cmd.includes('chromium')) continue; const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); const r = s.slice(s.lastIndexOf(')') + 2).split(' '); t += +r[11] + +r[12]; } catch {} } return t * 10; }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync', ...extra] });
const urls = ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000/shop', 'http://127.0.0.1:3000/cart','http://127.0.0.1:3000/', 'http://127.0.0.1:3000/shop', 'http://127.0.0.1:3000/cart'];
const c0 = cpu(); const t0 = Date.now(); let closedCpu = 0;
for (const url of urls) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(url);
  await page.waitForFunction(() => !('__reactRouterContext' in window) || performance.getEntriesByName('snackshop:hydrated').length > 0);
  await page.waitForLoadState('networkidle');
  const before = cpu();
  await ctx.close();
  closedCpu += before - cpu(); // cpu of processes that vanished
}
const c1 = cpu() + closedCpu;
console.log(JSON.stringify(extra), 'wall', Date.now() - t0, 'chromium cpu ms', c1 - c0);
await browser.close();
