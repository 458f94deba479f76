import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createApp, createDatabase, seedDatabase } from '@snackshop/commerce-api';
import { startSite } from './stack';

/** A running server and how to stop it. */
export interface Running {
  url: string;
  close: () => Promise<void>;
}

/**
 * The hosted card fields may only be framed by a storefront origin the API knows, and a
 * site listens on a random port. So a checkout test runs its own API (seeded in-memory
 * PGlite, dev mailbox on) that names the site's origin, and its own copy of the built site
 * pointing at it. The API answers once the site's origin is known.
 */
export async function startCheckoutStack(
  siteName: 'snacks' | 'rewards',
  handshakeSecret: string,
): Promise<{ api: Running; site: Running }> {
  const ready: { app?: ReturnType<typeof createApp> } = {};
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve(
      {
        // The Node bindings go along, so the API sees each request's peer address.
        fetch: (request, env) =>
          ready.app ? ready.app.fetch(request, env) : new Response('starting', { status: 503 }),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(started),
    );
  });
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.API_URL = apiUrl;
  const site = await startSite(siteName);
  const database = await createDatabase(undefined, { pgliteDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db);
  ready.app = createApp({
    db: database.db,
    handshakeSecret,
    checkout: { storefrontOrigins: [site.url], devMailbox: true },
  });
  return {
    api: {
      url: apiUrl,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await database.close();
      },
    },
    site,
  };
}

/** The button names the checkout steps use, per language. */
export const checkoutButtons = {
  'en-us': { addToCart: 'Add to cart', continue: 'Continue to payment', placeOrder: 'Place order' },
  'es-us': {
    addToCart: 'Agregar al carrito',
    continue: 'Continuar al pago',
    placeOrder: 'Realizar pedido',
  },
} as const;

export type CheckoutLanguage = keyof typeof checkoutButtons;

/**
 * Puts the first in-stock product of the listing in the cart and opens checkout. In
 * Spanish the first page asks for it (`?lang=es-us`), and the stored choice holds after.
 */
export async function cartToCheckout(
  page: Page,
  siteUrl: string,
  language: CheckoutLanguage = 'en-us',
) {
  const query = language === 'es-us' ? '?lang=es-us' : '';
  await page.goto(`${siteUrl}/all-snacks${query}`, { waitUntil: 'networkidle' });
  await page.locator('main article h3 a').first().click();
  await page.waitForURL(/\/products\//);
  await page.waitForLoadState('networkidle');
  await page
    .locator('main')
    .getByRole('button', { name: checkoutButtons[language].addToCart, exact: true })
    .click();
  await page.goto(`${siteUrl}/cart`, { waitUntil: 'networkidle' });
  await page.locator('[data-checkout]').click();
  await page.waitForURL(/\/checkout$/);
  await page.locator('input[name="email"]').waitFor();
}

/** The guest the checkout tests buy as. */
export const guest = {
  email: 'robin.ohara@example.com',
  phoneNumber: '3125550142',
  firstName: 'Robin',
  lastName: "O'Hara",
  address: '120 N Michigan Ave',
  zipcode: '60601',
};

/** Contact and shipping address; the ZIP lookup fills city and state. */
export async function fillShipping(
  page: Page,
  overrides: { email?: string; address?: string; zipcode?: string } = {},
) {
  await page.locator('input[name="email"]').fill(overrides.email ?? guest.email);
  await page.locator('input[name="phoneNumber"]').fill(guest.phoneNumber);
  await page.locator('input[name="shipping.firstName"]').fill(guest.firstName);
  await page.locator('input[name="shipping.lastName"]').fill(guest.lastName);
  await page.locator('input[name="shipping.address"]').fill(overrides.address ?? guest.address);
  await page.locator('input[name="shipping.zipcode"]').fill(overrides.zipcode ?? guest.zipcode);
  await expect.poll(() => page.locator('input[name="shipping.city"]').inputValue()).not.toBe('');
}

/** The API's hosted card fields, once loaded. */
export async function cardFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[data-card-fields]');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('The card fields frame did not load');
  await frame.waitForSelector('#number');
  return frame;
}

/** Types a sandbox card number with a future expiry and a CVV into the hosted fields. */
export async function typeCard(page: Page, number: string) {
  const frame = await cardFrame(page);
  await frame.fill('#number', number);
  await frame.fill('#expiry', `12/${(new Date().getFullYear() + 2) % 100}`);
  await frame.fill('#cvv', '123');
}

/** Places the order and waits for the thank-you page; answers the order number shown. */
export async function placeOrder(page: Page, language: CheckoutLanguage = 'en-us') {
  await page.getByRole('button', { name: checkoutButtons[language].placeOrder }).click();
  await page.waitForURL(/\/thank-you\//, { timeout: 30_000 });
  return ((await page.locator('[data-order-number]').textContent()) ?? '').trim();
}
