import type { Language } from '@snackshop/commerce-core/catalogue';
import type { ProductSummary } from '../../catalogue/types';

/** A bundle as getallbundles answers it: several products sold at one price. */
export interface Bundle {
  bundleId: number;
  sku: string;
  slug: string;
  title: string;
  description: string;
  priceCents: number;
  separatelyCents: number;
  savingsCents: number;
  availableQty: number;
  products: { product: ProductSummary; quantity: number }[];
  image: { tile: string; detail: string };
}

/** What the `/bundles` loader hands the page. */
export interface BundlesData {
  language: Language;
  bundles: Bundle[];
}
