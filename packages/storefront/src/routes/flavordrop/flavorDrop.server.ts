import { data, type LoaderFunctionArgs } from 'react-router';
import { shopPageNumber } from '../../catalogue/shopPage';
import { apiData } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { requestLocationNumber } from '../../server/location.server';
import { siteUrl } from '../../seo/siteUrl.server';
import { flavorDropEvent, giveawayMessageOn } from './flavorDrop';
import { tilePage } from '../../catalogue/tileProduct';
import type { FlavorDropData } from './types';

/**
 * `/flavor-drop`: the products of the shop event the config list's flavorDropShopPimId
 * names, while that event runs; with no drop named, or one not running now, a 404 the error
 * boundary shows as the not-found page.
 */
export async function flavorDropLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { language } = requestLanguage(request);
  const { config } = await apiData('configList');
  const slug = flavorDropEvent(config);
  if (!slug) throw data(null, { status: 404, headers: cacheHeader('none') });
  // The event's words and its products at once: a drop that is not running is a 404 anyway.
  const [events, page] = await Promise.all([
    apiData('eventsView', { query: { lang: language } }),
    apiData('filterProducts', {
      body: {
        event: slug,
        page: shopPageNumber(url.searchParams),
        lang: language,
        locationNumber: requestLocationNumber(request),
      },
    }),
  ]);
  const event = events.find((running) => running.slug === slug);
  if (!event) throw data(null, { status: 404, headers: cacheHeader('none') });
  const result: FlavorDropData = {
    language,
    event: { slug: event.slug, title: event.title, description: event.description },
    page: tilePage(page),
    giveaway: giveawayMessageOn(config),
    siteUrl: siteUrl(),
  };
  return data(result, { headers: cacheHeader('short') });
}
