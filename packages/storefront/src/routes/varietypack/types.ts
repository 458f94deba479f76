import type { Language } from '@snackshop/commerce-core/catalogue';
import type { ProductSummary } from '../../catalogue/types';

/** A ready-made variety pack (multipack/recommendedvarietypacklist). */
export interface RecommendedPack {
  productId: number;
  sku: string;
  title: string;
  description: string;
  priceCents: number;
  packCount: number;
  availableQty: number;
  available: boolean;
  components: { productId: number; title: string; quantity: number }[];
}

/** The multipack's rules (multipack/getconfig). */
export interface MultipackConfig {
  code: string;
  packSize: number;
  title: string;
  description: string;
  maxPerProduct: number;
  rules: string[];
}

/** A product a mix can take (multipack/productlist). */
export interface MixProductEntry {
  productId: number;
  sku: string;
  title: string;
  brand: string;
  flavor: string | null;
  priceCents: number;
  availableQty: number;
  available: boolean;
  maxQty: number;
}

/** What the variety pack loader returns. */
export interface VarietyPackData {
  language: Language;
  products: ProductSummary[];
  recommended: RecommendedPack[];
}

/** What the mix builder's loader returns. */
export interface CustomizeData {
  language: Language;
  config: MultipackConfig;
  products: MixProductEntry[];
}
