import type { Banner, HomeData, ProductGroup } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import type { SeoData } from '../../seo/meta';
import type { TileProduct } from '../../catalogue/tileProduct';

/** The home page's `ServerHtml` parts: the loader hands their data to them by these names. */
export const HOME_PARTS = {
  hero: 'home-hero',
  promotions: 'home-promotions',
  categories: 'home-categories',
  brands: 'home-brands',
} as const;

/** Shop By Category: the parent categories with their product types, subcategories, banners. */
export interface HomeCategories {
  parentCategories: HomeData['parentCategories'];
  productGroups: ProductGroup[];
  subCategories: HomeData['subCategories'];
  categoryBanners: Banner[];
}

/**
 * What the home loader returns: home/datalist with the banners and product lists. The parts
 * that answer no tap of their own (the hero, promotions, categories, brands) are `undefined`
 * on a page load: the server renders them and the browser keeps their HTML (decision 0055).
 */
export interface HomePageData extends SeoData {
  language: Language;
  hero: Banner | null | undefined;
  /** In the shape of a tile, like a listing's (`tileProduct`). */
  bestSellers: TileProduct[];
  staffPicks: TileProduct[];
  promotionTiles: Banner[] | undefined;
  categories: HomeCategories | undefined;
  brands: HomeData['brands'] | undefined;
}
