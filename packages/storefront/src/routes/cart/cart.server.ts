import { data, type LoaderFunctionArgs } from 'react-router';
import { apiDataOr } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';

/**
 * `/cart`'s data: the free samples a cart may take one of (decision 0038), which no listing
 * shows. The cart itself lives in the browser; a failing API offers no sample.
 */
export async function cartLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  const freeSamples = await apiDataOr('freeSampleList', { query: { lang: language } }, []);
  return data({ freeSamples }, { headers: cacheHeader('none') });
}
