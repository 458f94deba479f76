import { get } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LISTING_BUDGETS, LISTING_SIZE_CEILINGS } from '../budgets/budgets';
import {
  countBodyElements,
  DOCUMENT_LOAD_HEADERS,
  listingHtmlFigures,
} from '../budgets/listingSize';
import { LANGUAGE_COOKIE } from '@snackshop/storefront/server';
import { launchBrowser } from './browser';

const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');

let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the listing page’s weight', () => {
  it('keeps its HTML per product and its elements under the ceilings, in both languages, on both sites', async () => {
    const page = await browser!.newPage();
    for (const [siteUrl, lang] of [snacksUrl, rewardsUrl].flatMap((url) =>
      (['en-us', 'es-us'] as const).map((language) => [url, language] as const),
    )) {
      // As a browser's first visit is sent it (no cookies: the consent panel is in the page).
      const html = await (
        await fetch(`${siteUrl}/all-snacks?lang=${lang}`, { headers: DOCUMENT_LOAD_HEADERS })
      ).text();
      const figures = listingHtmlFigures(html);
      const elements = await countBodyElements(page, html);
      console.info(
        `${siteUrl}/all-snacks ${lang}: ${figures.htmlBytes} bytes, ${figures.products} products, ` +
          `${Math.round(figures.bytesPerProduct)} bytes per product (budget ${LISTING_BUDGETS.htmlBytesPerProduct}), ` +
          `route data ${figures.hydrationDataBytes} bytes, ${elements} elements (budget ${LISTING_BUDGETS.domNodes})`,
      );
      expect(figures.products).toBe(36);
      expect(figures.bytesPerProduct).toBeLessThanOrEqual(
        LISTING_SIZE_CEILINGS.htmlBytesPerProduct[lang],
      );
      expect(elements).toBeLessThanOrEqual(LISTING_SIZE_CEILINGS.bodyElements);
      // React Router’s scroll restoration script as the site writes it (about 560 B as the router
      // does; scrollRestorationWrittenSmall): a router whose script changed is left as it is.
      const scrollScript = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
        .map((match) => match[1] ?? '')
        .find((text) => text.includes('react-router-scroll-positions'));
      expect(scrollScript?.length).toBeLessThan(400);
    }
    await page.close();
  });

  it('goes out quickly compressed at first and at brotli’s best once kept, within a slow connection’s first round trip', async () => {
    for (const lang of ['en-us', 'es-us'] as const) {
      const listing = () =>
        new Promise<{
          headers: Record<string, string | string[] | undefined>;
          body: Buffer;
        }>((resolve, reject) => {
          get(
            `${snacksUrl}/all-snacks?lang=${lang}`,
            // The language already chosen: a page that sets no cookie is one any visitor is sent.
            {
              headers: {
                'Accept-Encoding': 'gzip, deflate, br',
                Cookie: `${LANGUAGE_COOKIE}=${lang}`,
              },
            },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
              );
            },
          ).on('error', reject);
        });
      const first = await listing();
      expect(first.headers['content-encoding']).toBe('br');
      expect(String(first.headers.vary)).toContain('Accept-Encoding');
      const html = brotliDecompressSync(first.body).toString('utf8');
      expect(html).toContain('</html>');
      // TCP's first window is ten segments (~14.6 KB): the headers and the page fit in it,
      // even as the first view's quick compression (brotli 5) writes it.
      expect(first.body.length).toBeLessThanOrEqual(14_000);
      // Served again, the kept page's strongest form is made off the request path; the
      // visitors after get it.
      let kept = await listing();
      await expect
        .poll(async () => (kept = await listing()).body.length, { interval: 100 })
        .toBeLessThan(first.body.length);
      expect(brotliDecompressSync(kept.body).toString('utf8')).toBe(html);
      console.info(
        `/all-snacks ${lang}: ${first.body.length} bytes compressed at first, ${kept.body.length} kept`,
      );
      expect(kept.body.length).toBeLessThanOrEqual(12_500);
    }
  });
});
