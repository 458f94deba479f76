// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SitemapEntries } from '@snackshop/commerce-core/contract';
import { sitemapFileCount, sitemapIndexXml, sitemapPages, sitemapXml } from './sitemap';

const SITE = 'https://snacks.example';
const CATALOGUE = '2025-06-01T10:00:00.000Z';

const entries: SitemapEntries = {
  catalogueUpdatedAt: CATALOGUE,
  products: [
    { slug: 'sea-salt-chips', kind: 'snack', updatedAt: '2025-05-01T08:00:00.000Z' },
    { slug: 'snowflake-snack-tin', kind: 'merchandise', updatedAt: '2025-05-02T08:00:00.000Z' },
  ],
  brands: [{ slug: 'crunch-harbor', productCount: 18 }],
  productTypes: [{ slug: 'chips', productCount: 20 }],
  flavors: [{ slug: 'dill-pickle', productCount: 4 }],
  content: [
    { slug: 'faq', updatedAt: '2025-04-01T00:00:00.000Z' },
    { slug: 'not-a-page', updatedAt: '2025-04-01T00:00:00.000Z' },
  ],
};

const scope = { holidayShop: false, contentSlugs: new Set(['faq']) };

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('sitemap', () => {
  it('names products, single-facet listings, catalogue and content pages with their lastmod', () => {
    const pages = sitemapPages(entries, scope);
    const byPath = new Map(pages.map((page) => [page.path, page.lastmod]));
    expect(byPath.get('/')).toBe(CATALOGUE);
    expect(byPath.get('/brands')).toBe(CATALOGUE);
    expect(byPath.get('/all-snacks?brand=crunch-harbor')).toBe(CATALOGUE);
    expect(byPath.get('/all-snacks?productType=chips')).toBe(CATALOGUE);
    expect(byPath.get('/all-snacks?flavor=dill-pickle')).toBe(CATALOGUE);
    expect(byPath.get('/products/sea-salt-chips')).toBe('2025-05-01T08:00:00.000Z');
    expect(byPath.get('/faq')).toBe('2025-04-01T00:00:00.000Z');
    // Only the pages the site serves: no unknown content page, no closed Holiday Shop.
    expect(byPath.has('/not-a-page')).toBe(false);
    expect(byPath.has('/holiday-shop')).toBe(false);
    expect(byPath.has('/products/snowflake-snack-tin')).toBe(false);
    const open = sitemapPages(entries, { ...scope, holidayShop: true }).map((page) => page.path);
    expect(open).toEqual(
      expect.arrayContaining(['/holiday-shop', '/products/snowflake-snack-tin']),
    );
  });

  it('writes well-formed XML: each page in both languages, with every alternate', () => {
    const document = parse(sitemapXml(SITE, sitemapPages(entries, scope)));
    expect(document.querySelector('parsererror')).toBeNull();
    const urls = [...document.getElementsByTagName('url')];
    expect(urls).toHaveLength(sitemapPages(entries, scope).length * 2);
    const facet = urls.filter((url) =>
      url.getElementsByTagName('loc')[0]?.textContent?.startsWith(`${SITE}/all-snacks?brand=`),
    );
    expect(facet.map((url) => url.getElementsByTagName('loc')[0]?.textContent)).toEqual([
      `${SITE}/all-snacks?brand=crunch-harbor`,
      `${SITE}/all-snacks?brand=crunch-harbor&lang=es-us`,
    ]);
    for (const url of facet) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      expect(
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ).toEqual([
        ['en-us', `${SITE}/all-snacks?brand=crunch-harbor`],
        ['es-us', `${SITE}/all-snacks?brand=crunch-harbor&lang=es-us`],
        ['x-default', `${SITE}/all-snacks?brand=crunch-harbor`],
      ]);
      expect(url.getElementsByTagName('lastmod')[0]?.textContent).toBe(CATALOGUE);
    }
  });

  it('splits a catalogue past 50,000 URLs into files named by an index', () => {
    const many = {
      ...entries,
      products: Array.from({ length: 30_000 }, (_, index) => ({
        slug: `product-${index}`,
        kind: 'snack' as const,
        updatedAt: CATALOGUE,
      })),
    };
    const pages = sitemapPages(many, scope);
    expect(sitemapFileCount(pages)).toBe(2);
    const index = parse(sitemapIndexXml(SITE, 2, CATALOGUE));
    expect([...index.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      `${SITE}/sitemap.xml?part=1`,
      `${SITE}/sitemap.xml?part=2`,
    ]);
    const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0;
    const first = urlCount(sitemapXml(SITE, pages, 1));
    const second = urlCount(sitemapXml(SITE, pages, 2));
    expect(first).toBe(50_000);
    expect(first + second).toBe(pages.length * 2);
  });
});
