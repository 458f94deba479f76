import { data, type LoaderFunctionArgs } from 'react-router';
import {
  BESTSELLERS_SHOWN,
  HOME_CAPS,
  STAFF_PICKS_SHOWN,
} from '@snackshop/commerce-core/constants';
import { apiData, apiDataOr } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { renderOnly } from '../../server/renderOnly.server';
import { tileProduct } from '../../catalogue/tileProduct';
import { siteUrl } from '../../seo/siteUrl.server';
import { HOME_PARTS_DATA, type HomePageData } from './types';

/**
 * The home page (SPEC section 2): hero and category banners, bestsellers (4), staff picks
 * (4), promotion tiles (2), Shop By Category (4 parent categories, 10 subcategories) and
 * brands (12). The caps are applied here too, so a generous API never breaks the layout.
 * The hero, promotions, categories and brands answer no tap of their own: on a page load
 * their data goes to the server's render alone (decision 0055).
 */
export async function homeLoader({ request, context }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  const lang = { query: { lang: language } };
  const [lists, banners, bestSellers, staffPicks, groups] = await Promise.all([
    apiData('homeDataList', lang),
    apiDataOr('homeBannerList', lang, {
      heroBanners: [],
      categoryBanners: [],
    }),
    apiDataOr('homeBestSellerList', lang, []),
    apiDataOr('staffPicksList', lang, []),
    apiDataOr('productGroupList', lang, []),
  ]);
  // What answers no tap of its own goes to the server's render alone on a page load.
  const home: HomePageData = {
    language,
    bestSellers: bestSellers.slice(0, BESTSELLERS_SHOWN).map(tileProduct),
    staffPicks: staffPicks.slice(0, STAFF_PICKS_SHOWN).map(tileProduct),
    parts: renderOnly({ request, context }, HOME_PARTS_DATA, {
      hero: banners.heroBanners[0] ?? null,
      promotionTiles: lists.promotionTiles.slice(0, HOME_CAPS.promotionTiles),
      categories: {
        parentCategories: lists.parentCategories.slice(0, HOME_CAPS.parentCategories),
        productGroups: groups.slice(0, HOME_CAPS.parentCategories),
        subCategories: lists.subCategories.slice(0, HOME_CAPS.subcategories),
        categoryBanners: banners.categoryBanners,
      },
      brands: lists.brands.slice(0, HOME_CAPS.brands),
    }),
    siteUrl: siteUrl(),
  };
  return data(home, { headers: cacheHeader('short') });
}
