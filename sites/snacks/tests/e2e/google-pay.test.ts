import { randomBytes } from 'node:crypto';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCookies, axeViolations, browserSession, openPage } from './browser';
import {
  cartToCheckout,
  checkoutStackSession,
  continueToPayment,
  fillShipping,
  mailboxList,
  thankYouOrderNumber,
  type CheckoutLanguage,
} from './checkout-flow';
import { serveSeededApi, startSiteProcess } from './stack';

/*
 * Paying with Google Pay on the snacks site. There is no internet here, so the Google Pay JS
 * client the payment step loads is the API's stand-in (/dev/google-pay/pay.js): the real
 * PaymentsClient shape, whose sheet (a page of the API in a modal frame) offers the sandbox's
 * test cards and hands the page the processor's test-mode token. Everything after the sheet
 * (the token's authorisation, the order) is the real API. The flag off needs an API of its
 * own with googlePayButtonEnable false and a site pointed at it: a site process.
 */
const { stack, freshContext } = checkoutStackSession(
  'snacks',
  'end-to-end-google-pay-secret-0123456789abcdef',
);

const SCRIPT_PATH = '/dev/google-pay/pay.js';

/** The page's document requests of the wallet script, by the page's path when asked. */
function watchWalletScript(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SCRIPT_PATH) asked.push(new URL(page.url()).pathname);
  });
  return asked;
}

/** Fills the shipping step with a Chicago guest and goes on to payment. */
async function toPaymentStep(page: Page, siteUrl: string, language: CheckoutLanguage = 'en-us') {
  await cartToCheckout(page, siteUrl, language);
  await fillShipping(page, {
    email: 'noor.haddad@example.com',
    firstName: 'Noor',
    lastName: 'Haddad',
  });
  await continueToPayment(page, language);
}

/** The stand-in's payment sheet, once open over the page. */
async function openSheet(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('dialog[data-google-pay-sheet] iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('The Google Pay sheet did not load');
  await frame.waitForSelector('button[name="card"]');
  return frame;
}

/** Chooses Google Pay, waits for its button (the server's total) and opens the sheet. */
async function payWithGooglePay(page: Page, button = 'Pay with Google Pay') {
  await page.getByRole('radio', { name: 'Google Pay' }).click();
  const pay = page.getByRole('button', { name: button });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  return openSheet(page);
}

/** The directive `name` of a Content-Security-Policy header's value. */
const directive = (policy: string | undefined, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

/** Network refusals the tests provoke on purpose (a declined payment is a 402). */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 402'));

describe('Google Pay on the snacks site', () => {
  it('loads the client on the payment step only and pays to the thank-you page', async () => {
    const { page, errors } = await openPage(await freshContext());
    const asked = watchWalletScript(page);
    const apiOrigin = new URL(stack.api.url).origin;

    const home = await page.goto(stack.site.url, { waitUntil: 'networkidle' });
    expect(directive(home?.headers()['content-security-policy'], 'script-src')).not.toContain(
      apiOrigin,
    );
    const checkoutDocument = page.waitForResponse(
      (response) =>
        response.request().resourceType() === 'document' &&
        new URL(response.url()).pathname === '/checkout',
    );
    await cartToCheckout(page, stack.site.url);
    // The checkout's policy allows the wallet's client; the shipping step does not load it.
    const policy = (await checkoutDocument).headers()['content-security-policy'];
    expect(directive(policy, 'script-src')).toContain(apiOrigin);
    expect(directive(policy, 'frame-src')).toContain(apiOrigin);
    expect(await page.locator('script[data-wallet-script]').count()).toBe(0);
    expect(asked).toEqual([]);

    await fillShipping(page, { email: 'noor.haddad@example.com' });
    await continueToPayment(page);
    await expect.poll(() => page.getByRole('radio', { name: 'Google Pay' }).count()).toBe(1);
    expect(asked).toEqual(['/checkout']);
    expect(await axeViolations(page)).toEqual([]);

    const sheet = await payWithGooglePay(page);
    const amount = /Pay (\$[\d,.]+) to Snack Shop/.exec((await sheet.textContent('main')) ?? '');
    expect(amount?.[1]).toBeDefined();
    await sheet.getByRole('button', { name: /Visa •••• 1111/ }).click();

    const orderNumber = await thankYouOrderNumber(page);
    // The sheet showed the server's total, and that is what the order cost.
    expect(await page.locator('main').textContent()).toContain(amount![1]);
    expect(await page.locator('main').textContent()).toMatch(/Visa.*1111/);
    expect(await mailboxList(stack.api.url)).toContain(orderNumber);
    expect(asked).toEqual(['/checkout']);
    expect(errors).toEqual([]);
  });

  it('a declined card reads as a card decline; a closed sheet leaves the step; another card pays', async () => {
    const { page, errors } = await openPage(await freshContext());
    await toPaymentStep(page, stack.site.url);
    const alert = page.locator('[data-wallet="google-pay"] [role="alert"]');

    const declining = await payWithGooglePay(page);
    await declining.getByRole('button', { name: /Visa •••• 9995/ }).click();
    await expect
      .poll(() => alert.textContent(), { timeout: 20_000 })
      .toBe('Your card was declined for insufficient funds. Try another card.');
    expect(page.url()).toMatch(/\/checkout$/);

    const closed = await payWithGooglePay(page);
    await closed.getByRole('button', { name: 'Cancel' }).click();
    await expect
      .poll(() => alert.textContent())
      .toBe('The Google Pay payment was cancelled and nothing was charged.');
    expect(await page.locator('dialog[data-google-pay-sheet]').count()).toBe(0);
    expect(page.url()).toMatch(/\/checkout$/);
    // Nothing lost: the shipping summary and the other methods are still there.
    await page.locator('[data-shipping-summary]').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const paying = await payWithGooglePay(page);
    await paying.getByRole('button', { name: /Mastercard •••• 4444/ }).click();
    await thankYouOrderNumber(page);
    expect(unexpected(errors)).toEqual([]);
  });

  it('speaks Spanish on a phone: the button, the sheet and a closed sheet (Escape)', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.setViewportSize({ width: 320, height: 800 });
    await toPaymentStep(page, stack.site.url, 'es-us');
    await page.getByRole('radio', { name: 'Google Pay' }).click();
    // The choice of four methods and the button fit a 320 px phone: no sideways scroll.
    await page.getByRole('button', { name: 'Pagar con Google Pay' }).waitFor();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    const sheet = await payWithGooglePay(page, 'Pagar con Google Pay');
    expect(await sheet.textContent('main')).toContain('Elija una tarjeta');
    await sheet.locator('button[name="card"]').first().press('Escape');
    await expect
      .poll(() => page.locator('[data-wallet="google-pay"] [role="alert"]').textContent())
      .toBe('Se canceló el pago con Google Pay y no se cobró nada.');
    expect(errors).toEqual([]);
  });
});

describe('googlePayButtonEnable off', () => {
  let api: Awaited<ReturnType<typeof serveSeededApi>> | undefined;
  let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
  const freshOffContext = browserSession(() => []);

  beforeAll(async () => {
    api = await serveSeededApi();
    await api.db.execute(
      `update config_entries set value = 'false'::jsonb where key = 'googlePayButtonEnable'`,
    );
    const apiUrl = api.url;
    site = await startSiteProcess('snacks', (url) => ({
      API_URL: apiUrl,
      SNACKS_SITE_URL: url,
      SITE_URL: url,
      SITE_SESSION_SECRET: randomBytes(32).toString('base64url'),
      OIDC_CLIENT_SECRET: randomBytes(32).toString('base64url'),
    }));
    api.start({
      handshakeSecret: 'end-to-end-google-pay-off-secret-0123456789abcd',
      checkout: { storefrontOrigins: [site.url], devMailbox: true },
    });
  });
  afterAll(async () => {
    await site?.close();
    await api?.close();
  });

  it('shows no Google Pay and loads no Google Pay client at the payment step', async () => {
    const context = await freshOffContext();
    await acceptCookies(context, site!.url);
    const { page, errors } = await openPage(context);
    const asked = watchWalletScript(page);
    await toPaymentStep(page, site!.url);
    // The card fields loaded: the step is fully there, Google Pay is not.
    await page.waitForSelector('iframe[data-card-fields]');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('radio', { name: 'PayPal' }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'Google Pay' }).count()).toBe(0);
    expect(await page.locator('script[data-wallet-script]').count()).toBe(0);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });
});
