import { data, type LoaderFunctionArgs } from 'react-router';
import { apiData } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { siteUrl } from '../../seo/siteUrl.server';
import type { GiftCardsData } from './types';

/** `/gift-cards`: the gift cards of the catalogue (giftcardlist), in the shopper's language. */
export async function giftCardsLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  const giftCards = await apiData('giftCardList', { query: { lang: language } });
  const result: GiftCardsData = { language, giftCards, siteUrl: siteUrl() };
  return data(result, { headers: cacheHeader('short') });
}
