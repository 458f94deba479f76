import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createDatabase, seedDatabase } from '@snackshop/commerce-api';
import { addToCart, browserSession, openPage } from './browser';
import { summaryRows, usd } from './checkout-flow';
import { startSite } from './stack';

/**
 * Config flags turned the other way from the seed: the Holiday Shop closed
 * (displayMerchandiseItems off), the flavor drop pointed at another shop event
 * (flavorDropShopPimId) with the Tangy Pickle giveaway on, free shipping off (freeShipping). It needs an API of its own, seeded
 * and then with the flags changed, and the built site pointed at it, so the shared stack of
 * the other end-to-end tests keeps the seed's flags.
 */
describe('config flags the other way from the seed', () => {
  let close: () => Promise<void>;
  let siteUrl: string;
  const freshContext = browserSession(() => [siteUrl]);
  let execute: (statement: string) => Promise<unknown>;

  beforeAll(async () => {
    const database = await createDatabase(undefined, { pgliteDir: 'memory://' });
    execute = (statement) => database.db.execute(statement);
    await database.migrate();
    await seedDatabase(database.db);
    for (const [key, value] of [
      ['displayMerchandiseItems', 'false'],
      ['flavorDropShopPimId', '"hot-shop"'],
      ['enableTangyPickleGiveAwayMessage', 'true'],
      ['freeShipping', 'false'],
    ]) {
      await database.db.execute(
        `update config_entries set value = '${value}'::jsonb where key = '${key}'`,
      );
    }
    const app = createApp({
      db: database.db,
      handshakeSecret: 'end-to-end-secret-of-the-config-flags-test-0123456',
    });
    const api = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      );
    });
    process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const site = await startSite('snacks');
    siteUrl = site.url;
    close = async () => {
      await site.close();
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await database.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });

  it('answers 404 with the not-found page, never cached, in English and Spanish', async () => {
    for (const [lang, text] of [
      ['en-us', 'We could not find that page.'],
      ['es-us', 'No encontramos esa página.'],
    ] as const) {
      const response = await fetch(`${siteUrl}/holiday-shop?lang=${lang}`);
      expect(response.status).toBe(404);
      // `private, no-store` when the response also stores the language cookie.
      expect(response.headers.get('cache-control')).toMatch(/(^|, )no-store$/);
      const html = await response.text();
      expect(html).toContain(text);
      expect(html).not.toContain('Snowflake Snack Tin');
    }
  });

  it('still serves the gift cards, which no flag gates', async () => {
    const response = await fetch(`${siteUrl}/gift-cards`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Snack Shop e-Gift Card');
  });

  it('shows the shop event flavorDropShopPimId names at /flavor-drop, with the giveaway message', async () => {
    for (const [lang, title, giveaway] of [
      ['en-us', 'The Heat Shop', 'The Tangy Pickle giveaway'],
      ['es-us', 'La tienda picante', 'El sorteo del pepinillo ácido'],
    ] as const) {
      const response = await fetch(`${siteUrl}/flavor-drop?lang=${lang}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain(giveaway);
      expect(html).not.toContain('Tangy Dill Pickle Potato Chips');
    }
  });

  it('serves a page it rendered before only while the page’s data is the same: a new price shows', async () => {
    const slug = 'crunch-harbor-sea-salt-potato-chips-1-oz';
    const page = () => fetch(`${siteUrl}/products/${slug}`);
    const first = await page();
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    expect(first.headers.get('server-timing')).toMatch(/^render;dur=\d/);
    const html = await first.text();
    const again = await page();
    expect(again.headers.get('server-timing')).toBe('render;desc="kept"');
    expect(await again.text()).toBe(html);
    // The same policy: it names the same inline scripts.
    expect(again.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    );

    await execute(`update products set price_cents = 987 where slug = '${slug}'`);
    // The site reuses the API's answers for a few seconds; then the new data renders anew.
    await expect
      .poll(async () => (await page()).text(), { timeout: 20_000, interval: 500 })
      .toContain('$9.87');
    const changed = await page();
    expect(changed.headers.get('server-timing')).toBe('render;desc="kept"');
    expect(await changed.text()).toContain('$9.87');
  });

  it('serves one page for every campaign: its tracking parameters make no new render', async () => {
    const product = `${siteUrl}/products/saltmarsh-kettle-honey-mustard-potato-chips-8-oz`;
    const first = await fetch(`${product}?utm_source=mail&utm_campaign=spring&gclid=Cj0a1`);
    expect(first.headers.get('server-timing')).toMatch(/^render;dur=\d/);
    const html = await first.text();
    // The page names itself without them (its sign-in link comes back to the product).
    expect(html).not.toMatch(/utm_|gclid/);
    for (const visit of ['?fbclid=IwAR2x&utm_medium=social', '?msclkid=77f1', '']) {
      const again = await fetch(`${product}${visit}`);
      expect(again.headers.get('server-timing'), visit).toBe('render;desc="kept"');
      expect(await again.text()).toBe(html);
    }
    // A parameter that is not a campaign's is another address.
    const other = await fetch(`${product}?utm=1`);
    expect(other.headers.get('server-timing')).toMatch(/^render;dur=\d/);
  });

  it('promises no free shipping in the cart with the freeShipping flag off, as the API gives none', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${siteUrl}/products/crunch-harbor-sea-salt-potato-chips-1-oz`, {
      waitUntil: 'networkidle',
    });
    await addToCart(page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }));
    for (const [lang, summary, shipping, promise] of [
      ['en-us', 'Order summary', 'Shipping', /free shipping/i],
      ['es-us', 'Resumen del pedido', 'Envío', /envío gratis/i],
    ] as const) {
      await page.goto(`${siteUrl}/cart?lang=${lang}`, { waitUntil: 'networkidle' });
      // Priced by the API first, so the bar's absence is the API's answer, not a page waiting.
      const rows = await summaryRows(page, summary);
      expect(rows[shipping]).toBe(usd(599));
      const main = page.locator('main');
      await expect(main.getByRole('progressbar').count()).resolves.toBe(0);
      expect(await main.textContent()).not.toMatch(promise);
    }
    expect(errors).toEqual([]);
  });
});
