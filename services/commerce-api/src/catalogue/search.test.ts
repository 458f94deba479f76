import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { locationStock, products, searchSynonyms } from '../db/schema/index';
import { describeApi } from '../../test/harness';

describeApi('search', (api) => {
  const suggest = (q: string, extra: Record<string, string | number> = {}) =>
    api().call('autocompleteProducts', { query: { q, ...extra } });

  it('suggests products by the prefix of any word, best match first', async () => {
    const response = await suggest('chedd puf');
    expect(response.status).toBe(200);
    expect(response.body.data.suggestions[0]?.title).toMatch(/Cheddar Puffs/);
    const titles = (await suggest('pretz')).body.data.suggestions.map((s) => s.title);
    expect(titles).toHaveLength(8);
    expect(titles.every((title) => /Pretzels/.test(title))).toBe(true);
  });

  it('tolerates a typo', async () => {
    const titles = (await suggest('habanaro')).body.data.suggestions.map((s) => s.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => /Habanero/.test(title))).toBe(true);
  });

  it('caps suggestions at the limit (1 to 20) and needs at least 2 characters', async () => {
    expect((await suggest('chips', { limit: 3 })).body.data.suggestions).toHaveLength(3);
    const tooShort = await api().refusal('autocompleteProducts', { query: { q: 'c' } });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.errors).toEqual([
      { field: 'q', message: 'q must be at least 2 characters.' },
    ]);
    expect((await suggest('ch', { limit: 21 })).status).toBe(400);
    expect((await suggest('ch', { limit: 20 })).status).toBe(200);
    expect((await suggest('x'.repeat(101))).status).toBe(400);
    expect((await suggest('x'.repeat(100))).status).toBe(200);
  });

  it('answers symbols-only text with no suggestions rather than an error', async () => {
    const response = await suggest("'); drop table products; --");
    expect(response.status).toBe(200);
    const empty = await suggest('%%');
    expect(empty.body.data.suggestions).toEqual([]);
  });

  it('searches with the listing filters and pages of 36', async () => {
    const all = await api().call('queryProducts', { query: { q: 'cheddar' } });
    expect(all.body.data.total).toBeGreaterThan(10);
    const puffs = await api().call('queryProducts', {
      query: { q: 'cheddar', productType: 'puffs' },
    });
    expect(puffs.body.data.products.every((p) => p.productType.slug === 'puffs')).toBe(true);
    expect(puffs.body.data.total).toBe(2);
    const none = await api().call('queryProducts', { query: { q: 'zzqqxx' } });
    expect(none.body.data.total).toBe(0);
  });

  it('ranks names that start with the typed text before other word matches', async () => {
    const titles = (await suggest('sal', { limit: 20 })).body.data.suggestions.map((s) =>
      s.title.toLowerCase().startsWith('sal'),
    );
    expect(titles).toContain(true);
    expect(titles).toContain(false);
    expect(titles.indexOf(false)).toBe(titles.lastIndexOf(true) + 1);
  });

  it('marks typo matches as such, without a highlight position', async () => {
    const suggestions = (await suggest('chedar')).body.data.suggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => /cheddar/i.test(s.title) && s.matchStart === -1)).toBe(true);
    const exact = (await suggest('chedd')).body.data.suggestions;
    expect(exact.every((s) => s.matchStart >= 0)).toBe(true);
  });

  it('corrects a typo or a missing accent in a listing search, with its filters', async () => {
    const typo = await api().call('queryProducts', {
      query: { q: 'chedar', productType: 'puffs' },
    });
    expect(typo.body.data.total).toBe(2);
    expect(typo.body.data.products.every((p) => /Cheddar/.test(p.title))).toBe(true);
    const accent = await api().call('queryProducts', { query: { q: 'jalapeno' } });
    expect(accent.body.data.total).toBeGreaterThan(0);
    expect(accent.body.data.products.every((p) => /Jalapeño/.test(p.title))).toBe(true);
  });

  it('keeps the total and the pagination flag exact on every page of a search', async () => {
    const search = (page: number) => api().call('queryProducts', { query: { q: 'chips', page } });
    const first = (await search(1)).body.data;
    expect(first.total).toBeGreaterThan(36);
    expect(first.products).toHaveLength(36);
    expect(first.pagination).toBe(true);
    const last = (await search(first.totalPages)).body.data;
    expect(last.total).toBe(first.total);
    expect(last.products).toHaveLength(first.total - 36 * (first.totalPages - 1));
    expect(last.pagination).toBe(false);
    const beyond = (await search(first.totalPages + 1)).body.data;
    expect(beyond).toMatchObject({ products: [], total: first.total, pagination: false });
  });

  it("answers the issue's six searches as a shopper means them", async () => {
    const spicy = (await suggest('spicy')).body.data.suggestions;
    expect(spicy).toHaveLength(8);
    const all = await api().call('queryProducts', { query: { q: 'spicy' } });
    expect(all.body.data.total).toBe(51);
    expect(all.body.data.products.every((p) => p.isSpicy)).toBe(true);
    const hot = await api().call('queryProducts', { query: { q: 'hot' } });
    expect(hot.body.data.total).toBe(51);
    const picantes = await api().call('queryProducts', {
      query: { q: 'chips picantes', lang: 'es-us' },
    });
    expect(picantes.body.data.total).toBeGreaterThan(0);
    expect(
      picantes.body.data.products.every(
        (p) => p.isSpicy && ['chips', 'tortilla-chips'].includes(p.productType.slug),
      ),
    ).toBe(true);
    const papas = (await suggest('papas', { lang: 'es-us' })).body.data.suggestions;
    expect(papas.length).toBeGreaterThan(0);
    expect(papas.every((s) => /Papitas/.test(s.title))).toBe(true);
    const seasalt = await api().call('queryProducts', { query: { q: 'seasalt' } });
    const seaSalt = await api().call('queryProducts', { query: { q: 'sea-salt' } });
    expect(seasalt.body.data.total).toBeGreaterThan(0);
    expect(seasalt.body.data.products).toEqual(seaSalt.body.data.products);
    expect(seasalt.body.data.products.every((p) => p.flavor?.slug === 'sea-salt')).toBe(true);
    const glutenFree = await api().call('queryProducts', { query: { q: 'gluten free' } });
    expect(glutenFree.body.data).toMatchObject({ total: 0, products: [], didYouMean: null });
    expect(glutenFree.body.data.bestSellers).toHaveLength(4);
    expect(glutenFree.body.data.bestSellers?.every((p) => p.inStock)).toBe(true);
  });

  it('narrows by a facet a word names and offers the nearest search when nothing answers', async () => {
    const puffs = await api().call('queryProducts', { query: { q: 'cheddar puffs 5 oz' } });
    expect(puffs.body.data.products.map((p) => p.slug)).toEqual(['puffin-pop-cheddar-puffs-5-oz']);
    const none = await api().call('queryProducts', { query: { q: 'cheddar puffs 8 oz' } });
    expect(none.body.data).toMatchObject({ total: 0, didYouMean: 'cheddar puffs' });
    const found = await api().call('queryProducts', { query: { q: 'cheddar puffs' } });
    expect(found.body.data.total).toBe(2);
    expect(found.body.data).not.toHaveProperty('didYouMean');
    expect(found.body.data).not.toHaveProperty('bestSellers');
    const typed = (await suggest('cheddar puffs 8 oz')).body.data;
    expect(typed).toMatchObject({ suggestions: [], didYouMean: 'cheddar puffs' });
  });

  it('ranks in-stock products before out-of-stock ones', async () => {
    const { products: page } = (await api().call('queryProducts', { query: { q: 'chips' } })).body
      .data;
    const firstOut = page.findIndex((p) => !p.inStock);
    expect(firstOut === -1 || page.slice(firstOut).every((p) => !p.inStock)).toBe(true);
  });

  it("ranks products in stock at the shopper's location first, and never out of stock above", async () => {
    const { db } = api().database;
    const at = { 'X-Location-Id': '1001' };
    const titles = (data: { products: { title: string }[] }) => data.products.map((p) => p.title);
    const everywhere = (await api().call('queryProducts', { query: { q: 'pretzels' } })).body.data;
    const [best] = everywhere.products;
    if (!best?.inStock) throw new Error('The best-selling pretzels are out of stock.');
    const where = and(
      eq(locationStock.productId, best.productId),
      eq(locationStock.locationId, '1001'),
    );
    const [held] = await db.select({ qty: locationStock.qty }).from(locationStock).where(where);
    // The best seller runs out at 1001 only: a sale there took its last units.
    await db.update(locationStock).set({ qty: 0 }).where(where);
    try {
      const there = (await api().call('queryProducts', { query: { q: 'pretzels' }, headers: at }))
        .body.data;
      expect(there.total).toBe(everywhere.total);
      const firstOut = there.products.findIndex((p) => !p.inStock);
      expect(firstOut).toBeGreaterThan(0);
      expect(there.products.slice(firstOut).every((p) => !p.inStock)).toBe(true);
      expect(there.products.slice(firstOut).map((p) => p.productId)).toContain(best.productId);
      const inStockThere = await api().call('queryProducts', {
        query: { q: 'pretzels', inStock: 'true', locationNumber: '1001' },
      });
      expect(inStockThere.body.data.total).toBe(firstOut);
      expect(titles(inStockThere.body.data)).not.toContain(best.title);
      const elsewhere = await api().call('queryProducts', {
        query: { q: 'pretzels' },
        headers: { 'X-Location-Id': '1002' },
      });
      expect(elsewhere.body.data.products[0]?.title).toBe(best.title);
      const typed = (await api().call('autocompleteProducts', { query: { q: 'pretzels' } })).body
        .data.suggestions;
      const typedThere = (
        await api().call('autocompleteProducts', { query: { q: 'pretzels' }, headers: at })
      ).body.data.suggestions;
      expect(typed[0]?.title).toBe(best.title);
      expect(typedThere.map((s) => s.title)).not.toContain(best.title);
      const bad = await api().refusal('queryProducts', {
        query: { q: 'pretzels' },
        headers: { 'X-Location-Id': '9999' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.[0]?.field).toBe('X-Location-Id');
    } finally {
      await db
        .update(locationStock)
        .set({ qty: held?.qty ?? 0 })
        .where(where);
    }
  });

  it("counts the facets of a search's results, each with the other filters applied", async () => {
    const facets = (query: Record<string, string>) => api().call('filterList', { query });
    const results = (await api().call('queryProducts', { query: { q: 'cheddar' } })).body.data;
    const cheddar = (await facets({ q: 'cheddar' })).body.data;
    expect(cheddar.total).toBe(results.total);
    expect(cheddar.flavor.map((f) => f.slug)).toContain('cheddar');
    expect(cheddar.productType.find((t) => t.slug === 'puffs')?.count).toBe(2);
    const sum = (list: { count: number }[]) => list.reduce((total, f) => total + f.count, 0);
    expect(sum(cheddar.brand)).toBe(results.total);
    // A chosen type narrows the other facets, not its own.
    const puffs = (await facets({ q: 'cheddar', productType: 'puffs' })).body.data;
    expect(puffs.total).toBe(2);
    expect(sum(puffs.brand)).toBe(2);
    expect(puffs.productType).toEqual(cheddar.productType);
    // The words as the results page reads them: a facet word, a synonym, Spanish names.
    const spicy = (await facets({ q: 'spicy' })).body.data;
    expect(spicy.total).toBe(51);
    const picantes = (await facets({ q: 'chips picantes', lang: 'es-us' })).body.data;
    expect(picantes.productType.map((t) => t.name)).toContain('Papitas');
    const none = (await facets({ q: 'zzqqxx' })).body.data;
    expect(none).toMatchObject({ total: 0, brand: [], productType: [], flavor: [], size: [] });
    for (const [q, message] of [
      ['', 'q must not be empty.'],
      ['x'.repeat(101), 'q must be at most 100 characters.'],
    ] as const) {
      const refused = await api().refusal('filterList', { query: { q } });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ field: 'q', message }]);
    }
  });

  it('reads a synonym a merchant adds, once the catalogue version moves', async () => {
    const { db } = api().database;
    const before = await api().call('queryProducts', { query: { q: 'knots' } });
    expect(before.body.data.total).toBe(0);
    await db.insert(searchSynonyms).values({ phrase: 'knots', means: ['type:pretzels'] });
    const after = await api().call('queryProducts', { query: { q: 'knots' } });
    expect(after.body.data.total).toBe(12);
    expect(after.body.data.products.every((p) => p.productType.slug === 'pretzels')).toBe(true);
    await db.delete(searchSynonyms).where(eq(searchSynonyms.phrase, 'knots'));
  });

  it('learns the words of new and renamed products for typo correction', async () => {
    const { db } = api().database;
    const [template] = await db.select().from(products).limit(1);
    if (!template) throw new Error('The seed catalogue is empty.');
    const { id: _id, searchVector: _vector, createdAt: _created, ...copy } = template;
    const [added] = await db
      .insert(products)
      .values({
        ...copy,
        sku: 'TEST-ZUCCHINI',
        slug: 'test-zucchini-crisps',
        title: 'Garden Zucchini Crisps',
        searchText: 'Garden Zucchini Crisps',
        popularity: 0,
      })
      .returning({ id: products.id });
    const found = await suggest('zuchini');
    expect(found.body.data.suggestions.map((s) => s.title)).toEqual(['Garden Zucchini Crisps']);
    await db
      .update(products)
      .set({ title: 'Garden Rutabaga Crisps', searchText: 'Garden Rutabaga Crisps' })
      .where(eq(products.id, added?.id ?? 0));
    const renamed = await suggest('rutabega');
    expect(renamed.body.data.suggestions.map((s) => s.title)).toEqual(['Garden Rutabaga Crisps']);
    await db.delete(products).where(eq(products.id, added?.id ?? 0));
  });
});
