import { data, type LoaderFunctionArgs } from 'react-router';
import { parseListingQuery } from '../../site/listingQuery';
import { apiData } from '../../server/api.server';
import { requestLocationNumber } from '../../server/location.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import type { SearchData } from './types';

/** Longest search text the API accepts. */
const MAX_QUERY = 100;

/** Search results for `?q=` (36 per page); an empty query shows an empty page. */
export async function searchLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { language } = requestLanguage(request);
  const q = (url.searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
  const { page } = parseListingQuery(url.searchParams);
  const results = q
    ? await apiData('queryProducts', {
        query: { q, page, lang: language, locationNumber: requestLocationNumber(request) },
      })
    : null;
  const search: SearchData = { language, q, results };
  return data(search, { headers: cacheHeader('short') });
}
