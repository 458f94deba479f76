/** A product as listings receive it (the API's product summary). */
export interface ProductSummary {
  productId: number;
  sku: string;
  slug: string;
  kind: 'snack' | 'variety-pack' | 'merchandise';
  title: string;
  brand: { slug: string; name: string };
  productType: { slug: string; name: string };
  flavor: { slug: string; name: string; heatLevel: number } | null;
  size: { slug: string; label: string } | null;
  priceCents: number;
  compareAtPriceCents: number | null;
  availableQty: number;
  inStock: boolean;
  multipackEligible: boolean;
  isSpicy: boolean;
  rating: number;
  reviewCount: number;
  image: { tile: string; detail: string; alt: string };
  productEnableFor: string[];
}

/** One page of a listing (filterProducts / getqueryproducts). */
export interface ProductPage {
  products: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  pagination: boolean;
}

/** Facet options with counts (filterlist). */
export interface Facets {
  brand: FacetOption[];
  productType: FacetOption[];
  flavor: FacetOption[];
  size: FacetOption[];
  total: number;
}

export interface FacetOption {
  slug: string;
  name: string;
  count: number;
}

/** A product page's product (productdetail). */
export interface ProductDetail extends ProductSummary {
  description: string;
  ingredients: string;
  nutrition: Record<string, string | number> | null;
  packCount: number;
  components: { product: ProductSummary; quantity: number }[];
}
