import { data, type LoaderFunctionArgs } from 'react-router';
import { apiData } from '../../server/api.server';
import { requestLocationNumber } from '../../server/location.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { siteUrl } from '../../seo/siteUrl.server';
import { shopPageNumber } from '../../catalogue/shopPage';
import { holidayShopEnabled } from '../../site/holidayShop';
import { tilePage } from '../../catalogue/tileProduct';
import type { HolidayShopData } from './types';

/**
 * `/holiday-shop`: the merchandise items of the catalogue, one page of the API's listing,
 * served only while displayMerchandiseItems is on; otherwise a 404 the error boundary shows
 * as the not-found page, so a closed shop looks like any page that does not exist.
 */
export async function holidayShopLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { language } = requestLanguage(request);
  const { config } = await apiData('configList');
  if (!holidayShopEnabled(config ?? {})) {
    throw data(null, { status: 404, headers: cacheHeader('none') });
  }
  const page = await apiData('filterProducts', {
    body: {
      kind: 'merchandise',
      page: shopPageNumber(url.searchParams),
      lang: language,
      locationNumber: requestLocationNumber(request),
    },
  });
  const result: HolidayShopData = { language, page: tilePage(page), siteUrl: siteUrl() };
  return data(result, { headers: cacheHeader('short') });
}
