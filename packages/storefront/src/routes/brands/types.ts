import type { Brand } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import type { SeoData } from '../../seo/meta';

/** What the All Brands loader returns. */
export interface AllBrandsData extends SeoData {
  language: Language;
  brands: Brand[];
}
