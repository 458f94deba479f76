import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addToCart, browserSession } from './browser';
import { createAccount, shopperPage } from './signIn';

/*
 * The look of the shop's pages, kept as screenshots: home, listing, product, cart, checkout and
 * the profile, at 390 × 844 and 1280 × 800, on the snacks site (snacks theme), the rewards site
 * (rewards theme) and the hot-snack shop (hot theme). A page that no longer looks like its
 * baseline fails, with the new screenshot and the difference written under `.tmp/`; after an
 * intended change, `UPDATE_BASELINES=1 pnpm exec vitest run tests/e2e/page-baselines.test.ts`
 * writes the new baselines, to be reviewed and committed like code.
 */
const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');

const BASELINES = path.join(import.meta.dirname, '__screenshots__', 'page-baselines');
const FAILURES = path.resolve(import.meta.dirname, '../../../../.tmp/page-baselines');
/** As the UI kit's component baselines: a pixel differs past 0.2, 1% of them may. */
const PIXEL_THRESHOLD = 0.2;
const ALLOWED_DIFFERENT_PIXELS = 0.01;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const PRODUCT = '/products/cookie-lantern-double-chocolate-cookies-8-oz';

const freshContext = browserSession(() => [snacksUrl, rewardsUrl]);

/** Compares what the page shows now with its baseline, `name` at the viewport's width. */
async function expectLooksAsBefore(page: Page, name: string, mask: Locator[] = []) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', mask });
  const file = path.join(BASELINES, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  if (process.env.UPDATE_BASELINES === '1' || (!existsSync(file) && !process.env.CI)) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(file, shot);
    return;
  }
  expect(
    existsSync(file),
    `no baseline ${path.basename(file)}: write it with UPDATE_BASELINES=1`,
  ).toBe(true);
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(shot);
  const { width, height } = expected;
  const sameSize = actual.width === width && actual.height === height;
  const diff = new PNG({ width, height });
  const different = sameSize
    ? pixelmatch(expected.data, actual.data, diff.data, width, height, {
        threshold: PIXEL_THRESHOLD,
      })
    : width * height;
  const ratio = different / (width * height);
  if (ratio > ALLOWED_DIFFERENT_PIXELS) {
    mkdirSync(FAILURES, { recursive: true });
    const stem = path.join(FAILURES, path.basename(file, '.png'));
    writeFileSync(`${stem}-actual.png`, shot);
    if (sameSize) writeFileSync(`${stem}-diff.png`, PNG.sync.write(diff));
  }
  expect(
    ratio,
    `${path.basename(file)}: ${(ratio * 100).toFixed(2)}% of the pixels differ (see ${FAILURES})`,
  ).toBeLessThanOrEqual(ALLOWED_DIFFERENT_PIXELS);
}

/** Visits `path` at each width and compares it with its baselines, `mask` painted over. */
async function checkPage(
  page: Page,
  siteUrl: string,
  pagePath: string,
  name: string,
  mask: Locator[] = [],
) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await expectLooksAsBefore(page, name, mask);
  }
}

describe.each([
  ['snacks', () => snacksUrl],
  ['rewards', () => rewardsUrl],
])('the %s site looks as its baselines', (site, siteUrl) => {
  it('home, listing, product, cart, checkout and profile at 390 and 1280 px', async () => {
    const url = siteUrl();
    const { page } = await shopperPage(await freshContext());
    await checkPage(page, url, '/', `${site}-home`);
    await checkPage(page, url, '/all-snacks', `${site}-listing`);
    await checkPage(page, url, PRODUCT, `${site}-product`);

    await addToCart(page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }));
    await checkPage(page, url, '/cart', `${site}-cart`);
    await checkPage(page, url, '/checkout', `${site}-checkout`);

    await page.setViewportSize({ width: 1280, height: 800 });
    await createAccount(page, url, {
      firstName: 'Marisol',
      lastName: 'Baseline',
      email: `marisol.baseline.${site}@example.com`,
    });
    // A rewards member's number is drawn at random for each account.
    await checkPage(page, url, '/profile', `${site}-profile`, [page.locator('#rewards')]);
  }, 300_000);
});

describe('the hot-snack shop looks as its baselines', () => {
  it('its listing in the hot theme at 390 and 1280 px', async () => {
    const { page } = await shopperPage(await freshContext());
    await checkPage(page, snacksUrl, '/hot-shop', 'hot-listing');
  }, 120_000);
});
