import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addToCart, browserSession, openPage } from './browser';

const snacksUrl = inject('snacksUrl');

const freshContext = browserSession(() => [snacksUrl]);

const SLUG = 'cookie-lantern-double-chocolate-cookies-8-oz';

/** The product's name as its own page shows it in a language. */
async function productName(page: Page, query: string): Promise<string> {
  await page.goto(`${snacksUrl}/products/${SLUG}${query}`, { waitUntil: 'networkidle' });
  return ((await page.locator('main h1').first().textContent()) ?? '').trim();
}

/** The title of the first cart line of `scope` once it reads `expected`. */
async function lineTitle(page: Page, scope: string, expected: string): Promise<string | null> {
  const title = page.locator(`${scope} li[data-line] p`).first();
  await title.filter({ hasText: expected }).waitFor({ timeout: 10_000 });
  return title.textContent();
}

describe('cart line names follow the language', () => {
  it('names a product added from the Spanish page in English on English pages, and back', async () => {
    const { page, errors } = await openPage(await freshContext());
    const english = await productName(page, '?lang=en-us');
    const spanish = await productName(page, '?lang=es-us');
    expect(spanish).not.toBe(english);
    await addToCart(
      page.locator('main').getByRole('button', { name: 'Agregar al carrito', exact: true }),
    );

    // The Spanish mini cart and cart name it in Spanish…
    await page.getByRole('button', { name: /^Carrito/ }).click();
    await expect(lineTitle(page, '[role="dialog"]', spanish)).resolves.toBe(spanish);
    await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
    await expect(lineTitle(page, 'main', spanish)).resolves.toBe(spanish);

    // …switching to English relabels the cart, the mini cart and the checkout summary.
    await page.goto(`${snacksUrl}/cart?lang=en-us`, { waitUntil: 'networkidle' });
    await expect(lineTitle(page, 'main', english)).resolves.toBe(english);
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await expect(lineTitle(page, '[role="dialog"]', english)).resolves.toBe(english);
    await page.goto(`${snacksUrl}/checkout`, { waitUntil: 'networkidle' });
    const summary = page.getByRole('list', { name: 'Items in your order' });
    await summary.getByText(english, { exact: true }).waitFor({ timeout: 10_000 });

    // And back in Spanish, the checkout lists it in Spanish.
    await page.goto(`${snacksUrl}/checkout?lang=es-us`, { waitUntil: 'networkidle' });
    const resumen = page.getByRole('list', { name: 'Artículos de su pedido' });
    await resumen.getByText(spanish, { exact: true }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  });
});
