import { endpoints } from '@snackshop/commerce-core/api-client';
import { expect, it } from 'vitest';
import { describeApi } from '../../test/harness';

type Suggestions = { data: { suggestions: { title: string; brand: string }[] } };
type Page = {
  data: { products: { title: string; productType: { slug: string } }[]; total: number };
};

describeApi('search', (api) => {
  const suggest = (q: string, extra: Record<string, string | number> = {}) =>
    api().get<Suggestions & { errors?: { field: string; message: string }[] }>(
      endpoints.autocompleteProducts.path,
      { q, ...extra },
    );

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
    const tooShort = await suggest('c');
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
    const all = await api().get<Page>(endpoints.queryProducts.path, { q: 'cheddar' });
    expect(all.body.data.total).toBeGreaterThan(10);
    const puffs = await api().get<Page>(endpoints.queryProducts.path, {
      q: 'cheddar',
      productType: 'puffs',
    });
    expect(puffs.body.data.products.every((p) => p.productType.slug === 'puffs')).toBe(true);
    expect(puffs.body.data.total).toBe(2);
    const none = await api().get<Page>(endpoints.queryProducts.path, { q: 'zzqqxx' });
    expect(none.body.data.total).toBe(0);
  });
});
