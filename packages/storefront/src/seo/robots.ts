import { LANGUAGE_QUERY_PARAM, SPANISH } from '@snackshop/commerce-core/language';
import { FACET_LISTING_PATH, INDEXED_FACETS, LISTING_PATHS } from './canonicalListing';

/**
 * Paths no search engine should crawl: cart, checkout and the thank-you page, account and
 * sign-in pages, the API proxy, internal search results and the maintenance screen.
 */
const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/thank-you/',
  '/profile',
  '/login',
  '/create-account',
  '/implicit/',
  '/forgotpassword',
  '/resetpassword',
  '/signin',
  '/signout',
  '/verify-email',
  '/api/',
  '/search',
  '/maintenance',
] as const;

const SPANISH_QUERY = `${LANGUAGE_QUERY_PARAM}=${SPANISH}`;

/** The Holiday Shop pages its merchandise like a listing (`?page=n`); one page is indexed. */
const HOLIDAY_SHOP_PATH = '/holiday-shop';

/**
 * robots.txt of a site (docs/decisions/0028), for Google's matching: the longest pattern
 * wins and Allow wins a tie. Listings and the Holiday Shop allow only their first page and,
 * under `/all-snacks`, one value of one indexed facet, each also in Spanish; every other
 * query (a second facet or value, sort, page, size) is kept out, each closing rule longer
 * than the prefix it closes. Product pages allow only their Spanish query (not a ZIP check).
 */
export function robotsTxt(siteUrl: string): string {
  const lines = ['User-agent: *'];
  for (const path of PRIVATE_PATHS) lines.push(`Disallow: ${path}`);
  for (const path of [...LISTING_PATHS, HOLIDAY_SHOP_PATH]) {
    lines.push(`Disallow: ${path}?`, `Allow: ${path}?${SPANISH_QUERY}$`);
  }
  for (const facet of INDEXED_FACETS) {
    const prefix = `${FACET_LISTING_PATH}?${facet}=`;
    lines.push(
      `Allow: ${prefix}`,
      `Disallow: ${prefix}*&`,
      `Disallow: ${prefix}*,`,
      `Disallow: ${prefix}*%2C`,
      `Allow: ${prefix}*&${SPANISH_QUERY}$`,
    );
  }
  lines.push('Disallow: /products/*?', `Allow: /products/*?${SPANISH_QUERY}$`);
  lines.push('', `Sitemap: ${siteUrl}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
