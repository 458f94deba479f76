import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { products } from '../db/schema/index';
import { queryProductsQuerySchema } from '@snackshop/commerce-core/contract';
import { listingKey, listProducts } from './listing.service';
import { matchesSearch, resolveSearch, searchWords } from './text-search';
import { autocomplete } from './search.service';
import { describeApi } from '../../test/harness';
import { CatalogueCaches, type CatalogueCachesOptions } from './catalogue-caches';

/**
 * TEST_REDIS_URL runs the shared-cache tests against that Redis; with CI=true an unreachable
 * one fails the run instead of silently leaving the Redis path untested.
 */
async function reachableRedis(): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return null;
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(`TEST_REDIS_URL (${url}) is not reachable in CI: ${String(error)}`);
    }
    console.warn(`TEST_REDIS_URL is not reachable; Redis cache tests left out (${String(error)})`);
    return null;
  } finally {
    probe.disconnect();
  }
}

const redisUrl = await reachableRedis();

const search = (q: string, extra: Record<string, string> = {}) =>
  queryProductsQuerySchema.parse({ q, ...extra });

/** Inserts a copy of a seed product under a new name; returns its id. */
async function addProduct(
  db: Database,
  title: string,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const [template] = await db.select().from(products).where(eq(products.kind, 'snack')).limit(1);
  if (!template) throw new Error('The seed catalogue is empty.');
  const { id: _id, searchVector: _vector, createdAt: _created, ...copy } = template;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [added] = await db
    .insert(products)
    .values({
      ...copy,
      sku: `TEST-${slug}`,
      slug,
      title,
      titleEs: title,
      searchText: title,
      isActive: true,
      ...overrides,
    })
    .returning({ id: products.id });
  return added?.id ?? 0;
}

/** The exact number of listed products matching a search, counted by the database. */
async function databaseTotal(db: Database, q: string) {
  const resolved = await resolveSearch(db, searchWords(q));
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(
      sql`${products.isActive} and not ${products.freeSample} and ${products.kind} in ('snack', 'variety-pack') and ${matchesSearch(resolved)}`,
    );
  return row?.total ?? 0;
}

describeApi('catalogue caches', (api) => {
  const opened: CatalogueCaches[] = [];
  const caches = (options: Omit<CatalogueCachesOptions, 'db'> = {}) => {
    const made = new CatalogueCaches({ db: api().database.db, freshnessMs: 0, ...options });
    opened.push(made);
    return made;
  };
  const context = (catalogue: CatalogueCaches) => ({
    db: api().database.db,
    publicUrl: '',
    catalogue,
  });
  /** Autocomplete's answer as the route sends it (kept serialised). */
  const suggest = async (catalogue: CatalogueCaches, q: string, limit = 8) =>
    JSON.parse((await autocomplete(context(catalogue), q, limit, 'en-us')).json) as {
      suggestions: { title: string }[];
    };
  const titles = async (catalogue: CatalogueCaches, q: string, limit = 8) =>
    (await suggest(catalogue, q, limit)).suggestions.map((s) => s.title);

  afterAll(async () => {
    await Promise.all(opened.map((made) => made.close()));
  });

  it('bumps the catalogue version with every change a listing shows, in the same transaction', async () => {
    const { db } = api().database;
    const version = caches().version;
    const before = (await version.current()).version;
    const id = await addProduct(db, 'Version Bump Crisps', { stockQty: 20 });
    const afterInsert = (await version.current()).version;
    expect(afterInsert).toBe(before + 1);
    // Out of stock and back in stock: what a tile shows changes each time.
    await db.update(products).set({ stockQty: 0 }).where(eq(products.id, id));
    expect((await version.current()).version).toBe(afterInsert + 1);
    await db.update(products).set({ stockQty: 12 }).where(eq(products.id, id));
    expect((await version.current()).version).toBe(afterInsert + 2);
    // A sale that leaves it in stock changes nothing a listing shows: no bump, so orders
    // neither rebuild the search index nor queue on the version row.
    await db.update(products).set({ stockQty: 7 }).where(eq(products.id, id));
    expect((await version.current()).version).toBe(afterInsert + 2);
    await db.update(products).set({ priceCents: 399 }).where(eq(products.id, id));
    expect((await version.current()).version).toBe(afterInsert + 3);
    await db.execute(sql`update brands set name = name where id = (select min(id) from brands)`);
    expect((await version.current()).version).toBe(afterInsert + 4);
    // A delete also cascades to the product's shop-event rows, which bump it again.
    await db.delete(products).where(eq(products.id, id));
    expect((await version.current()).version).toBeGreaterThan(afterInsert + 4);
  });

  it('suggests a new product, its new name after a rename and its new price, from a rebuilt index', async () => {
    const { db } = api().database;
    const catalogue = caches();
    expect(await titles(catalogue, 'quinoa')).toEqual([]);
    const id = await addProduct(db, 'Toasted Quinoa Clusters', { priceCents: 425 });
    expect(await titles(catalogue, 'quino')).toEqual(['Toasted Quinoa Clusters']);
    expect(await titles(catalogue, 'qinoa')).toEqual(['Toasted Quinoa Clusters']);
    await db
      .update(products)
      .set({
        title: 'Toasted Amaranth Clusters',
        searchText: 'Toasted Amaranth Clusters',
        priceCents: 399,
      })
      .where(eq(products.id, id));
    expect(await titles(catalogue, 'quinoa')).toEqual([]);
    const renamed = await suggest(catalogue, 'amaran');
    expect(renamed.suggestions).toMatchObject([
      { title: 'Toasted Amaranth Clusters', priceCents: 399, price: 3.99, matchStart: 8 },
    ]);
    await db.update(products).set({ isActive: false }).where(eq(products.id, id));
    expect(await titles(catalogue, 'amaran')).toEqual([]);
    await db.delete(products).where(eq(products.id, id));
  });

  it('sends a repeated autocomplete answer as kept, apart for each text, limit and language', async () => {
    const catalogue = caches();
    const first = await suggest(catalogue, 'chip', 3);
    expect(await suggest(catalogue, 'chip', 3)).toEqual(first);
    expect(catalogue.stats().indexAnswers).toEqual({ hits: 1, misses: 1 });
    expect((await suggest(catalogue, 'chip', 2)).suggestions).toEqual(
      first.suggestions.slice(0, 2),
    );
    await autocomplete(context(catalogue), 'chip', 3, 'es-us');
    await suggest(catalogue, 'Chip', 3);
    expect(catalogue.stats().indexAnswers).toEqual({ hits: 1, misses: 4 });
  });

  it('keeps answering from its index between version reads, and sees changes after the interval', async () => {
    const { db } = api().database;
    let now = 0;
    const catalogue = caches({ freshnessMs: 2000, clock: () => now });
    await catalogue.warm();
    const builds = catalogue.stats().indexBuilds;
    const id = await addProduct(db, 'Smoked Paprika Lentil Chips');
    now = 1999;
    expect(await titles(catalogue, 'lentil')).toEqual([]);
    expect(catalogue.stats().indexBuilds).toBe(builds);
    now = 2000;
    // The first request after the interval reads the new version and starts one rebuild,
    // answering from the previous index meanwhile; the rebuilt one answers next.
    await titles(catalogue, 'lentil');
    await expect.poll(() => catalogue.stats().indexBuilds).toBe(builds + 1);
    expect(await titles(catalogue, 'lentil')).toEqual(['Smoked Paprika Lentil Chips']);
    await db.delete(products).where(eq(products.id, id));
  });

  it('follows notices of new versions: a change shows before the next periodic read', async () => {
    const { db } = api().database;
    let now = 0;
    // The version read once a minute: only the notice (LISTEN) can bring the change sooner.
    const catalogue = caches({ freshnessMs: 60_000, clock: () => now });
    await catalogue.follow(api().database);
    await catalogue.warm();
    now = 5000;
    const builds = catalogue.stats().indexBuilds;
    const id = await addProduct(db, 'Noticed Barley Puffs');
    await expect.poll(() => titles(catalogue, 'barley')).toEqual(['Noticed Barley Puffs']);
    expect(catalogue.stats().indexBuilds).toBe(builds + 1);
    await db.delete(products).where(eq(products.id, id));
  });

  it('serves a repeated listing from memory with the exact total, and a changed catalogue afresh', async () => {
    const { db } = api().database;
    const catalogue = caches();
    const first = await listProducts(context(catalogue), search('cheddar'));
    expect(first.total).toBe(await databaseTotal(db, 'cheddar'));
    const again = await listProducts(context(catalogue), search('  Cheddar! '));
    expect(again).toEqual(first);
    expect(catalogue.stats().listing).toMatchObject({ misses: 1, memoryHits: 1 });

    const id = await addProduct(db, 'Cheddar Test Straws', { stockQty: 0 });
    const grown = await listProducts(context(catalogue), search('cheddar'));
    expect(grown.total).toBe(first.total + 1);
    expect(grown.total).toBe(await databaseTotal(db, 'cheddar'));
    const inStock = await listProducts(context(catalogue), search('straws', { inStock: 'true' }));
    expect(inStock.products.map((p) => p.title)).not.toContain('Cheddar Test Straws');
    await db.update(products).set({ stockQty: 12 }).where(eq(products.id, id));
    const restocked = await listProducts(context(catalogue), search('straws', { inStock: 'true' }));
    expect(restocked.products.find((p) => p.title === 'Cheddar Test Straws')).toMatchObject({
      availableQty: 12,
      inStock: true,
    });
    await db.delete(products).where(eq(products.id, id));
    expect((await listProducts(context(catalogue), search('cheddar'))).total).toBe(first.total);
  });

  it('forgets a listing after its time to live even when the catalogue is unchanged', async () => {
    let now = 0;
    const catalogue = caches({ listingTtlMs: 1000, clock: () => now });
    await listProducts(context(catalogue), search('pretzels'));
    now = 999;
    await listProducts(context(catalogue), search('pretzels'));
    now = 1000;
    await listProducts(context(catalogue), search('pretzels'));
    expect(catalogue.stats().listing).toMatchObject({ misses: 2, memoryHits: 1 });
  });

  it('answers from the database when Redis is unreachable, counting the failures', async () => {
    const catalogue = caches({ redisUrl: 'redis://127.0.0.1:1', redisPrefix: 'test:down:' });
    const page = await listProducts(context(catalogue), search('chips'));
    expect(page.total).toBe(await databaseTotal(api().database.db, 'chips'));
    expect(catalogue.stats().listing.redisErrors).toBeGreaterThan(0);
  });

  if (redisUrl) {
    describe('shared through Redis', () => {
      const prefix = `test:listing:${randomBytes(6).toString('hex')}:`;
      afterEach(async () => {
        const client = new Redis(redisUrl);
        const keys = await client.keys(`${prefix}*`);
        if (keys.length > 0) await client.del(...keys);
        await client.quit();
      });

      it("lets a second instance reuse the first one's page, and never an older version's", async () => {
        const { db } = api().database;
        const one = caches({ redisUrl, redisPrefix: prefix });
        const two = caches({ redisUrl, redisPrefix: prefix });
        const computed = await listProducts(context(one), search('salsa', { sort: 'price-asc' }));
        // The write to Redis is not awaited by the request that computed the page.
        await expect
          .poll(async () => {
            const client = new Redis(redisUrl);
            const keys = await client.keys(`${prefix}*`);
            await client.quit();
            return keys.length;
          })
          .toBe(1);
        const shared = await listProducts(context(two), search('salsa', { sort: 'price-asc' }));
        expect(shared).toEqual(computed);
        expect(two.stats().listing).toMatchObject({ redisHits: 1, misses: 0, redisErrors: 0 });

        const id = await addProduct(db, 'Salsa Verde Test Chips');
        const fresh = await listProducts(context(two), search('salsa', { sort: 'price-asc' }));
        expect(fresh.total).toBe(computed.total + 1);
        expect(two.stats().listing).toMatchObject({ redisHits: 1, misses: 1 });
        await db.delete(products).where(eq(products.id, id));
      });
    });
  }
});

describe('listingKey', () => {
  it('is the same for the same words and slugs in any order and at any location, and differs by page, sort and language', () => {
    const key = (input: Record<string, unknown>) =>
      listingKey(queryProductsQuerySchema.parse(input));
    expect(key({ q: 'Sea Salt!', brand: 'a,b' })).toBe(key({ q: 'sea  salt', brand: 'b,a' }));
    expect(key({ q: 'chips', page: 2 })).not.toBe(key({ q: 'chips' }));
    expect(key({ q: 'chips', sort: 'price-asc' })).not.toBe(key({ q: 'chips' }));
    expect(key({ q: 'chips', lang: 'es-us' })).not.toBe(key({ q: 'chips' }));
    // Availability at a location is laid over the cached answer: one copy for every location.
    expect(key({ q: 'chips', locationNumber: '1003' })).toBe(key({ q: 'chips' }));
  });
});
