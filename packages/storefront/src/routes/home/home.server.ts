import { data, type LoaderFunctionArgs } from 'react-router';
import {
  BESTSELLERS_SHOWN,
  HOME_CAPS,
  STAFF_PICKS_SHOWN,
} from '@snackshop/commerce-core/constants';
import { apiData, apiDataOr } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { siteUrl } from '../../seo/siteUrl.server';
import type { HomePageData } from './types';

/**
 * The home page (SPEC section 2): hero and category banners, bestsellers (4), staff picks
 * (4), promotion tiles (2), Shop By Category (4 parent categories, 10 subcategories) and
 * brands (12). The caps are applied here too, so a generous API never breaks the layout.
 */
export async function homeLoader({ request }: LoaderFunctionArgs) {
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
  const home: HomePageData = {
    language,
    heroBanners: banners.heroBanners,
    categoryBanners: banners.categoryBanners,
    bestSellers: bestSellers.slice(0, BESTSELLERS_SHOWN),
    staffPicks: staffPicks.slice(0, STAFF_PICKS_SHOWN),
    brands: lists.brands.slice(0, HOME_CAPS.brands),
    parentCategories: lists.parentCategories.slice(0, HOME_CAPS.parentCategories),
    subCategories: lists.subCategories.slice(0, HOME_CAPS.subcategories),
    promotionTiles: lists.promotionTiles.slice(0, HOME_CAPS.promotionTiles),
    productGroups: groups.slice(0, HOME_CAPS.parentCategories),
    siteUrl: siteUrl(),
  };
  return data(home, { headers: cacheHeader('short') });
}
