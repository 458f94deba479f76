import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

const SITE = 'https://snacks.example';

/**
 * Google's robots.txt matching (RFC 9309 with its extensions): a rule's pattern matches
 * from the start of the path and query, `*` is any run of characters and a final `$` ends
 * the URL; the longest matching pattern decides, and Allow wins a tie.
 */
function allowed(robots: string, url: string): boolean {
  let best: { length: number; allow: boolean } | null = null;
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S+)$/.exec(line);
    if (!match) continue;
    const [, verb, pattern = ''] = match;
    const anchored = pattern.endsWith('$');
    const body = anchored ? pattern.slice(0, -1) : pattern;
    const regex = new RegExp(
      `^${body
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}${anchored ? '$' : ''}`,
    );
    if (!regex.test(url)) continue;
    const allow = verb === 'Allow';
    if (
      !best ||
      pattern.length > best.length ||
      (pattern.length === best.length && allow && !best.allow)
    ) {
      best = { length: pattern.length, allow };
    }
  }
  return best?.allow ?? true;
}

describe('robotsTxt', () => {
  const robots = robotsTxt(SITE);

  it('names the sitemap by the site’s absolute URL and speaks to every crawler', () => {
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
    expect(robots).toContain(`\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it('keeps cart, checkout, account pages, the API proxy and internal search out', () => {
    for (const url of [
      '/cart',
      '/checkout',
      '/thank-you/SS-1001',
      '/profile',
      '/profile/orders',
      '/login',
      '/create-account',
      '/implicit/callback',
      '/implicit/ssocallback',
      '/forgotpassword',
      '/resetpassword?token=abc',
      '/signin',
      '/signout',
      '/api/v3/dopservice/b2c/allbrands',
      '/search?q=chips',
      '/maintenance',
    ]) {
      expect({ url, allowed: allowed(robots, url) }).toEqual({ url, allowed: false });
    }
  });

  it('allows the catalogue, the unfiltered and single-facet listings, in both languages', () => {
    for (const url of [
      '/',
      '/?lang=es-us',
      '/all-snacks',
      '/all-snacks?lang=es-us',
      '/flavors',
      '/flavors?lang=es-us',
      '/hot-shop',
      '/products',
      '/all-snacks?brand=crunch-harbor',
      '/all-snacks?brand=crunch-harbor&lang=es-us',
      '/all-snacks?productType=chips',
      '/all-snacks?productType=chips&lang=es-us',
      '/all-snacks?flavor=dill-pickle',
      '/all-snacks?flavor=dill-pickle&lang=es-us',
      '/products/crunch-harbor-sea-salt-potato-chips-1-oz',
      '/products/crunch-harbor-sea-salt-potato-chips-1-oz?lang=es-us',
      '/brands',
      '/bundles',
      '/gift-cards',
      '/varietypack',
      '/holiday-shop',
      '/holiday-shop?lang=es-us',
      '/faq?lang=es-us',
      '/images/products/SS-101-v1-tile.svg',
      '/sitemap.xml',
    ]) {
      expect({ url, allowed: allowed(robots, url) }).toEqual({ url, allowed: true });
    }
  });

  it('keeps filter combinations, sort, page and size out', () => {
    for (const url of [
      '/all-snacks?brand=crunch-harbor&brand=puffin-pop',
      '/all-snacks?brand=crunch-harbor,puffin-pop',
      '/all-snacks?brand=crunch-harbor%2Cpuffin-pop',
      '/all-snacks?brand=crunch-harbor&productType=chips',
      '/all-snacks?productType=chips&flavor=dill-pickle',
      '/all-snacks?productType=chips&brand=crunch-harbor',
      '/all-snacks?flavor=dill-pickle&size=1-oz',
      '/all-snacks?brand=crunch-harbor&sort=price-asc',
      '/all-snacks?productType=chips&page=2',
      '/all-snacks?sort=newest',
      '/all-snacks?page=2',
      '/all-snacks?page=2&lang=es-us',
      '/all-snacks?size=1-oz',
      '/all-snacks?type=chips',
      '/flavors?flavor=dill-pickle',
      '/flavors?page=3',
      '/products?brand=crunch-harbor',
      '/hot-shop?flavor=ghost-pepper',
      '/hot-shop?sort=price-asc',
      '/holiday-shop?page=2',
      '/products/crunch-harbor-sea-salt-potato-chips-1-oz?zip=10001',
    ]) {
      expect({ url, allowed: allowed(robots, url) }).toEqual({ url, allowed: false });
    }
  });
});
