import type { SeoData } from '../../seo/meta';
import type { Language } from '@snackshop/commerce-core/language';
import type {
  MultipackConfig,
  MultipackProduct,
  ProductSummary,
  VarietyPack,
} from '@snackshop/commerce-core/contract';

/** What the variety pack loader returns. */
export interface VarietyPackData extends SeoData {
  language: Language;
  products: ProductSummary[];
  recommended: VarietyPack[];
}

/** What the mix builder's loader returns. */
export interface CustomizeData extends SeoData {
  language: Language;
  config: MultipackConfig;
  products: MultipackProduct[];
}
