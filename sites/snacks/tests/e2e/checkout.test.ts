import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createDatabase, seedDatabase } from '@snackshop/commerce-api';
import { axeViolations, browserSession, openPage } from './browser';
import { startSite } from './stack';

/*
 * The hosted card fields may only be framed by a storefront origin the API knows, and this
 * site listens on a random port. So this file runs its own API (seeded in-memory PGlite)
 * that names this site's origin, and its own copy of the built site pointing at it.
 */
let api: { url: string; close: () => Promise<void> };
let site: { url: string; close: () => Promise<void> };

async function startCheckoutStack() {
  let handler: (request: Request) => Response | Promise<Response> = () =>
    new Response('starting', { status: 503 });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve(
      { fetch: (request) => handler(request), port: 0, hostname: '127.0.0.1' },
      () => resolve(started),
    );
  });
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.API_URL = apiUrl;
  const siteServer = await startSite('snacks');
  const database = await createDatabase(undefined, { pgliteDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db);
  const app = createApp({
    db: database.db,
    handshakeSecret: 'end-to-end-checkout-secret-0123456789abcdef',
    checkout: { storefrontOrigins: [siteServer.url], devMailbox: true },
  });
  handler = (request) => app.fetch(request);
  return {
    api: {
      url: apiUrl,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await database.close();
      },
    },
    site: siteServer,
  };
}

beforeAll(async () => {
  ({ api, site } = await startCheckoutStack());
});
afterAll(async () => {
  await site?.close();
  await api?.close();
});

const freshContext = browserSession(() => [site.url]);

/** Network refusals the test provokes on purpose (a declined card is a 402). */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 402'));

/** Puts the first in-stock product of the listing in the cart and opens checkout. */
async function cartToCheckout(page: Page) {
  await page.goto(`${site.url}/all-snacks`, { waitUntil: 'networkidle' });
  await page.locator('main article h3 a').first().click();
  await page.waitForURL(/\/products\//);
  await page.waitForLoadState('networkidle');
  await page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.goto(`${site.url}/cart`, { waitUntil: 'networkidle' });
  await page.locator('[data-checkout]').click();
  await page.waitForURL(/\/checkout$/);
  await page.locator('input[name="email"]').waitFor();
}

async function fillShipping(page: Page, overrides: { address?: string; zipcode?: string } = {}) {
  await page.locator('input[name="email"]').fill('robin.ohara@example.com');
  await page.locator('input[name="phoneNumber"]').fill('3125550142');
  await page.locator('input[name="shipping.firstName"]').fill('Robin');
  await page.locator('input[name="shipping.lastName"]').fill("O'Hara");
  await page
    .locator('input[name="shipping.address"]')
    .fill(overrides.address ?? '120 N Michigan Ave');
  await page.locator('input[name="shipping.zipcode"]').fill(overrides.zipcode ?? '60601');
  // The ZIP lookup fills city and state.
  await expect.poll(() => page.locator('input[name="shipping.city"]').inputValue()).not.toBe('');
}

async function cardFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[data-card-fields]');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('The card fields frame did not load');
  await frame.waitForSelector('#number');
  return frame;
}

async function typeCard(page: Page, number: string) {
  const frame = await cardFrame(page);
  await frame.fill('#number', number);
  await frame.fill('#expiry', `12/${(new Date().getFullYear() + 2) % 100}`);
  await frame.fill('#cvv', '123');
}

describe('checkout', () => {
  it('a guest pays by card, sees the thank-you page, and the confirmation email is in the mailbox', async () => {
    const { page, errors } = await openPage(await freshContext());
    await cartToCheckout(page);
    expect(await axeViolations(page)).toEqual([]);

    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.locator('[data-shipping-summary]').waitFor();
    expect(await page.locator('[data-step="shipping"]').getAttribute('data-state')).toBe(
      'completed',
    );
    await page.getByRole('button', { name: /Edit/ }).waitFor();

    // The review shows the server's totals.
    const summary = page.locator('aside section').first();
    await expect.poll(() => summary.getAttribute('aria-busy')).toBeNull();
    await typeCard(page, '4111111111111111');
    expect(await axeViolations(page)).toEqual([]);
    // The card number never reaches the storefront's own document or storage.
    expect(await page.content()).not.toContain('4111111111111111');

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/thank-you\//, { timeout: 30_000 });
    const orderNumber = (await page.locator('[data-order-number]').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^SN-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(
      await page.getByText('We sent a confirmation email to robin.ohara@example.com.').count(),
    ).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const storage = await page.evaluate(() =>
      JSON.stringify({ ...sessionStorage, ...localStorage }),
    );
    expect(storage).not.toContain('4111111111111111');
    // The cart is empty after the order.
    expect(await page.evaluate(() => sessionStorage.getItem('cart'))).not.toContain('"productId"');

    const mailbox = await (await fetch(`${api.url}/dev/mailbox`)).text();
    expect(mailbox).toContain('robin.ohara@example.com');
    expect(mailbox).toContain(orderNumber);
    expect(errors).toEqual([]);
  });

  it('a declined card shows the decline, then another card places the order', async () => {
    const { page, errors } = await openPage(await freshContext());
    await cartToCheckout(page);
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await typeCard(page, '4000000000009995');
    await page.getByRole('button', { name: 'Place order' }).click();
    const alert = page.locator('[data-payment-error]');
    await expect
      .poll(() => alert.textContent(), { timeout: 20_000 })
      .toContain('Please try another card.');
    expect(page.url()).toMatch(/\/checkout$/);

    await typeCard(page, '5555555555554444');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/thank-you\//, { timeout: 30_000 });
    await page.locator('[data-order-number]').waitFor();
    expect(unexpected(errors)).toEqual([]);
  });

  it('refuses a P.O. Box and Alaska with the spec messages at their fields', async () => {
    const { page, errors } = await openPage(await freshContext());
    await cartToCheckout(page);
    await fillShipping(page, { address: 'PO Box 123' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const address = page.locator('input[name="shipping.address"]');
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page
        .getByText('Cannot ship to P.O. Box. Please provide another shipping address.')
        .count(),
    ).toBe(1);

    await address.fill('400 W 5th Ave');
    await page.locator('input[name="shipping.zipcode"]').fill('99501');
    await expect.poll(() => page.locator('select[name="shipping.state"]').inputValue()).toBe('AK');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    expect(
      await page
        .getByText(
          'We are unable to ship to Alaska or Hawaii. Please provide another shipping address.',
        )
        .count(),
    ).toBeGreaterThan(0);
    expect(await page.locator('[data-step="shipping"]').getAttribute('data-state')).toBe('active');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('speaks Spanish: a missing field gets its Spanish message, and axe finds nothing', async () => {
    const { page, errors } = await openPage(await freshContext());
    await cartToCheckout(page);
    await page.goto(`${site.url}/checkout?lang=es-us`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    expect(await page.getByText('El código postal es obligatorio.').count()).toBe(1);
    expect(await page.locator('input[name="email"]').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
