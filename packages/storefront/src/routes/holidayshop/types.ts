import type { SeoData } from '../../seo/meta';
import type { TilePage } from '../../catalogue/tileProduct';
import type { Language } from '@snackshop/commerce-core/language';

/** What the `/holiday-shop` loader hands the page. */
export interface HolidayShopData extends SeoData {
  language: Language;
  /** One page of merchandise items (filterProducts with kind merchandise). */
  page: TilePage;
}
