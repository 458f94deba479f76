import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createDatabase, seedDatabase } from '@snackshop/commerce-api';
import { startSite } from './stack';

/**
 * The Holiday Shop with displayMerchandiseItems off. It needs an API of its own, seeded and
 * then with the flag turned off, and the built site pointed at it, so the shared stack of the
 * other end-to-end tests keeps the seed's flag (on).
 */
describe('holiday shop with displayMerchandiseItems off', () => {
  let close: () => Promise<void>;
  let siteUrl: string;

  beforeAll(async () => {
    const database = await createDatabase(undefined, { pgliteDir: 'memory://' });
    await database.migrate();
    await seedDatabase(database.db);
    await database.db.execute(
      `update config_entries set value = 'false'::jsonb where key = 'displayMerchandiseItems'`,
    );
    const app = createApp({
      db: database.db,
      handshakeSecret: 'end-to-end-secret-of-the-holiday-shop-closed-0123',
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
});
