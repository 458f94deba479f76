import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from './browser';
import {
  cartToCheckout,
  checkoutStackSession,
  continueToPayment,
  fillShipping,
  placeOrder,
  typeCard,
} from './checkout-flow';

/*
 * The pages flagged secure besides the account pages (SPEC sections 2 and 6): checkout, the
 * thank-you page and Order Lookup are never stored by any cache and load nothing from
 * another origin (no third-party tag; checkout frames the API's card fields and loads the
 * Google Pay client, here the API's stand-in, and nothing else: decision 0037), even with
 * every cookie consent given.
 */
const { stack, freshContext } = checkoutStackSession(
  'snacks',
  'end-to-end-secure-pages-secret-0123456789abcdef',
);

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/**
 * Checks a secure page's document: not stored, its scripts its own but `scriptSources` (the
 * payment wallets' clients), the policy's frames `frameSources` besides its own origin, and
 * nothing loaded from another origin but `loaded`.
 */
async function expectSecureDocument(
  page: Page,
  response: Response | null,
  {
    frameSources,
    scriptSources = [],
    loaded,
  }: { frameSources: string[]; scriptSources?: string[]; loaded: string[] },
) {
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toBe('private, no-store');
  const policy = directives(headers['content-security-policy']);
  expect(policy['script-src']?.filter((source) => !source.startsWith("'sha256-"))).toEqual([
    "'self'",
    ...scriptSources,
  ]);
  expect(policy['frame-src']).toEqual(["'self'", ...frameSources]);
  await expect(page.locator('main').getAttribute('data-secure')).resolves.toBe('true');
  // A frame the page should load (the card fields) comes after hydration and the payment
  // session's call, which a busy machine can leave past a lull in the network: wait for it.
  for (const origin of loaded) await page.locator(`iframe[src^="${origin}/"]`).waitFor();
  await page.waitForLoadState('networkidle');
  const siteOrigin = new URL(stack.site.url).origin;
  const origins = await page.evaluate(() => [
    ...new Set(
      [
        ...performance.getEntriesByType('resource').map((entry) => entry.name),
        ...[...document.querySelectorAll('script[src], iframe[src]')].map(
          (element) => (element as HTMLScriptElement | HTMLIFrameElement).src,
        ),
      ].map((url) => new URL(url).origin),
    ),
  ]);
  expect(origins.filter((origin) => origin !== siteOrigin).sort()).toEqual(loaded);
}

describe('secure pages', () => {
  it('checkout, thank-you and Order Lookup are never stored and load nothing from elsewhere', async () => {
    const { page, errors } = await openPage(await freshContext());
    const apiOrigin = new URL(stack.api.url).origin;

    // Checkout opens from the cart as a document of its own, with its own policy.
    const checkoutDocument = page.waitForResponse(
      (response) =>
        response.request().resourceType() === 'document' &&
        new URL(response.url()).pathname === '/checkout',
    );
    await cartToCheckout(page, stack.site.url);
    const checkout = { frameSources: [apiOrigin], scriptSources: [apiOrigin], loaded: [] };
    await expectSecureDocument(page, await checkoutDocument, checkout);
    await fillShipping(page);
    await continueToPayment(page);
    // The card fields are the one frame, and the Google Pay client the one script, from the API.
    await expectSecureDocument(page, await page.reload(), { ...checkout, loaded: [apiOrigin] });
    await typeCard(page, '4111111111111111');
    const orderNumber = await placeOrder(page);

    const framesNothing = { frameSources: [], loaded: [] };
    await expectSecureDocument(page, await page.reload(), framesNothing);
    await page.locator('[data-order-number]').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const lookup = await page.goto(`${stack.site.url}/order-lookup`);
    await expectSecureDocument(page, lookup, framesNothing);
    await page.locator('input[name="orderNumber"]').fill(orderNumber);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('catalogue pages stay cacheable by anyone', async () => {
    const { page } = await openPage(await freshContext({ consent: false }));
    const response = await page.goto(`${stack.site.url}/all-snacks`);
    expect(response?.headers()['cache-control']).toMatch(/^public, /);
    await expect(page.locator('main').getAttribute('data-secure')).resolves.toBeNull();
  });
});
