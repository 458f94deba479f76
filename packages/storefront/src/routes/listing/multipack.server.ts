import { data, type LoaderFunctionArgs } from 'react-router';
import { PRODUCTS_PER_PAGE } from '@snackshop/commerce-core/constants';
import type { Facets, ProductPage, ProductSummary } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import { plpTag } from '@snackshop/commerce-core/tracking';
import { FACET_IDS, parseListingQuery, type ListingQuery } from '../../catalogue/listingQuery';
import { apiData } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import type { ListingData } from './ListingPage';

/** How many catalogue pages the multipack listing reads at most (36 products each). */
const MULTIPACK_SCAN_PAGES = 12;

/**
 * Every product of the catalogue listing (the URL's filters and sort) that can go in a
 * multipack. The API's listing has no such filter, so its pages are read in turn and the
 * eligible products kept, in the listing's order.
 */
async function multipackEligible(query: ListingQuery, language: Language) {
  const eligible: ProductSummary[] = [];
  for (let page = 1; page <= MULTIPACK_SCAN_PAGES; page += 1) {
    const answer = await apiData('filterProducts', {
      body: { ...query.filters, sort: query.sort, page, kind: 'snack', lang: language },
    });
    eligible.push(...answer.products.filter((product) => product.multipackEligible));
    if (!answer.pagination) break;
  }
  return eligible;
}

/** The facets of a set of products, counted from the products themselves. */
export function facetsOf(products: readonly ProductSummary[]): Facets {
  const facets: Facets = {
    brand: [],
    productType: [],
    flavor: [],
    size: [],
    total: products.length,
  };
  for (const id of FACET_IDS) {
    const counts = new Map<string, { slug: string; name: string; count: number }>();
    for (const product of products) {
      const value =
        id === 'size'
          ? product.size && { slug: product.size.slug, name: product.size.label }
          : product[id];
      if (!value) continue;
      const entry = counts.get(value.slug) ?? { slug: value.slug, name: value.name, count: 0 };
      entry.count += 1;
      counts.set(value.slug, entry);
    }
    facets[id] = [...counts.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
  return facets;
}

/**
 * `/multipack/all-snacks`: the listing page of the snacks a multipack can hold, with the
 * URL's filters, sort and page; the facet counts are those of the eligible products. (Its
 * URL is also where SPEC section 4's test feature acts.)
 */
export function createMultipackListingLoader(siteUrl: () => string) {
  return async function multipackListingLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const { language } = requestLanguage(request);
    const query = parseListingQuery(url.searchParams);
    const eligible = await multipackEligible(query, language);
    const totalPages = Math.max(1, Math.ceil(eligible.length / PRODUCTS_PER_PAGE));
    const start = (query.page - 1) * PRODUCTS_PER_PAGE;
    const page: ProductPage = {
      products: eligible.slice(start, start + PRODUCTS_PER_PAGE),
      total: eligible.length,
      page: query.page,
      pageSize: PRODUCTS_PER_PAGE,
      totalPages,
      pagination: query.page < totalPages,
      locationNumber: null,
    };
    const listing: ListingData = {
      kind: 'multipack',
      query,
      page,
      facets: facetsOf(eligible),
      tag: plpTag(url.pathname, url.searchParams),
      language,
      siteUrl: siteUrl(),
    };
    return data(listing, { headers: cacheHeader('short') });
  };
}
