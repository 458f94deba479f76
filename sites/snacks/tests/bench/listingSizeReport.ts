// The listing's weight: HTML bytes per product and elements of `/all-snacks` as the server
// sends it to a browser's first visit (no cookies, English and Spanish), against
// LISTING_BUDGETS; and the home page's route data against HOME_DATA_BUDGET_BYTES. Exact figures, the same
// on a busy machine, so they need no repeated runs.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../../vitest.shared';
import { HOME_DATA_BUDGET_BYTES, LISTING_BUDGETS } from '../budgets/budgets';
import {
  countBodyElements,
  DOCUMENT_LOAD_HEADERS,
  listingHtmlFigures,
  routeDataBytes,
} from '../budgets/listingSize';
import { startSite } from '../e2e/stack';

const LANGUAGES = ['en-us', 'es-us'] as const;

/** Prints each site's listing weight next to its budgets; returns whether all passed. */
export async function reportListingSizes(sites: readonly ('snacks' | 'rewards')[]) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  let passed = true;
  const line = (label: string, value: string, budget: string, ok: boolean) => {
    passed &&= ok;
    console.info(
      `  ${label.padEnd(26)}${value.padStart(12)}   ${budget.padEnd(14)}${ok ? 'PASS' : 'FAIL'}`,
    );
  };
  console.info('\nListing weight (server HTML of /all-snacks, no cookies, before compression)\n');
  try {
    for (const site of sites) {
      const server = await startSite(site);
      try {
        for (const lang of LANGUAGES) {
          const html = await (
            await fetch(`${server.url}/all-snacks?lang=${lang}`, {
              headers: DOCUMENT_LOAD_HEADERS,
            })
          ).text();
          const figures = listingHtmlFigures(html);
          const elements = await countBodyElements(page, html);
          console.info(
            `${site} listing, ${lang}: ${figures.htmlBytes} bytes, ${figures.products} products, ` +
              `route data ${figures.hydrationDataBytes} bytes`,
          );
          line(
            '  HTML per product',
            `${Math.round(figures.bytesPerProduct)} B`,
            `≤ ${LISTING_BUDGETS.htmlBytesPerProduct} B`,
            figures.bytesPerProduct <= LISTING_BUDGETS.htmlBytesPerProduct,
          );
          line(
            '  elements before hydration',
            String(elements),
            `≤ ${LISTING_BUDGETS.domNodes}`,
            elements <= LISTING_BUDGETS.domNodes,
          );
        }
        const home = await (await fetch(server.url, { headers: DOCUMENT_LOAD_HEADERS })).text();
        line(
          `${site} home, route data`,
          `${routeDataBytes(home)} B`,
          `≤ ${HOME_DATA_BUDGET_BYTES} B`,
          routeDataBytes(home) <= HOME_DATA_BUDGET_BYTES,
        );
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  return passed;
}
