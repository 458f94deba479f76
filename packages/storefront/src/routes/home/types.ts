import type {
  Banner,
  HomeData,
  ProductGroup,
  ProductSummary,
} from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import type { SeoData } from '../../seo/meta';

/** What the home loader returns: home/datalist with the banners and product lists. */
export interface HomePageData extends HomeData, SeoData {
  language: Language;
  heroBanners: Banner[];
  categoryBanners: Banner[];
  bestSellers: ProductSummary[];
  staffPicks: ProductSummary[];
  productGroups: ProductGroup[];
}
