import { describe, expect, it } from 'vitest';
import { chunksOf, RenderCache, replayed, type RenderInputs } from './renderCache.server';

const bytes = (text: string) => new TextEncoder().encode(text);

const listing = (price: number): RenderInputs => ({
  url: 'http://localhost:3000/all-snacks',
  statusCode: 200,
  routeData: [bytes(`[{"_1":2},"loaderData",{"price":${price}}]\n`)],
});

const page = (html: string) => ({ html, scriptHashes: [`'sha256-${html}'`] });

describe('the cache of rendered pages', () => {
  it('keys a page by its URL, status and route data: a new price is a new key', () => {
    const key = RenderCache.keyOf(listing(3.99));
    expect(key).toBe(RenderCache.keyOf(listing(3.99)));
    expect(RenderCache.keyOf(listing(4.49))).not.toBe(key);
    expect(
      RenderCache.keyOf({ ...listing(3.99), url: `${listing(3.99).url}?lang=es-us` }),
    ).not.toBe(key);
    expect(RenderCache.keyOf({ ...listing(3.99), statusCode: 404 })).not.toBe(key);
  });

  it('counts what the loaders left to the render alone as an input (decision 0055)', () => {
    const brands = (name: string) => JSON.stringify([['home-brands', [{ name }]]]);
    const key = RenderCache.keyOf({ ...listing(1), renderOnly: brands('Crunch Harbor') });
    expect(RenderCache.keyOf({ ...listing(1), renderOnly: brands('Crunch Harbor') })).toBe(key);
    expect(RenderCache.keyOf({ ...listing(1), renderOnly: brands('Moonbite') })).not.toBe(key);
    expect(RenderCache.keyOf(listing(1))).not.toBe(key);
  });

  it('counts data that came later (a second chunk) as an input', () => {
    const first = listing(1).routeData;
    expect(RenderCache.keyOf({ ...listing(1), routeData: [...first, bytes('P1:2\n')] })).not.toBe(
      RenderCache.keyOf(listing(1)),
    );
  });

  it('reads the route data whole and gives the render the same bytes', async () => {
    const chunks = [bytes('[1]\n'), bytes('P1:[2]\n')];
    const read = await chunksOf(replayed(chunks));
    expect(read).toEqual(chunks);
    expect(new TextDecoder().decode(Buffer.concat(await chunksOf(replayed(read))))).toBe(
      '[1]\nP1:[2]\n',
    );
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
