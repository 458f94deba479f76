import type { SitemapEntries } from '@snackshop/commerce-core/contract';
import { LANGUAGES } from '@snackshop/commerce-core/language';
import { INDEXED_FACETS, facetListingPath } from './canonicalListing';
import { absoluteUrl, languageAlternates, localizedPath } from './urls';

/** One page of the sitemap: its canonical path (English form) and when it last changed. */
export interface SitemapPage {
  path: string;
  lastmod: string;
}

/** The catalogue pages that are neither a product, a facet listing nor a content page. */
const CATALOGUE_PATHS = [
  '/',
  '/all-snacks',
  '/flavors',
  '/hot-shop',
  '/brands',
  '/bundles',
  '/gift-cards',
  '/varietypack',
  '/varietypack/customize',
] as const;

/** Which optional sections the site shows now, and which content pages it serves. */
export interface SitemapScope {
  /** The Holiday Shop is open (displayMerchandiseItems): its page and merchandise are listed. */
  holidayShop: boolean;
  /** Content slugs the site has a page for; the API's other entries are left out. */
  contentSlugs: ReadonlySet<string>;
}

/**
 * Every page the sitemap names, from the API's sitemap entries: the catalogue pages and the
 * single-facet listings (last changed when the catalogue last did), each product (its own
 * change time) and each content page the site serves (its own).
 */
export function sitemapPages(entries: SitemapEntries, scope: SitemapScope): SitemapPage[] {
  const catalogue = entries.catalogueUpdatedAt;
  const pages: SitemapPage[] = CATALOGUE_PATHS.map((path) => ({ path, lastmod: catalogue }));
  if (scope.holidayShop) pages.push({ path: '/holiday-shop', lastmod: catalogue });
  const facets = {
    brand: entries.brands,
    productType: entries.productTypes,
    flavor: entries.flavors,
  };
  for (const facet of INDEXED_FACETS) {
    for (const { slug } of facets[facet]) {
      pages.push({ path: facetListingPath(facet, slug), lastmod: catalogue });
    }
  }
  for (const content of entries.content) {
    if (scope.contentSlugs.has(content.slug)) {
      pages.push({ path: `/${content.slug}`, lastmod: content.updatedAt });
    }
  }
  for (const product of entries.products) {
    if (product.kind === 'merchandise' && !scope.holidayShop) continue;
    pages.push({ path: `/products/${product.slug}`, lastmod: product.updatedAt });
  }
  return pages;
}

/** The sitemaps protocol's limit of URLs in one file. */
const MAX_SITEMAP_URLS = 50_000;

/** Pages per sitemap file: each page is listed once per language. */
const PAGES_PER_FILE = Math.floor(MAX_SITEMAP_URLS / LANGUAGES.length);

/** How many sitemap files the pages need. */
export const sitemapFileCount = (pages: readonly SitemapPage[]) =>
  Math.max(1, Math.ceil(pages.length / PAGES_PER_FILE));

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );

/**
 * A sitemap `urlset` of the pages of file `part` (from 1): each page once per language, each
 * with every language's URL (and x-default) as `xhtml:link` alternates, as Google asks.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[], part = 1): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages.slice((part - 1) * PAGES_PER_FILE, part * PAGES_PER_FILE)) {
    const alternates = languageAlternates(siteUrl, page.path).map(
      ({ hrefLang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
    );
    for (const language of LANGUAGES) {
      lines.push(
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(siteUrl, localizedPath(page.path, language)))}</loc>`,
        `    <lastmod>${escapeXml(page.lastmod)}</lastmod>`,
        ...alternates,
        '  </url>',
      );
    }
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}

/** A sitemap index naming the `count` files of a sitemap too large for one (`?part=n`). */
export function sitemapIndexXml(siteUrl: string, count: number, lastmod: string): string {
  const files = Array.from({ length: count }, (_, index) => [
    '  <sitemap>',
    `    <loc>${escapeXml(`${siteUrl}/sitemap.xml?part=${index + 1}`)}</loc>`,
    `    <lastmod>${escapeXml(lastmod)}</lastmod>`,
    '  </sitemap>',
  ]).flat();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files,
    '</sitemapindex>',
    '',
  ].join('\n');
}
