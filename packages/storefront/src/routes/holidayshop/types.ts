import type { SeoData } from '../../seo/meta';
import type { Language } from '@snackshop/commerce-core/language';
import type { ProductPage } from '@snackshop/commerce-core/contract';

/** What the `/holiday-shop` loader hands the page. */
export interface HolidayShopData extends SeoData {
  language: Language;
  /** One page of merchandise items (filterProducts with kind merchandise). */
  page: ProductPage;
}
