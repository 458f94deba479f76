import type { SeoData } from '../../seo/meta';
import type { Language } from '@snackshop/commerce-core/language';
import type { TileProduct } from '../../catalogue/tileProduct';
import type {
  MultipackConfig,
  MultipackProduct,
  VarietyPack,
} from '@snackshop/commerce-core/contract';

/** The recommended variety packs' `ServerHtml` part. */
export const RECOMMENDED_PACKS_PART = 'vp-recommended';

/** What the variety pack loader returns. */
export interface VarietyPackData extends SeoData {
  language: Language;
  /** In the shape of a tile, like a listing's (`tileProduct`). */
  products: TileProduct[];
  /** `undefined` on a page load: the server's render alone reads it (decision 0055). */
  recommended: VarietyPack[] | undefined;
}

/** What the mix builder shows and adds of a product a mix can take. */
export type MixProductData = Pick<
  MultipackProduct,
  'productId' | 'title' | 'priceCents' | 'availableQty' | 'available'
> & {
  /** The pack's picture (the API's `image.tile`). */
  image: string;
};

/**
 * What the mix builder's loader returns: of the multipack's config and products only what
 * the page reads (the API's config lists every eligible product's id, its products their
 * brand, flavor, price in dollars and most per mix, which the page's action checks, not the page).
 */
export interface CustomizeData extends SeoData {
  language: Language;
  config: Pick<MultipackConfig, 'title' | 'description' | 'rules' | 'packSize'>;
  products: MixProductData[];
}
