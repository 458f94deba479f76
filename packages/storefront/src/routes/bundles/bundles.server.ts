import { data, type LoaderFunctionArgs } from 'react-router';
import { apiData } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { siteUrl } from '../../seo/siteUrl.server';
import type { BundlesData } from './types';

/** `/bundles`: every bundle of the catalogue (getallbundles), in the shopper's language. */
export async function bundlesLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  const bundles = await apiData('allBundles', { query: { lang: language } });
  const result: BundlesData = { language, bundles, siteUrl: siteUrl() };
  return data(result, { headers: cacheHeader('short') });
}
