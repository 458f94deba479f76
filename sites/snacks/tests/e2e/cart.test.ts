import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addToCart, axeViolations, browserSession, openPage } from './browser';
import { priceWithApi, summaryRows, usd } from './checkout-flow';

const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');
const apiUrl = inject('apiUrl');

const freshContext = browserSession(() => [snacksUrl, rewardsUrl]);

/** How a link is drawn: a button of the kit has a fill, no underline and a touch height. */
const looksOf = (link: ReturnType<Page['locator']>) =>
  link.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      filled: style.backgroundColor !== 'rgba(0, 0, 0, 0)',
      underlined: style.textDecorationLine.includes('underline'),
      tall: element.getBoundingClientRect().height >= 44,
    };
  });
const BUTTON_LOOKS = { filled: true, underlined: false, tall: true };

/** Adds the first product of the listing from its own page, with the page hydrated. */
async function addFirstProduct(page: Page, slug?: string) {
  if (slug) {
    await page.goto(`${snacksUrl}/products/${slug}`, { waitUntil: 'networkidle' });
  } else {
    await page.goto(`${snacksUrl}/all-snacks`, { waitUntil: 'networkidle' });
    await page.locator('main article h3 a').first().click();
    await page.waitForURL(/\/products\//);
    await page.waitForLoadState('networkidle');
  }
  await addToCart(page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }));
}

describe('cart', () => {
  it('applies SNACK10 in the browser and shows the totals the API prices for the same cart', async () => {
    const { page, errors } = await openPage(await freshContext());
    const voucherCalls: { body: Record<string, unknown>; status: number }[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/webservices/validatevoucher')) return;
      voucherCalls.push({
        body: JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>,
        status: response.status(),
      });
    });
    await addFirstProduct(page);
    await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
    const line = page.locator('main li[data-line]');
    await expect(line.count()).resolves.toBe(1);
    const productId = await line.getAttribute('data-line');
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.getByRole('spinbutton').inputValue()).resolves.toBe('3');

    await page.getByLabel('Coupon code', { exact: true }).fill('SNACK10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const message = page.locator('[data-coupon-message]');
    await message.waitFor({ timeout: 10_000 });
    await expect(message.textContent()).resolves.toBe(
      'Coupon code SNACK10 applied: 10% off your order.',
    );
    // Regression: the browser's request is the one the API accepts (ids and quantities).
    expect(voucherCalls[0]?.status).toBe(200);
    expect(voucherCalls[0]?.body).toMatchObject({
      couponName: 'SNACK10',
      cartItems: [{ productId, quantity: 3 }],
      lang: 'en-us',
    });

    const priced = await priceWithApi(apiUrl, {
      cartItems: [{ productId, quantity: 3 }],
      couponName: 'SNACK10',
      lang: 'en-us',
    });
    expect(priced.discountCents).toBeGreaterThan(0);
    const rows = await summaryRows(page, 'Order summary');
    expect(rows).toEqual({
      Subtotal: usd(priced.subTotalCents!),
      'Discount (SNACK10)': `−${usd(priced.discountCents!)}`,
      Shipping: priced.shippingChargeCents === 0 ? 'FREE' : usd(priced.shippingChargeCents!),
      'Estimated tax': usd(priced.taxCents!),
      Total: usd(priced.totalAmountCents!),
    });
    // The free-shipping bar says what the API answers for the same cart.
    const remaining = priced.remainingForFreeShippingCents!;
    const reached = Math.floor(100 - (100 * remaining) / priced.freeShippingMinimumCents!);
    const bar = page.locator('main').getByRole('progressbar');
    await expect(bar.getAttribute('aria-valuenow')).resolves.toBe(
      String(remaining === 0 ? 100 : Math.min(99, reached)),
    );
    if (remaining > 0) {
      await expect(page.locator('main').textContent()).resolves.toContain(usd(remaining));
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('draws the way forward as a button on both sites: Shop all snacks when empty, then Checkout', async () => {
    for (const siteUrl of [snacksUrl, rewardsUrl]) {
      const { page, errors } = await openPage(await freshContext());
      await page.goto(`${siteUrl}/cart`, { waitUntil: 'networkidle' });
      const shop = page.getByRole('link', { name: 'Shop all snacks' });
      expect(await looksOf(shop)).toEqual(BUTTON_LOOKS);
      await shop.click();
      await page.waitForURL(`${siteUrl}/all-snacks`);
      await page.locator('main article h3 a').first().click();
      await page.waitForURL(/\/products\//);
      await page.waitForLoadState('networkidle');
      await addToCart(
        page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }),
      );
      await page.goto(`${siteUrl}/cart`, { waitUntil: 'networkidle' });
      const checkout = page.getByRole('link', { name: 'Checkout', exact: true });
      expect(await looksOf(checkout)).toEqual(BUTTON_LOOKS);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    }
  });

  it('says a product cannot ship to a ZIP where it is unavailable', async () => {
    const { page, errors } = await openPage(await freshContext());
    await addFirstProduct(page, 'cookie-lantern-double-chocolate-cookies-8-oz');
    await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
    await page.locator('main input[name="zip"]').fill('85001');
    await page.locator('main').getByRole('button', { name: 'Check', exact: true }).click();
    const alert = page.locator('[data-zip-unavailable]');
    await alert.waitFor({ timeout: 10_000 });
    await expect(alert.textContent()).resolves.toBe(
      'Product not available for the selected shipping zip code',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the cart, the coupon message and the totals in Spanish', async () => {
    const { page, errors } = await openPage(await freshContext());
    await addFirstProduct(page);
    await page.goto(`${snacksUrl}/cart?lang=es-us`, { waitUntil: 'networkidle' });
    await expect(page.locator('h1').textContent()).resolves.toBe('Revise su carrito');
    await page.getByLabel('Código de cupón', { exact: true }).fill('SNACK10');
    await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
    const message = page.locator('[data-coupon-message]');
    await message.waitFor({ timeout: 10_000 });
    await expect(message.textContent()).resolves.toBe(
      'Cupón SNACK10 aplicado: 10% de descuento en su pedido.',
    );
    const rows = await summaryRows(page, 'Resumen del pedido');
    expect(Object.keys(rows)).toEqual([
      'Subtotal',
      'Descuento (SNACK10)',
      'Envío',
      'Impuesto estimado',
      'Total',
    ]);
    // Priced for a ZIP (ordertax), the tax row names the state and its rate.
    await page.locator('main input[name="zip"]').fill('90210');
    await page.locator('main input[name="zip"]').press('Enter');
    await expect
      .poll(async () => Object.keys(await summaryRows(page, 'Resumen del pedido')))
      .toContain('Impuesto estimado (CA, 7.25%)');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('adds a bundle from /bundles and the server prices it as one line', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/bundles`, { waitUntil: 'networkidle' });
    const tiles = page.locator('main article');
    expect(await tiles.count()).toBeGreaterThan(0);
    await addToCart(tiles.first().getByRole('button', { name: /^Add to cart/ }));
    await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
    await expect(page.locator('main li[data-line]').count()).resolves.toBe(1);
    const rows = await summaryRows(page, 'Order summary');
    expect(rows.Total).toMatch(/^\$\d+\.\d{2}$/);
    expect(errors).toEqual([]);
  });
});
