import { describe, expect, it } from 'vitest';
import { RenderCache, type RenderInputs } from './renderCache.server';

const listing = (price: number): RenderInputs => ({
  url: 'http://localhost:3000/all-snacks',
  statusCode: 200,
  loaderData: { root: { language: 'en-us' }, 'routes/listing': { products: [{ price }] } },
  actionData: null,
});

const page = (html: string) => ({ html, scriptHashes: [`'sha256-${html}'`] });

describe('the cache of rendered pages', () => {
  it('keys a page by its URL, status and data: a new price is a new key', () => {
    const key = RenderCache.keyOf(listing(3.99));
    expect(key).toBe(RenderCache.keyOf(listing(3.99)));
    expect(RenderCache.keyOf(listing(4.49))).not.toBe(key);
    expect(
      RenderCache.keyOf({ ...listing(3.99), url: `${listing(3.99).url}?lang=es-us` }),
    ).not.toBe(key);
    expect(RenderCache.keyOf({ ...listing(3.99), statusCode: 404 })).not.toBe(key);
  });

  it('tells maps and sets apart, and keeps nothing whose data is still on its way', () => {
    const withMap = (entries: [string, number][]) => ({
      ...listing(1),
      loaderData: { stock: new Map(entries) },
    });
    expect(RenderCache.keyOf(withMap([['a', 1]]))).not.toBe(RenderCache.keyOf(withMap([['a', 2]])));
    expect(
      RenderCache.keyOf({ ...listing(1), loaderData: { later: Promise.resolve(1) } }),
    ).toBeNull();
  });

  it('gives back what it kept, drops the least recently used past its size and ages entries out', () => {
    let now = 0;
    const cache = new RenderCache(2, 1000, () => now);
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    expect(cache.get('a')).toEqual(page('a'));
    cache.set('c', page('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(page('a'));
    expect(cache.size).toBe(2);
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
  });

  it('keeps nothing with no room', () => {
    const cache = new RenderCache(0, 1000);
    cache.set('a', page('a'));
    expect(cache.get('a')).toBeUndefined();
  });
});
