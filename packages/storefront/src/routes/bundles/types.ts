import type { SeoData } from '../../seo/meta';
import type { Language } from '@snackshop/commerce-core/language';
import type { Bundle } from '@snackshop/commerce-core/contract';

/**
 * A bundle as its tile shows it and the cart takes it: the API's bundle carries each of its
 * products' whole summary (SKU, rating, every image size…), which the page does not read.
 */
export interface BundleTile {
  bundleId: Bundle['bundleId'];
  slug: string;
  title: string;
  /** The tile's picture (the bundle's `image.tile`). */
  image: string;
  priceCents: number;
  /** What its products cost bought one by one; left out when the bundle saves nothing. */
  separatelyCents?: number;
  availableQty: number;
  /** What it holds, each product by id and title. */
  products: { productId: number; title: string; quantity: number }[];
}

/** What the `/bundles` loader hands the page. */
export interface BundlesData extends SeoData {
  language: Language;
  bundles: BundleTile[];
}
