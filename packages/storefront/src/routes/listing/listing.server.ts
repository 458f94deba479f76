import { data, type LoaderFunctionArgs } from 'react-router';
import { plpTag } from '@snackshop/commerce-core/tracking';
import { parseListingQuery } from '../../site/listingQuery';
import { tilePage } from '../../catalogue/tileProduct';
import type { Facets } from '@snackshop/commerce-core/contract';
import { apiData, apiDataOr } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { requestLocationNumber } from '../../server/location.server';
import { siteUrl } from '../../seo/siteUrl.server';
import { listingKind, type ListingKind } from '../../seo/listingKinds';
import type { ListingData } from './types';

const NO_FACETS: Facets = { brand: [], productType: [], flavor: [], size: [], total: 0 };

/**
 * The loader of a listing page: one page of 36 products with the URL's filters and sort,
 * the facets with their counts, and the page's plp_ tag, for the shopper's location when
 * the browser keeps one. Cached briefly (catalogue; the page varies with the cookie).
 */
export function createListingLoader(kind: ListingKind) {
  return async function listingLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const { language } = requestLanguage(request);
    const query = parseListingQuery(url.searchParams);
    const { event, multipackEligible } = listingKind(kind);
    const only = { event, multipackEligible: multipackEligible ? ('true' as const) : undefined };
    const facetQuery = {
      brand: query.filters.brand.join(',') || undefined,
      productType: query.filters.productType.join(',') || undefined,
      flavor: query.filters.flavor.join(',') || undefined,
      size: query.filters.size.join(',') || undefined,
      ...only,
      lang: language,
    };
    const [page, facets] = await Promise.all([
      apiData('filterProducts', {
        body: {
          ...query.filters,
          sort: query.sort,
          page: query.page,
          ...only,
          lang: language,
          // The location of the shopper's ZIP code, as the browser's own calls send it.
          locationNumber: requestLocationNumber(request),
        },
      }),
      apiDataOr('filterList', { query: facetQuery }, NO_FACETS),
    ]);
    const listing: ListingData = {
      kind,
      query,
      page: tilePage(page),
      facets,
      tag: plpTag(url.pathname, url.searchParams),
      language,
      siteUrl: siteUrl(),
    };
    return data(listing, { headers: cacheHeader('short') });
  };
}
