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

const words = {
  'en-us': {
    add: 'Add to cart',
    update: 'Update',
    coupon: 'Coupon code',
    apply: 'Apply',
    checkout: 'Checkout',
  },
  'es-us': {
    add: 'Agregar al carrito',
    update: 'Actualizar',
    coupon: 'Código de cupón',
    apply: 'Aplicar',
    checkout: 'Pagar',
  },
} as const;

/**
 * The shopper's way to checkout: the listing narrowed by its first filter, its first product
 * added twice, the cart's quantity made 3 and the coupon SNACK10 applied, then Checkout.
 */
export async function cartToCheckout(page: Page, siteUrl: string, language: 'en-us' | 'es-us') {
  const say = words[language];
  const query = language === 'es-us' ? '?lang=es-us' : '';
  await page.goto(`${siteUrl}/all-snacks${query}`);
  await follow(page.locator('main ul li a[href*="?"]').first());
  expect(new URL(page.url()).search).not.toBe('');
  await follow(page.locator('main article h3 a').first());
  await page.getByRole('spinbutton').first().fill('2');
  await follow(page.getByRole('button', { name: say.add, exact: true }));
  const quantity = page.locator('main li[data-server-line]').getByRole('spinbutton');
  await expect(quantity.inputValue()).resolves.toBe('2');
  await quantity.fill('3');
  await follow(page.locator('main li[data-server-line]').getByRole('button', { name: say.update }));
  await page.getByLabel(say.coupon, { exact: true }).fill('SNACK10');
  await follow(page.getByRole('button', { name: say.apply, exact: true }));
  await expect(
    page.locator('main li[data-server-line]').getByRole('spinbutton').inputValue(),
  ).resolves.toBe('3');
  await follow(page.locator('main').getByRole('link', { name: say.checkout, exact: true }));
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
