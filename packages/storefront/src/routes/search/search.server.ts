import { data, type LoaderFunctionArgs } from 'react-router';
import type { Facets } from '@snackshop/commerce-core/contract';
import type { ResponseOf } from '@snackshop/commerce-core/api-client';
import { parseListingQuery } from '../../site/listingQuery';
import { apiData, apiDataOr } from '../../server/api.server';
import { requestLocationNumber } from '../../server/location.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { tileProduct } from '../../catalogue/tileProduct';
import type { SearchData, SearchResultTiles } from './types';

/** Longest search text the API accepts. */
const MAX_QUERY = 100;

/** Facets when the API cannot count them: the results still show, without filters. */
const NO_FACETS: Facets = { brand: [], productType: [], flavor: [], size: [], total: 0 };

/**
 * Search results for `?q=` (36 per page) narrowed by the URL's filters (`brand`,
 * `productType`, `flavor`, `size`, as on a listing), with the facets of the search's results
 * and their counts; an empty query shows an empty page.
 */
export async function searchLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { language } = requestLanguage(request);
  const q = (url.searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
  const query = { ...parseListingQuery(url.searchParams), sort: 'featured' as const };
  const filters = {
    brand: query.filters.brand.join(',') || undefined,
    productType: query.filters.productType.join(',') || undefined,
    flavor: query.filters.flavor.join(',') || undefined,
    size: query.filters.size.join(',') || undefined,
  };
  const [results, facets] = q
    ? await Promise.all([
        apiData('queryProducts', {
          query: {
            q,
            ...filters,
            page: query.page,
            lang: language,
            locationNumber: requestLocationNumber(request),
          },
        }),
        apiDataOr('filterList', { query: { q, ...filters, lang: language } }, NO_FACETS),
      ])
    : [null, null];
  // The products go to the browser in the tile's shape, as a listing's.
  const tiles = results && searchResultTiles(results);
  const search: SearchData = { language, q, query, results: tiles, facets };
  return data(search, { headers: cacheHeader('short') });
}

/** A search's results with their products (and best sellers, when none matched) as tiles. */
function searchResultTiles({
  products,
  bestSellers,
  ...rest
}: ResponseOf<'queryProducts'>): SearchResultTiles {
  return {
    ...rest,
    products: products.map(tileProduct),
    ...(bestSellers ? { bestSellers: bestSellers.map(tileProduct) } : {}),
  };
}
