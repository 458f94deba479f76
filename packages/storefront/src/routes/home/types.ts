import type { Banner, HomeData, ProductGroup } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import type { SeoData } from '../../seo/meta';
import type { TileProduct } from '../../catalogue/tileProduct';

/** The home page's `ServerHtml` parts: the browser finds the server's HTML of each by these names. */
export const HOME_PARTS = {
  hero: 'home-hero',
  promotions: 'home-promotions',
  categories: 'home-categories',
  brands: 'home-brands',
} as const;

/** The name the loader hands the four parts' data (`HomeParts`) to the server's render by. */
export const HOME_PARTS_DATA = 'home-parts';

/** Shop By Category: the parent categories with their product types, subcategories, banners. */
export interface HomeCategories {
  parentCategories: HomeData['parentCategories'];
  productGroups: ProductGroup[];
  subCategories: HomeData['subCategories'];
  categoryBanners: Banner[];
}

/** The home page's parts that answer no tap of their own. */
interface HomeParts {
  hero: Banner | null;
  promotionTiles: Banner[];
  categories: HomeCategories;
  brands: HomeData['brands'];
}

/**
 * What the home loader returns: home/datalist with the banners and product lists. The parts
 * that answer no tap of their own are `undefined` on a page load, all four under one name
 * (so the route data names none of them): the server renders them and the browser keeps
 * their HTML (decision 0055).
 */
export interface HomePageData extends SeoData {
  language: Language;
  /** In the shape of a tile, like a listing's (`tileProduct`). */
  bestSellers: TileProduct[];
  staffPicks: TileProduct[];
  parts: HomeParts | undefined;
}
