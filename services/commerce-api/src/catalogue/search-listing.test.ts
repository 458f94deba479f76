import { get } from 'node:http';
import { endpoints } from '@snackshop/commerce-core/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { catalogueVocabulary, listingMix } from '../../bench/search-workload';
import { CatalogueCaches } from './catalogue-caches';
import { products } from '../db/schema/index';
import { generateLargeCatalogue } from '../seed/large-catalogue';
import { describeApi } from '../../test/harness';
import { queryProductsQuerySchema } from '@snackshop/commerce-core/contract';
import { queryProducts } from './listing.service';
import { searchWords } from './text-search';

/** Generated products on top of the seed: long posting lists, many ties of price and rank. */
const GENERATED = 3000;

type Page = {
  data: {
    products: { productId: number }[];
    total: number;
    didYouMean?: string | null;
    bestSellers?: unknown[];
  };
};

/** The sorts the index ranks by relevance (in stock, match, best sellers). */
const RANKED_SORTS = new Set(['relevance', 'featured', 'best-selling']);

/**
 * A GET on a connection of its own: PGlite runs in this process, so its long queries delay
 * the server's timers and a kept-alive connection may be closed as a request goes out.
 */
function send(url: URL, headers: Record<string, string>) {
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    get(url, { headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? '',
          text,
        }),
      );
    }).on('error', reject);
  });
}

describeApi('search listings from the search index', (api) => {
  let queries: Record<string, string>[] = [];
  const searchUrl = (query: Record<string, string>) => {
    const url = new URL(`${api().baseUrl}${endpoints.queryProducts.path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url;
  };

  beforeAll(async () => {
    const { db } = api().database;
    await generateLargeCatalogue(db, GENERATED);
    // Some products out of stock, so the in-stock filter has something to remove.
    await db.update(products).set({ stockQty: 0 }).where(eq(products.popularity, 0));
    const mix = listingMix(await catalogueVocabulary(db), 100, 5);
    const drawn = new Set<string>();
    for (let i = 0; i < 300; i += 1) drawn.add(mix.next());
    queries = [
      ...[...drawn].map((query) => Object.fromEntries(new URLSearchParams(query))),
      { q: 'chips', sort: 'newest' },
      { q: 'chips', sort: 'newest', page: '3' },
      { q: 'ch', sort: 'price-desc', page: '2' },
      { q: 'cheddar', inStock: 'true' },
      { q: 'hat', kind: 'merchandise' },
      { q: 'variety', kind: 'variety-pack', sort: 'best-selling' },
      { q: 'a' },
      { q: '12' },
      { q: 'zzqxv' },
      { q: '!!!' },
      { q: 'chedar puffs', lang: 'es-us' },
      { q: 'chips', brand: 'no-such-brand' },
      { q: 'chips', page: '500' },
      // Answered by the database's query: name order (collation) and shop events.
      { q: 'chips', sort: 'name-asc' },
      { q: 'chips', event: 'hot-shop' },
    ];
  });

  it("answers every search as the database does with the index's matches: products, total and, but for relevance, order", async () => {
    const { db } = api().database;
    const catalogue = new CatalogueCaches({ db, freshnessMs: 0 });
    const index = await catalogue.searchIndex();
    // Every answer through the API first: the database's own answers take long enough on
    // a busy machine for an idle keep-alive connection to time out between requests.
    const answers = [];
    for (const query of queries) {
      const response = await send(searchUrl(query), api().headers());
      expect(response.status, JSON.stringify(query)).toBe(200);
      answers.push((JSON.parse(response.text) as Page).data);
    }
    for (const [at, query] of queries.entries()) {
      const filters = queryProductsQuerySchema.parse(query);
      const ids = index.matchingIds(searchWords(filters.q));
      const expected = await queryProducts({ db, publicUrl: '' }, filters, ids);
      const { didYouMean: _hint, bestSellers: _offered, ...answer } = answers[at] as Page['data'];
      if (RANKED_SORTS.has(filters.sort)) {
        // Relevance ranks by how well products match, which only the index knows.
        expect(answer.total, JSON.stringify(query)).toBe(expected.total);
        expect(answer.products.length, JSON.stringify(query)).toBe(expected.products.length);
      } else {
        expect(answer, JSON.stringify(query)).toEqual(expected);
      }
    }
    await catalogue.close();
  }, 120_000);

  it('sends a repeated search from the cache as the same JSON, with the JSON content type', async () => {
    const query = { q: 'kettle chips', sort: 'price-asc', page: '2' };
    const url = searchUrl(query);
    const first = await send(url, api().headers());
    const again = await send(url, api().headers());
    expect(first.type).toMatch(/^application\/json/);
    expect(again.type).toMatch(/^application\/json/);
    expect(again.text).toBe(first.text);
    const body = JSON.parse(first.text) as Page & { success: boolean; responseCode: number };
    expect(body).toMatchObject({ success: true, responseCode: 200, message: 'OK' });
    expect(body.data.products.length).toBeGreaterThan(0);
  });

  it('finds the page and the exact total in the index itself, for every order it holds', async () => {
    const { db } = api().database;
    const catalogue = new CatalogueCaches({ db, freshnessMs: 0 });
    const index = await catalogue.searchIndex();
    let answered = 0;
    for (const order of ['rank', 'price-asc', 'price-desc', 'newest'] as const) {
      const sort = {
        rank: 'relevance',
        'price-asc': 'price-asc',
        'price-desc': 'price-desc',
        newest: 'newest',
      }[order];
      for (const q of ['chips', 'sal', 'chedar', 'crispy sea', 'puffs']) {
        for (const page of [1, 2]) {
          const filters = queryProductsQuerySchema.parse({ q, sort, page: String(page) });
          const listed = index.listing({
            words: searchWords(q),
            kinds: ['snack', 'variety-pack'],
            order,
            offset: (page - 1) * 36,
            limit: 36,
          });
          const words = searchWords(q);
          const expected = await queryProducts(
            { db, publicUrl: '' },
            filters,
            index.matchingIds(words),
          );
          if (order === 'rank') {
            expect(listed?.total, `${q} ${sort} ${page}`).toBe(expected.total);
            expect(listed?.ids.length, `${q} ${sort} ${page}`).toBe(expected.products.length);
          } else {
            expect(listed, `${q} ${sort} ${page}`).toEqual({
              ids: expected.products.map((product) => product.productId),
              total: expected.total,
            });
          }
          if (expected.products.length > 0) answered += 1;
        }
      }
    }
    expect(answered).toBeGreaterThan(20);
    await catalogue.close();
  }, 120_000);
});
