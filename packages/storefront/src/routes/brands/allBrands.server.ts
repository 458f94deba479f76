import { data, type LoaderFunctionArgs } from 'react-router';
import { siteUrl } from '../../seo/siteUrl.server';
import { apiData } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import type { AllBrandsData } from './types';

/**
 * `/brands` (the home page's All Brands preset and the header's Brands link): every brand of
 * the API's allbrands, with its artwork, tagline and the count its listing shows.
 */
export async function allBrandsLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  const brands = await apiData('allBrands', { query: { lang: language } });
  const page: AllBrandsData = { language, brands, siteUrl: siteUrl() };
  return data(page, { headers: cacheHeader('short') });
}
