import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptCookies, axeViolations, launchBrowser, openPage } from './browser';
import {
  cartToCheckout,
  checkoutButtons,
  fillShipping,
  placeOrder,
  checkoutStackSession,
  typeCard,
} from './checkout-flow';

/*
 * Order Lookup on the rewards site in Spanish: a guest buys by card, reads the Spanish
 * thank-you page and confirmation email, then finds the order again with its number and
 * email, with JavaScript and without. The rewards site runs against its own API, which
 * names the site's origin for the hosted card fields.
 */
const { stack, freshContext } = checkoutStackSession(
  'rewards',
  'end-to-end-order-lookup-secret-0123456789abcdef',
);

const EMAIL = 'lucia.ramos@example.com';
const NOT_FOUND = 'No encontramos un pedido con ese número y correo electrónico.';

/** The order the purchase placed, and the total its thank-you page showed. */
let placed: { orderNumber: string; total: string } | undefined;

/** The last amount after "Total" in a text (the order summary's total). */
function totalIn(text: string): string {
  const amounts = [...text.matchAll(/Total\s*(\$\s?[\d.,]+)/g)].map((match) => match[1]);
  return amounts.at(-1) ?? '';
}

/** Fills and sends the lookup form (the submit button is the same with or without JavaScript). */
async function lookUp(page: Page, orderNumber: string, email: string) {
  await page.locator('input[name="orderNumber"]').fill(orderNumber);
  await page.locator('input[name="email"]').fill(email);
  await page.getByRole('button', { name: 'Buscar mi pedido' }).click();
}

/** The message a field shows: the text its aria-describedby points at. */
async function messageAt(page: Page, name: string): Promise<string> {
  const control = page.locator(`input[name="${name}"]`);
  await expect.poll(() => control.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

describe('Order Lookup on the rewards site, in Spanish', () => {
  it('a guest buys by card, sees the Spanish thank-you page, and the Spanish confirmation email is in the mailbox', async () => {
    const { page, errors } = await openPage(await freshContext());
    await cartToCheckout(page, stack.site.url, 'es-us');
    expect(await page.locator('html').getAttribute('lang')).toBe('es-US');
    await fillShipping(page, { email: EMAIL });
    await page.getByRole('button', { name: checkoutButtons['es-us'].continue }).click();
    await page.locator('[data-shipping-summary]').waitFor();
    const summary = page.locator('aside section').first();
    await expect.poll(() => summary.getAttribute('aria-busy')).toBeNull();
    await typeCard(page, '4111111111111111');

    const orderNumber = await placeOrder(page, 'es-us');
    expect(orderNumber).toMatch(/^SN-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      '¡Gracias por su pedido!',
    );
    expect(await page.getByText(`Enviamos un correo de confirmación a ${EMAIL}.`).count()).toBe(1);
    const summaryRegion = page.getByRole('complementary', { name: 'Resumen del pedido' });
    const total = totalIn((await summaryRegion.textContent()) ?? '');
    expect(total).not.toBe('');
    placed = { orderNumber, total };

    const mailbox = await (await fetch(`${stack.api.url}/dev/mailbox`)).text();
    expect(mailbox).toContain(EMAIL);
    expect(mailbox).toContain(`Su pedido de Snack Shop ${orderNumber}`);
    const link = /href="([^"]+)">Su pedido de Snack Shop/.exec(mailbox)?.[1];
    expect(link).toBeDefined();
    const message = await (await fetch(new URL(link!, stack.api.url))).text();
    expect(message).toContain('¡Gracias por su pedido! Esto es lo que compró.');
    expect(message).toContain(orderNumber);
    expect(errors).toEqual([]);
  });

  it('finds the order by number and email; a wrong email gets the neutral message; axe finds nothing', async () => {
    expect(placed, 'the purchase above placed an order').toBeDefined();
    const { orderNumber, total } = placed!;
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${stack.site.url}/order-lookup?lang=es-us`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Buscar pedido');

    // Checked in the browser first: each Spanish message at its field.
    await page.getByRole('button', { name: 'Buscar mi pedido' }).click();
    expect(await messageAt(page, 'orderNumber')).toContain('El número de pedido es obligatorio.');
    expect(await messageAt(page, 'email')).toContain('El correo electrónico es obligatorio.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'orderNumber',
    );

    await lookUp(page, orderNumber, 'someone.else@example.com');
    const message = page.locator('[data-lookup-message]');
    await expect.poll(() => message.textContent()).toBe(NOT_FOUND);
    expect(await page.locator('[data-lookup-result]').count()).toBe(0);
    // An order number that does not exist reads exactly the same.
    await lookUp(page, 'SN-2222-3333', EMAIL);
    await expect
      .poll(() => page.locator('input[name="orderNumber"]').inputValue())
      .toBe('SN-2222-3333');
    await expect.poll(() => message.textContent()).toBe(NOT_FOUND);

    // Typed in lower case and with the email in capitals, it is still the order.
    await lookUp(page, orderNumber.toLowerCase(), EMAIL.toUpperCase());
    const result = page.locator('[data-lookup-result]');
    await result.waitFor();
    expect(await message.textContent()).toBe('');
    expect(await result.locator('[data-order-number]').textContent()).toBe(orderNumber);
    expect(await result.locator('[data-order-status]').textContent()).toBe(
      'Pagado, en preparación',
    );
    const shipTo = (await result.locator('[data-ship-to]').textContent()) ?? '';
    expect(shipTo).toContain('Robin O., 1•• N M••••••• A••, Chicago, IL 606••');
    expect(shipTo).not.toContain('Michigan');
    expect(await result.textContent()).toContain('Fecha del pedido');
    expect(totalIn((await result.textContent()) ?? '')).toBe(total);
    // The result is announced: focus moves to its heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(`Pedido ${orderNumber}`);
    expect(await axeViolations(page)).toEqual([]);

    // The found order is kept in no browser store.
    const storage = await page.evaluate(() =>
      JSON.stringify({ ...sessionStorage, ...localStorage }),
    );
    expect(storage).not.toContain('M•••');
    expect(storage).not.toContain('606••');
    expect(errors).toEqual([]);
  });

  it('works without JavaScript: the form posts to the server, which answers the order or the neutral message', async () => {
    expect(placed, 'the purchase above placed an order').toBeDefined();
    const { orderNumber } = placed!;
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1280, height: 900 },
      });
      await acceptCookies(context, stack.site.url);
      const page = await context.newPage();
      await page.goto(`${stack.site.url}/order-lookup?lang=es-us`);

      // The server checks the fields and shows the Spanish messages at them.
      await lookUp(page, 'no es un número', 'lucia@');
      await page.waitForLoadState('load');
      expect(await messageAt(page, 'orderNumber')).toContain(
        'Escriba el número de pedido como aparece en su correo de confirmación',
      );
      expect(await messageAt(page, 'email')).toContain(
        'La dirección de correo electrónico debe tener el formato',
      );
      expect(await page.locator('input[name="email"]').inputValue()).toBe('lucia@');

      const [miss] = await Promise.all([
        page.waitForNavigation(),
        lookUp(page, orderNumber, 'someone.else@example.com'),
      ]);
      // Order Lookup is a secure page: never stored.
      expect(miss?.headers()['cache-control']).toBe('private, no-store');
      expect(await page.locator('[data-lookup-message]').textContent()).toBe(NOT_FOUND);
      expect(await page.locator('input[name="orderNumber"]').inputValue()).toBe(orderNumber);

      await lookUp(page, orderNumber, EMAIL);
      await page.waitForLoadState('load');
      const result = page.locator('[data-lookup-result]');
      await result.waitFor();
      expect(await result.locator('[data-order-number]').textContent()).toBe(orderNumber);
      expect(await result.locator('[data-ship-to]').textContent()).toContain('606••');
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
