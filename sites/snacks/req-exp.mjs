import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const url of process.argv.slice(2)) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const reqs = []; const t0 = Date.now();
  page.on('requestfinished', async (r) => { const s = await r.sizes().catch(() => ({})); reqs.push([Date.now() - t0, r.resourceType(), r.url().replace(/^http:\/\/127.0.0.1:\d+/, '').slice(0, 70), s.responseBodySize]); });
  await page.goto(url);
  await page.waitForFunction(() => !('__reactRouterContext' in window) || performance.getEntriesByName('snackshop:hydrated').length > 0);
  const th = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  console.log(url, 'hydrated', th, 'idle', Date.now() - t0, 'requests', reqs.length);
  const by = {}; for (const r of reqs) { by[r[1]] = (by[r[1]] ?? 0) + 1; } console.log(by);
  for (const r of reqs.filter(r => r[1] !== 'script')) console.log('  ', r.join(' '));
  await ctx.close();
}
await browser.close();
