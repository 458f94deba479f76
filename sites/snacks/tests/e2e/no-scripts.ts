import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { guest } from './checkout-flow';

/*
 * Steps of a purchase in a browser whose scripts are off (issue 37): every step is a page the
 * server answers, so each press waits for the page it leads to.
 */

/** Presses a form's button (or follows a link) and waits for the page it leads to. */
export async function follow(control: Locator) {
  const page = control.page();
  const answered = page.waitForEvent('framenavigated');
  await control.click();
  await answered;
  await page.waitForLoadState('load');
}

/** Adds the listing's first product from its page, and opens checkout from the cart. */
export async function cartToCheckout(page: Page, siteUrl: string, language: 'en-us' | 'es-us') {
  const query = language === 'es-us' ? '?lang=es-us' : '';
  await page.goto(`${siteUrl}/all-snacks${query}`);
  await follow(page.locator('main article h3 a').first());
  const add = language === 'es-us' ? 'Agregar al carrito' : 'Add to cart';
  await follow(page.getByRole('button', { name: add, exact: true }));
  const checkout = language === 'es-us' ? 'Pagar' : 'Checkout';
  await follow(page.locator('main').getByRole('link', { name: checkout, exact: true }));
  expect(new URL(page.url()).pathname).toBe('/checkout');
}

/** The shipping step's fields, filled as the guest. */
export async function fillShipping(page: Page, zipcode: string) {
  const fill = (name: string, value: string) => page.locator(`input[name="${name}"]`).fill(value);
  await fill('contactInfo.email', guest.email);
  await fill('contactInfo.phoneNumber', guest.phoneNumber);
  await fill('shipping.firstName', guest.firstName);
  await fill('shipping.lastName', guest.lastName);
  await fill('shipping.address', guest.address);
  await fill('shipping.city', 'Chicago');
  await page.locator('select[name="shipping.state"]').selectOption('IL');
  await fill('shipping.zipcode', zipcode);
}
