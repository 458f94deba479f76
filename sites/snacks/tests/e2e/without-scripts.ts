import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { acceptCookies, axeViolations, shopperAddress } from './browser';
import { guest } from './checkout-flow';

/*
 * What the tests of pages without scripts share (issue 37, decision 0052): a browser that runs
 * none, a form's post, and the checks that need a script, made on a copy of the page as served.
 */

/** A phone-sized browser context whose scripts do not run, cookies accepted, and its page. */
export async function withoutScripts(
  browser: Browser,
  siteUrl: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    // A shopper at an address of its own: the per-address limits (card entry) count it alone.
    extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() },
  });
  await acceptCookies(context, siteUrl);
  return { context, page: await context.newPage() };
}

/**
 * The shopper of `page` (its context's cookies: the site's session, consent) in a new context
 * whose scripts do not run, at an address of its own, and its page.
 */
export async function sameShopperWithoutScripts(
  page: Page,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await page
    .context()
    .browser()!
    .newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() },
    });
  return { context, page: await context.newPage() };
}

/** Presses a form's button (or follows a link) and waits for the page it leads to. */
export async function post(button: Locator) {
  const page = button.page();
  const answered = page.waitForEvent('framenavigated');
  await button.click();
  await answered;
  await page.waitForLoadState('load');
}

/**
 * The page as served to a browser without scripts, checked where checks need a script: axe's
 * violations, and whether it scrolls sideways at 320 and 390 px. Its DOM (the <noscript> parts
 * as the browser parsed them, their styles applied) is loaded into a page that runs scripts,
 * its <noscript> elements as plain ones and none of its own scripts.
 */
export async function checkServedPage(browser: Browser, siteUrl: string, page: Page) {
  const html = (await page.content())
    .replace(/<(\/?)noscript>/g, '<$1div>')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace('<head>', `<head><base href="${siteUrl}/">`);
  const viewer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const copy = await viewer.newPage();
    await copy.setContent(html, { waitUntil: 'load' });
    const violations = await axeViolations(copy);
    const sideways: number[] = [];
    for (const width of [320, 390]) {
      await copy.setViewportSize({ width, height: 844 });
      const wider = await copy.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      if (wider) sideways.push(width);
    }
    return { violations, sideways };
  } finally {
    await viewer.close();
  }
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
 * The shopper's way to checkout: the listing narrowed by its first filter, a product of it
 * added, the cart's quantity made 2 and the coupon SNACK10 applied, then Checkout. The product
 * is not the listing's first (other tests buy that one, and the shared catalogue's stock is
 * finite) and not one the seed leaves out of a fulfilment location (every tenth id).
 */
export async function cartToCheckout(page: Page, siteUrl: string, language: 'en-us' | 'es-us') {
  const say = words[language];
  const query = language === 'es-us' ? '?lang=es-us' : '';
  await page.goto(`${siteUrl}/all-snacks${query}`);
  await post(page.locator('main ul li a[href*="?"]').first());
  expect(new URL(page.url()).search).not.toBe('');
  // Each tile's Add to cart names its product (the grid's form).
  const ids = await page
    .locator('main article button[name="productId"]')
    .evaluateAll((buttons) => buttons.map((button) => (button as HTMLButtonElement).value));
  const chosen = ids.findIndex((id, index) => index > 0 && Number(id) % 10 !== 0);
  expect(chosen).toBeGreaterThan(0);
  await post(page.locator('main article h3 a').nth(chosen));
  await post(page.getByRole('button', { name: say.add, exact: true }));
  const quantity = page.locator('main li[data-server-line]').getByRole('spinbutton');
  await expect(quantity.inputValue()).resolves.toBe('1');
  await quantity.fill('2');
  await post(page.locator('main li[data-server-line]').getByRole('button', { name: say.update }));
  await page.getByLabel(say.coupon, { exact: true }).fill('SNACK10');
  await post(page.getByRole('button', { name: say.apply, exact: true }));
  await expect(
    page.locator('main li[data-server-line]').getByRole('spinbutton').inputValue(),
  ).resolves.toBe('2');
  await post(page.locator('main').getByRole('link', { name: say.checkout, exact: true }));
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

const cardPage = {
  'en-us': {
    pay: 'Pay by card',
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiration date (MM/YY)',
    cvv: 'Security code (CVV)',
    submit: 'Continue',
  },
  'es-us': {
    pay: 'Pagar con tarjeta',
    name: 'Nombre en la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento (MM/AA)',
    cvv: 'Código de seguridad (CVV)',
    submit: 'Continuar',
  },
} as const;

/**
 * From the payment step, the sandbox's Visa typed on the processor's hosted page (on the API's
 * origin), and back on the review step with the token out of the address.
 */
export async function payOnHostedPage(page: Page, siteUrl: string, language: 'en-us' | 'es-us') {
  const say = cardPage[language];
  await post(page.getByRole('button', { name: say.pay }));
  expect(new URL(page.url()).pathname).toBe('/payments/sandbox/hosted-payment');
  await page.getByLabel(say.name).fill('Robin OHara');
  await page.getByLabel(say.number).fill('4111 1111 1111 1111');
  await page.getByLabel(say.expiry).fill('12/34');
  await page.getByLabel(say.cvv).fill('123');
  await post(page.getByRole('button', { name: say.submit }));
  const lang = language === 'es-us' ? '&lang=es-us' : '';
  expect(page.url()).toBe(`${siteUrl}/checkout?step=review${lang}`);
}
