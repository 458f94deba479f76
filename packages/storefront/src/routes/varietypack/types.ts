import type { SeoData } from '../../seo/meta';
import type { Language } from '@snackshop/commerce-core/language';
import type { TileProduct } from '../../catalogue/tileProduct';
import type {
  MultipackConfig,
  MultipackProduct,
  VarietyPack,
} from '@snackshop/commerce-core/contract';

/** What the variety pack loader returns. */
export interface VarietyPackData extends SeoData {
  language: Language;
  /** In the shape of a tile, like a listing's (`tileProduct`). */
  products: TileProduct[];
  recommended: VarietyPack[];
}

/** What the mix builder's loader returns. */
export interface CustomizeData extends SeoData {
  language: Language;
  config: MultipackConfig;
  products: MultipackProduct[];
}
