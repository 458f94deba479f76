import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { storefrontRoutes } from '@snackshop/storefront/routes';
import { addToCart, browserSession, inTabs } from './browser';
import { continueToPayment, fillShipping, placeOrder, typeCard } from './checkout-flow';
import { createAccount, shopperPage } from './signIn';

const snacksUrl = inject('snacksUrl');

const freshContext = browserSession(() => [snacksUrl]);

/** The widths every page is checked at: the smallest phones, a common phone, a laptop. */
const WIDTHS = [320, 360, 390, 1280] as const;
/**
 * From this width up, the header's bar is one line (on a phone: logo, Menu and cart) and every
 * control of the header shows its label on one line.
 */
const HEADER_ONE_LINE_FROM = 320;
const LANGUAGES = ['en-us', 'es-us'] as const;

/** Routes that are not pages a shopper reads: files, redirects, the API and image proxies. */
const NOT_PAGES = new Set([
  'robots.txt',
  'sitemap.xml',
  'api/get-pkce-challenge',
  'api/recently-viewed',
  'api/*',
  'images/*',
  'signin',
  'signout',
  'implicit/callback',
  'implicit/ssocallback',
]);

/** A real address for each route with a parameter. */
const SAMPLE_PATHS: Record<string, string> = {
  'products/:slug': 'products/cookie-lantern-double-chocolate-cookies-8-oz',
  'hot-shop/products/:slug': 'hot-shop/products/blaze-ridge-sriracha-potato-chips-8-oz',
  'profile/orders/:orderNumber': 'profile/orders/SO-00000000',
  'thank-you/:orderNumber': 'thank-you/SO-00000000',
  '*': 'no-such-page',
};

/** Every page of the route table, as a path to visit. */
const PAGES = storefrontRoutes.flatMap((route) => {
  if (route.index) return ['/'];
  const path = route.path ?? '';
  if (NOT_PAGES.has(path)) return [];
  return [`/${SAMPLE_PATHS[path] ?? path}`];
});

/** The pages a signed-in customer sees differently, with one of their orders. */
const signedInPages = (orderNumber: string) => [
  '/',
  '/cart',
  '/checkout',
  `/thank-you/${orderNumber}`,
  ...PAGES.filter((p) => /^\/(profile|saved-mixes)/.test(p)).map((p) =>
    p.replace('SO-00000000', orderNumber),
  ),
];

/**
 * What is wrong with the layout as it is drawn now: sideways scroll, a word split over two
 * lines, a header bar on two lines or a header control whose label wraps. Hidden text (closed
 * menus, visually hidden labels) is not drawn and not checked.
 */
function layoutProblems(headerOneLine: boolean) {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .filter((el) => el.children.length === 0)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`);
    problems.push(
      `scrolls sideways (${root.scrollWidth} > ${root.clientWidth}) ${wide.join(' | ')}`,
    );
  }
  /** How many lines the rects of a range are drawn on. */
  const lineCount = (rects: DOMRect[]) => {
    const drawn = rects.filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = -Infinity;
    for (const rect of drawn) {
      if (rect.top >= bottom - 2) {
        lines += 1;
        bottom = rect.bottom;
      } else bottom = Math.max(bottom, rect.bottom);
    }
    return lines;
  };
  const drawn = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
  };
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!text.trim() || !parent || parent.closest('script, style, noscript') || !drawn(parent)) {
      continue;
    }
    // A word here is what sits between spaces and the marks a line may break after.
    for (const match of text.matchAll(/[^\s\-‐–—/@.,()·|]{2,}/g)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (lineCount([...range.getClientRects()]) > 1) problems.push(`word split: "${match[0]}"`);
    }
  }
  if (headerOneLine) {
    // The bar's first control is the logo and its last the cart: one line holds both.
    const controls = [...document.querySelectorAll('header a, header button')].filter(drawn);
    const [logo, cart] = [controls[0], controls.at(-1)].map((el) => el?.getBoundingClientRect());
    if (logo && cart && Math.abs(logo.top + logo.height / 2 - (cart.top + cart.height / 2)) > 4) {
      problems.push('header bar on two lines: the cart is not beside the logo');
    }
    for (const control of document.querySelectorAll('header a, header button')) {
      if (!drawn(control)) continue;
      range.selectNodeContents(control);
      if (lineCount([...range.getClientRects()]) > 1) {
        problems.push(`header control on two lines: "${control.textContent?.trim()}"`);
      }
    }
  }
  return problems;
}

/** Checks the page `page` shows at every width, resizing in place; the problems found. */
async function checkWidths(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    const problems = await page.evaluate(layoutProblems, width >= HEADER_ONE_LINE_FROM);
    for (const problem of new Set(problems)) found.push(`${where} ${width}px: ${problem}`);
  }
  return found;
}

/**
 * Visits each page once per language, once every request it makes has been answered
 * (`networkidle`), and checks it at every width; a few tabs of `context` (its cookies, so
 * the same shopper) share the pages out. The problems found, in the pages' order.
 */
async function crawl(
  context: BrowserContext,
  paths: readonly string[],
  who: string,
): Promise<string[]> {
  const visits = LANGUAGES.flatMap((language) => paths.map((path) => ({ language, path })));
  const { results } = await inTabs(context, visits, async (page, { language, path }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const separator = path.includes('?') ? '&' : '?';
    await page.goto(`${snacksUrl}${path}${separator}lang=${language}`, {
      waitUntil: 'networkidle',
    });
    return checkWidths(page, `${who} ${language} ${path}`);
  });
  return results.flat();
}

describe('layout of every page on phones and laptops', () => {
  it('has no sideways scroll, no split word and a one-line header, signed out', async () => {
    const context = await freshContext();
    expect(PAGES.length).toBeGreaterThan(30);
    expect(await crawl(context, PAGES, 'signed out')).toEqual([]);
  }, 600_000);

  it('the same signed in, on the pages a customer sees differently', async () => {
    const { page } = await shopperPage(await freshContext());
    // A long address, as the order detail page must fit on a phone.
    const email = 'alicia.montgomeryvillanueva.longaddress@example.com';
    await createAccount(page, snacksUrl, { firstName: 'Alicia', lastName: 'Montgomery', email });
    await page.goto(`${snacksUrl}/products/cookie-lantern-double-chocolate-cookies-8-oz`, {
      waitUntil: 'networkidle',
    });
    await addToCart(page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }));
    await page.goto(`${snacksUrl}/checkout`, { waitUntil: 'networkidle' });
    await fillShipping(page, { email });
    await continueToPayment(page);
    await typeCard(page, '4111111111111111');
    const orderNumber = await placeOrder(page);
    expect(await crawl(page.context(), signedInPages(orderNumber), 'signed in')).toEqual([]);
  }, 600_000);
});
