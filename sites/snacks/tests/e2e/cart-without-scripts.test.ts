import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { priceWithApi, usd } from './checkout-flow';
import {
  checkServedPage as checkServedPageOf,
  post,
  withoutScripts as withoutScriptsIn,
} from './without-scripts';

/*
 * The cart with scripts off (issue 37, decision 0052): Add to cart on a product page posts a
 * form to the cart, and the cart page shows the cart the server keeps, with a quantity and
 * Remove per line as plain forms and the API's amounts, in English and in Spanish.
 */
const snacksUrl = inject('snacksUrl');
const apiUrl = inject('apiUrl');

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const withoutScripts = () => withoutScriptsIn(browser, snacksUrl);
const checkServedPage = (page: Page) => checkServedPageOf(browser, snacksUrl, page);

/** The first product of the listing's own page, in `lang`. */
async function openFirstProduct(page: Page, query = '') {
  await page.goto(`${snacksUrl}/all-snacks${query}`);
  await page.locator('main article h3 a').first().click();
  await page.waitForURL(/\/products\//);
  return page.url();
}

/** The message the coupon field shows (its description), once the page says one. */
async function couponMessage(page: Page) {
  const field = page.getByLabel('Coupon code', { exact: true });
  const described = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    described
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ').trim();
}

const lineOf = (page: Page) => page.locator('main li[data-server-line]');

/** The order summary's rows, label to amount (read from the page as served: no script runs). */
async function summaryOf(page: Page) {
  const rows = page.locator('section[aria-label="Order summary"] dl > div');
  const entries = await Promise.all(
    (await rows.all()).map(async (row) => [
      ((await row.locator('dt').textContent()) ?? '').trim(),
      ((await row.locator('dd').textContent()) ?? '').trim(),
    ]),
  );
  return Object.fromEntries(entries) as Record<string, string>;
}

describe('the cart without scripts', () => {
  it('adds from the product page, changes the quantity and removes, priced by the API', async () => {
    const { context, page } = await withoutScripts();
    try {
      await openFirstProduct(page);
      await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.waitForURL(`${snacksUrl}/cart`);
      const line = lineOf(page);
      await expect(line.count()).resolves.toBe(1);
      const productId = await line.getAttribute('data-server-line');
      const quantity = line.getByRole('spinbutton');
      await expect(quantity.inputValue()).resolves.toBe('2');

      await quantity.fill('3');
      await post(line.getByRole('button', { name: /^Update/ }));
      expect(page.url()).toBe(`${snacksUrl}/cart`);
      await expect(lineOf(page).getByRole('spinbutton').inputValue()).resolves.toBe('3');
      const priced = await priceWithApi(apiUrl, {
        cartItems: [{ productId: productId!, quantity: 3 }],
        lang: 'en-us',
      });
      expect(await summaryOf(page)).toMatchObject({
        Subtotal: usd(priced.subTotalCents!),
        Total: usd(priced.totalAmountCents!),
      });
      expect(await checkServedPage(page)).toEqual({ violations: [], sideways: [] });

      // The coupon: none given, one the API does not know, then SNACK10 with its discount.
      const coupon = page.getByLabel('Coupon code', { exact: true });
      const apply = page.getByRole('button', { name: 'Apply', exact: true });
      await post(apply);
      await expect(couponMessage(page)).resolves.toBe('Enter a coupon code.');
      await coupon.fill('NOSUCHCODE');
      await post(apply);
      await expect(couponMessage(page)).resolves.toBe('Coupon code NOSUCHCODE is not valid.');
      await page.getByLabel('Coupon code', { exact: true }).fill('SNACK10');
      await post(page.getByRole('button', { name: 'Apply', exact: true }));
      await expect(page.locator('[data-coupon-message]').textContent()).resolves.toBe(
        'Coupon code SNACK10 applied: 10% off your order.',
      );
      const discounted = await priceWithApi(apiUrl, {
        cartItems: [{ productId: productId!, quantity: 3 }],
        couponName: 'SNACK10',
        lang: 'en-us',
      });
      expect(discounted.discountCents).toBeGreaterThan(0);
      expect(await summaryOf(page)).toMatchObject({
        Subtotal: usd(discounted.subTotalCents!),
        'Discount (SNACK10)': `−${usd(discounted.discountCents!)}`,
        Total: usd(discounted.totalAmountCents!),
      });
      await post(page.getByRole('button', { name: 'Remove coupon SNACK10' }));
      await expect(page.locator('[data-coupon-message]').count()).resolves.toBe(0);

      // A free sample rides along, free; the offer goes once one is in.
      await post(page.getByRole('button', { name: /^Add free sample: / }).first());
      await expect(lineOf(page).count()).resolves.toBe(2);
      await expect(page.locator('main [data-free-sample]').textContent()).resolves.toBe('FREE');
      await expect(page.getByRole('button', { name: /^Add free sample: / }).count()).resolves.toBe(
        0,
      );

      // Removing the paid line takes the sample with it (never an order alone).
      await post(
        lineOf(page)
          .first()
          .getByRole('button', { name: /^Remove/ }),
      );
      await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
      await expect(lineOf(page).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('checks the cart against a ZIP code and taxes it there', async () => {
    const { context, page } = await withoutScripts();
    try {
      await page.goto(`${snacksUrl}/products/cookie-lantern-double-chocolate-cookies-8-oz`);
      await post(page.getByRole('button', { name: 'Add to cart', exact: true }));
      const check = async (zip: string) => {
        await page.locator('main input[name="zip"]').fill(zip);
        await post(page.locator('main').getByRole('button', { name: 'Check', exact: true }));
        expect(page.url()).toBe(`${snacksUrl}/cart?zip=${zip}`);
      };
      await check('85001');
      await expect(page.locator('[data-zip-unavailable]').textContent()).resolves.toBe(
        'Product not available for the selected shipping zip code',
      );
      await expect(page.locator('[data-zip-result]').textContent()).resolves.toBe(
        'Some items cannot ship to 85001.',
      );
      await check('60601');
      await expect(page.locator('[data-zip-unavailable]').count()).resolves.toBe(0);
      await expect(page.locator('[data-zip-result]').textContent()).resolves.toBe(
        'Everything in your cart ships to 60601.',
      );
      expect(Object.keys(await summaryOf(page))).toContainEqual(
        expect.stringMatching(/^Estimated tax \(IL, [\d.]+%\)$/),
      );
    } finally {
      await context.close();
    }
  });

  it('refuses a cart form sent from another site, changing nothing', async () => {
    const send = (headers: Record<string, string>) =>
      fetch(`${snacksUrl}/cart`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'intent=add&productId=1&quantity=1',
        redirect: 'manual',
      });
    // React Router refuses an action whose Origin is not the request's (400); a browser that
    // says the page was another site's, whatever the Origin, is refused by the site (403).
    const otherOrigin = await send({ Origin: 'https://elsewhere.example' });
    expect(otherOrigin.status).toBe(400);
    const crossSite = await send({ 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    for (const answer of [otherOrigin, crossSite]) {
      expect(answer.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('speaks Spanish from the product page to the cart', async () => {
    const { context, page } = await withoutScripts();
    try {
      await openFirstProduct(page, '?lang=es-us');
      await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
      await page.waitForURL(`${snacksUrl}/cart?lang=es-us`);
      await expect(lineOf(page).count()).resolves.toBe(1);
      await lineOf(page)
        .getByRole('button', { name: /^Actualizar/ })
        .waitFor();
      await page.getByRole('link', { name: 'Pagar' }).waitFor();
      expect(await checkServedPage(page)).toEqual({ violations: [], sideways: [] });

      // The header's cart leads to the cart page from any page.
      await page.goto(`${snacksUrl}/all-snacks?lang=es-us`);
      await page.getByRole('link', { name: /^Carrito, / }).click();
      await page.waitForURL(`${snacksUrl}/cart?lang=es-us`);
      await expect(lineOf(page).count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });
});
