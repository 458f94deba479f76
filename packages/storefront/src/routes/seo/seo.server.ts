import type { LoaderFunctionArgs } from 'react-router';
import type { SitemapEntries } from '@snackshop/commerce-core/contract';
import { robotsTxt } from '../../seo/robots';
import { siteUrl } from '../../seo/siteUrl.server';
import { sitemapFileCount, sitemapIndexXml, sitemapPages, sitemapXml } from '../../seo/sitemap';
import { apiData, apiDataOr } from '../../server/api.server';
import { cacheHeader, cacheStrategies } from '../../server/cache.server';
import { storefrontRoutes } from '../../site/routeTable';
import { holidayShopEnabled } from '../../site/holidayShop';

/** `/robots.txt`: what crawlers may fetch, and where the sitemap is (docs/decisions/0028). */
export function robotsLoader() {
  return new Response(robotsTxt(siteUrl()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...cacheHeader('long') },
  });
}

/** The content pages this site serves: its `content/*` routes, by path. */
const CONTENT_SLUGS: ReadonlySet<string> = new Set(
  storefrontRoutes.flatMap((route) =>
    route.id.startsWith('content/') && route.path ? [route.path] : [],
  ),
);

/** How long the API's sitemap entries are reused: the sitemap's own short cache. */
const ENTRIES_TTL_MS = 60_000;
let recentEntries: { at: number; entries: Promise<SitemapEntries> } | undefined;

/**
 * The API's sitemap entries, fetched at most once a minute: crawlers fetch the sitemap (and
 * each of its files) whenever they like, and every answer is built from the same entries.
 */
function sitemapEntries(): Promise<SitemapEntries> {
  const now = Date.now();
  if (!recentEntries || now - recentEntries.at > ENTRIES_TTL_MS) {
    const entries = apiData('sitemapEntries');
    recentEntries = { at: now, entries };
    // A failed call is not reused.
    entries.catch(() => {
      if (recentEntries?.entries === entries) recentEntries = undefined;
    });
  }
  return recentEntries.entries;
}

const xml = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': status === 200 ? cacheStrategies.short : cacheStrategies.none,
    },
  });

/**
 * `/sitemap.xml`: every product, single-facet listing, catalogue and content page, in both
 * languages, with lastmod from the catalogue. A catalogue past the protocol's 50,000 URLs
 * gets a sitemap index of `?part=n` files instead.
 */
export async function sitemapLoader({ request }: LoaderFunctionArgs) {
  const [entries, config] = await Promise.all([
    sitemapEntries(),
    apiDataOr('configList', {}, { list: [], config: {} }),
  ]);
  const origin = siteUrl();
  const pages = sitemapPages(entries, {
    holidayShop: holidayShopEnabled(config.config),
    contentSlugs: CONTENT_SLUGS,
  });
  const count = sitemapFileCount(pages);
  const partParam = new URL(request.url).searchParams.get('part');
  if (partParam === null) {
    return xml(
      count === 1
        ? sitemapXml(origin, pages)
        : sitemapIndexXml(origin, count, entries.catalogueUpdatedAt),
    );
  }
  const part = Number(partParam);
  if (!/^\d+$/.test(partParam) || part < 1 || part > count) {
    return xml('<?xml version="1.0" encoding="UTF-8"?>\n<error>Not found</error>\n', 404);
  }
  return xml(sitemapXml(origin, pages, part));
}
