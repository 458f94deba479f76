import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { guest } from './checkout-flow';
import {
  cartToCheckout,
  checkServedPage,
  fillShipping,
  payOnHostedPage,
  post as follow,
  withoutScripts as withoutScriptsIn,
} from './without-scripts';

/*
 * A whole purchase with scripts off (issue 37, decision 0054): the product page's Add to
 * cart, the cart page, checkout's shipping step as a form checked by the server, card payment
 * on the processor's hosted page and PayPal on its approval page, Place order, the thank-you
 * page: on both sites, in English and in Spanish.
 */
const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const withoutScripts = (siteUrl: string) => withoutScriptsIn(browser, siteUrl);

/** The message a field shows (its description). */
async function fieldMessage(field: Locator) {
  const described = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const texts = await Promise.all(
    described
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ').trim();
}

describe('checkout without scripts', () => {
  it('buys with a card on the hosted payment page; Place order posted twice places one order', async () => {
    const { context, page } = await withoutScripts(snacksUrl);
    try {
      await cartToCheckout(page, snacksUrl, 'en-us');
      // A ZIP code with four digits: refused at its field by the server, the rest kept.
      await fillShipping(page, '6060');
      await follow(page.getByRole('button', { name: 'Continue to payment' }));
      const zip = page.locator('input[name="shipping.zipcode"]');
      await expect(fieldMessage(zip)).resolves.toBe('Zip must be 5 digits.');
      await expect(zip.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(page.getByRole('alert').textContent()).resolves.toBe(
        'Please correct the fields marked below.',
      );
      await expect(checkServedPage(browser, snacksUrl, page)).resolves.toEqual({
        violations: [],
        sideways: [],
      });
      await expect(page.locator('input[name="shipping.firstName"]').inputValue()).resolves.toBe(
        guest.firstName,
      );
      await zip.fill(guest.zipcode);
      await follow(page.getByRole('button', { name: 'Continue to payment' }));
      expect(page.url()).toBe(`${snacksUrl}/checkout?step=payment`);
      await expect(page.locator('aside li').first().textContent()).resolves.toMatch(/· Qty 2$/);
      await expect(
        page.getByRole('heading', { name: 'Payment', level: 2 }).isVisible(),
      ).resolves.toBe(true);

      // The processor's page, on the API's origin, and back with a token that leaves the URL.
      await payOnHostedPage(page, snacksUrl, 'en-us');
      await expect(page.locator('[data-payment-line]').textContent()).resolves.toMatch(/1111/);
      await expect(checkServedPage(browser, snacksUrl, page)).resolves.toEqual({
        violations: [],
        sideways: [],
      });

      // Place order, posted twice at once (a double click): one order, both answers on it.
      const place = () =>
        context.request.post(`${snacksUrl}/checkout?step=review`, {
          form: { intent: 'place' },
          headers: { Origin: snacksUrl },
          maxRedirects: 0,
        });
      const [first, second] = await Promise.all([place(), place()]);
      expect([first.status(), second.status()]).toEqual([303, 303]);
      const thankYou = first.headers().location!;
      expect(thankYou).toMatch(/^\/thank-you\/[A-Z0-9-]+$/);
      expect(second.headers().location).toBe(thankYou);

      await page.goto(`${snacksUrl}${thankYou}`);
      const orderNumber = decodeURIComponent(thankYou.split('/').pop()!);
      await expect(page.locator('[data-order-number]').textContent()).resolves.toBe(orderNumber);
      await expect(page.locator('[data-payment-line]').textContent()).resolves.toMatch(/1111/);
      // Two of the product, the coupon's discount: the order is the cart as it was.
      await expect(page.locator('main').textContent()).resolves.toContain('SNACK10');
      // The cart is empty now, on the server: the cart page without scripts says so.
      await page.goto(`${snacksUrl}/cart`);
      await expect(page.locator('main li[data-server-line]').count()).resolves.toBe(0);
      await expect(
        page.getByRole('link', { name: 'Cart, 0 items', exact: true }).count(),
      ).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });

  it('buys with PayPal on the rewards site, in Spanish', async () => {
    const { context, page } = await withoutScripts(rewardsUrl);
    try {
      await cartToCheckout(page, rewardsUrl, 'es-us');
      await fillShipping(page, '');
      await follow(page.getByRole('button', { name: 'Continuar al pago' }));
      const zip = page.locator('input[name="shipping.zipcode"]');
      await expect(fieldMessage(zip)).resolves.toBe('El código postal es obligatorio.');
      await zip.fill(guest.zipcode);
      await follow(page.getByRole('button', { name: 'Continuar al pago' }));
      expect(page.url()).toBe(`${rewardsUrl}/checkout?step=payment&lang=es-us`);

      // PayPal's approval page: cancelled first, then approved.
      await follow(page.getByRole('button', { name: 'Pagar con PayPal' }));
      await follow(page.getByRole('button', { name: 'Cancelar y volver a la tienda' }));
      await expect(page.getByRole('alert').textContent()).resolves.toMatch(/^Canceló el pago/);
      await follow(page.getByRole('button', { name: 'Pagar con PayPal' }));
      await follow(page.getByRole('button', { name: 'Aprobar y continuar' }));
      expect(page.url()).toBe(`${rewardsUrl}/checkout?step=review&lang=es-us`);
      await expect(page.locator('[data-payment-line]').textContent()).resolves.toBe('PayPal');

      await follow(page.getByRole('button', { name: 'Realizar pedido' }));
      expect(page.url()).toMatch(/\/thank-you\/[A-Z0-9-]+\?lang=es-us$/);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        '¡Gracias por su pedido!',
      );
      await expect(page.locator('[data-payment-line]').textContent()).resolves.toBe('PayPal');
    } finally {
      await context.close();
    }
  });
});
