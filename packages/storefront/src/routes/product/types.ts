import type { ProductDetail } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import type { SeoData } from '../../seo/meta';
import type { TileProduct } from '../../catalogue/tileProduct';

/** Whether the product ships to the ZIP code in the URL. */
export interface ZipAvailability {
  zip: string;
  available: boolean;
  /** The API's reason when the ZIP cannot be served at all (HI, AK, unknown ZIP). */
  message?: string;
}

/** The product facts' `ServerHtml` part. */
export const PRODUCT_FACTS_PART = 'pdp-facts';

/** What the product's facts show: its ingredients, pack contents and nutrition. */
export type ProductFactsData = Pick<ProductDetail, 'ingredients' | 'components' | 'nutrition'>;

/** What the product loader returns. */
export interface ProductData extends SeoData {
  language: Language;
  product: Omit<ProductDetail, keyof ProductFactsData>;
  /**
   * `undefined` on a page load: the server renders the facts and the browser keeps their HTML
   * (`ServerHtml`, decision 0055).
   */
  facts: ProductFactsData | undefined;
  /** In the shape of a tile, like a listing's (`tileProduct`). */
  recommended: TileProduct[];
  availability: ZipAvailability | null;
  /** The key of the ZIP field's error when the URL's ZIP is malformed. */
  zipError: string | null;
}

/** What the Notify Me action returns. */
export interface NotifyMeResult {
  ok: boolean;
  /** The API's error message; null on success (the page says it in the shopper's language). */
  message: string | null;
}
