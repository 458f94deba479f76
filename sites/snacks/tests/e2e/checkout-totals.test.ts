import { describe, expect, inject, it } from 'vitest';
import { addToCart, browserSession, openPage } from './browser';
import { priceWithApi, summaryRows, usd } from './checkout-flow';

const snacksUrl = inject('snacksUrl');
const apiUrl = inject('apiUrl');

const freshContext = browserSession(() => [snacksUrl]);

const SLUG = 'cookie-lantern-double-chocolate-cookies-8-oz';

describe('checkout totals hold still', () => {
  it('shows the cart’s shipping and total from the first paint, and changes them only with the ZIP, saying so', async () => {
    const context = await freshContext();
    // Every text the order summary ever shows on checkout, from the first paint on.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { summaryTexts: string[] }).summaryTexts = seen;
      new MutationObserver(() => {
        const summary = document.querySelector('aside section');
        if (summary?.textContent) seen.push(summary.textContent);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const { page, errors } = await openPage(context);
    await page.goto(`${snacksUrl}/products/${SLUG}`, { waitUntil: 'networkidle' });
    await addToCart(page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }));
    await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
    const productId = await page.locator('main li[data-line]').first().getAttribute('data-line');
    await page.getByLabel('ZIP code', { exact: true }).fill('30301');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const atlanta = await priceWithApi(apiUrl, {
      cartItems: [{ productId, quantity: 1 }],
      zipcode: '30301',
      lang: 'en-us',
    });
    await expect
      .poll(async () => (await summaryRows(page)).Total)
      .toBe(usd(atlanta.totalAmountCents!));
    const cart = await summaryRows(page);

    await page.locator('[data-checkout]').click();
    await page.waitForURL(/\/checkout$/);
    await page.locator('input[name="email"]').waitFor();
    const checkout = await summaryRows(page);
    expect(checkout.Shipping).toBe(cart.Shipping);
    // Priced for the ZIP by ordertax, the tax row says where the tax is owed, and at what rate.
    expect(checkout['Tax (GA, 4%)']).toBe(cart['Estimated tax (GA, 4%)']);
    expect(checkout.Total).toBe(cart.Total);
    await expect(page.locator('[data-priced-for]').textContent()).resolves.toBe(
      'Shipping and tax for ZIP code 30301.',
    );
    const shown = await page.evaluate(
      () => (window as unknown as { summaryTexts: string[] }).summaryTexts,
    );
    expect(shown.filter((text) => text.includes('After shipping address'))).toEqual([]);
    expect(shown.filter((text) => text.includes('Total') && !text.includes(cart.Total!))).toEqual(
      [],
    );

    // Another ZIP in the address: the total is the server's for it, and the reason names it.
    const chicago = await priceWithApi(apiUrl, {
      cartItems: [{ productId, quantity: 1 }],
      zipcode: '60601',
      lang: 'en-us',
    });
    await page.locator('input[name="shipping.zipcode"]').fill('60601');
    await expect
      .poll(() => page.locator('[data-priced-for]').textContent())
      .toBe('Shipping and tax for ZIP code 60601.');
    const changed = await summaryRows(page);
    expect(changed.Total).toBe(usd(chicago.totalAmountCents!));
    expect(changed.Shipping).toBe(cart.Shipping);
    expect(changed['Tax (IL, 6.25%)']).toBe(usd(chicago.taxCents!));
    expect(errors).toEqual([]);
  });
});
