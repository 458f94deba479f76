import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addToCart, axeViolations, browserSession, openPage } from './browser';
import { summaryRows } from './checkout-flow';

const snacksUrl = inject('snacksUrl');

const freshContext = browserSession(() => [snacksUrl]);

const PAID = 'crunch-harbor-sea-salt-potato-chips-1-oz';
const SAMPLE = 'crunch-harbor-sea-salt-potato-chips-tasting-bag';

/** Opens a product page with the page hydrated. */
async function openProduct(page: Page, slug: string, query = '') {
  await page.goto(`${snacksUrl}/products/${slug}${query}`, { waitUntil: 'networkidle' });
}

describe('free sample', () => {
  it('rides free with a paid snack and leaves with it (SPEC section 4)', async () => {
    const { page, errors } = await openPage(await freshContext());
    await openProduct(page, PAID);
    await addToCart(page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }));
    await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
    const paidOnly = await summaryRows(page, 'Order summary');

    await openProduct(page, SAMPLE);
    const offer = page.locator('main [data-free-sample-offer]');
    await expect(offer.getByText('Free sample', { exact: true }).count()).resolves.toBe(1);
    await expect(offer.getByText('FREE', { exact: true }).count()).resolves.toBe(1);
    // A sample is one to an order: no quantity to choose, no price to pay.
    await expect(offer.getByRole('spinbutton').count()).resolves.toBe(0);
    await expect(
      page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }).count(),
    ).resolves.toBe(0);
    await addToCart(offer.getByRole('button', { name: 'Add free sample', exact: true }));

    await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
    const lines = page.locator('main li[data-line]');
    await expect(lines.count()).resolves.toBe(2);
    const sampleLine = lines.filter({ has: page.locator('[data-free-sample]') });
    await expect(sampleLine.getByText('Free sample', { exact: true }).count()).resolves.toBe(1);
    await expect(sampleLine.locator('[data-free-sample]').textContent()).resolves.toBe('FREE');
    await expect(summaryRows(page, 'Order summary')).resolves.toEqual(paidOnly);
    expect(await axeViolations(page)).toEqual([]);

    const paidLine = lines.filter({ hasNot: page.locator('[data-free-sample]') });
    await paidLine.getByRole('button', { name: /^Remove/ }).click();
    await page.locator('main').getByText('Your cart is empty').waitFor({ timeout: 10_000 });
    await expect(page.locator('main li[data-line]').count()).resolves.toBe(0);
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page
      .getByRole('dialog')
      .getByText('Your cart is empty', { exact: true })
      .waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  });

  it('offers the sample in Spanish', async () => {
    const { page, errors } = await openPage(await freshContext());
    await openProduct(page, SAMPLE, '?lang=es-us');
    const offer = page.locator('main [data-free-sample-offer]');
    await expect(offer.getByText('Muestra gratis', { exact: true }).count()).resolves.toBe(1);
    await expect(offer.getByText('GRATIS', { exact: true }).count()).resolves.toBe(1);
    await expect(
      offer.getByRole('button', { name: 'Agregar muestra gratis', exact: true }).count(),
    ).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('is offered in a cart that holds a paid snack, and the offer goes once a sample is in', async () => {
    const { page, errors } = await openPage(await freshContext());
    await openProduct(page, PAID, '?lang=es-us');
    await addToCart(
      page.locator('main').getByRole('button', { name: 'Agregar al carrito', exact: true }),
    );
    await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
    const offers = page.locator('main [data-free-samples]');
    await offers.getByRole('heading', { level: 2, name: 'Agregue una muestra gratis' }).waitFor();
    const buttons = offers.getByRole('button', { name: /^Agregar muestra gratis: / });
    await expect(buttons.count()).resolves.toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    await buttons.first().click();
    const sampleLine = page.locator('main li[data-line]').filter({
      has: page.locator('[data-free-sample]'),
    });
    await sampleLine.waitFor();
    await expect(sampleLine.locator('[data-free-sample]').textContent()).resolves.toBe('GRATIS');
    await expect(offers.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
