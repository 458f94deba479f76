import type { ProductPage, ProductSummary } from '@snackshop/commerce-core/contract';

/**
 * What a product tile shows, adds to the cart and tracks: a listing sends its 36 products to
 * the browser in this shape, not the API's whole summary (SKU, rating, every image size...),
 * so the page's data is smaller to render into the HTML and to read back when it hydrates.
 * Flat: each nested object of the summary (`brand: { name }`) would cost the route data an
 * object of its own per tile.
 */
export interface TileProduct {
  productId: ProductSummary['productId'];
  slug: string;
  title: string;
  /** The brand's name. */
  brand: string;
  /** The product type's name (the tracked category). */
  productType: string;
  /** The flavor's name (the tracked variant). */
  flavor: string | null;
  /** The size's label. */
  size: string | null;
  priceCents: number;
  /** Left out when the product is not on sale (most are): nothing to send for it. */
  compareAtPriceCents?: number | null;
  availableQty: number;
  inStock: boolean;
  /** Left out when it is not spicy (most are not). */
  isSpicy?: true;
  /** A free sample (priced 0 by the server); left out for the rest, which no grid shows apart. */
  isFreeSample?: true;
  /** The tile's picture (the summary's `image.tile`). */
  image: string;
  /**
   * What the product may be bought as, comma-separated as the cart takes it (`cart`,
   * `cart,multipack`): one string the tiles share, not an array of their own each.
   */
  productEnableFor: string;
}

/** A product summary (or a product page's product) in the shape of a tile (`TileProduct`). */
export function tileProduct(product: TiledProduct): TileProduct {
  return {
    productId: product.productId,
    slug: product.slug,
    title: product.title,
    brand: product.brand.name,
    productType: product.productType.name,
    flavor: product.flavor?.name ?? null,
    size: product.size?.label ?? null,
    priceCents: product.priceCents,
    ...(product.compareAtPriceCents === null
      ? {}
      : { compareAtPriceCents: product.compareAtPriceCents }),
    availableQty: product.availableQty,
    inStock: product.inStock,
    ...(product.isSpicy ? { isSpicy: true as const } : {}),
    ...(product.isFreeSample ? { isFreeSample: true as const } : {}),
    image: product.image.tile,
    productEnableFor: product.productEnableFor.join(','),
  };
}

/** What `tileProduct` reads of a product: a summary's fields, which a product page's has too. */
type TiledProduct = Pick<
  ProductSummary,
  | 'productId'
  | 'slug'
  | 'title'
  | 'priceCents'
  | 'compareAtPriceCents'
  | 'availableQty'
  | 'inStock'
  | 'isSpicy'
  | 'isFreeSample'
  | 'productEnableFor'
> & {
  brand: Pick<ProductSummary['brand'], 'name'>;
  productType: Pick<ProductSummary['productType'], 'name'>;
  flavor: Pick<NonNullable<ProductSummary['flavor']>, 'name'> | null;
  size: Pick<NonNullable<ProductSummary['size']>, 'label'> | null;
  image: Pick<ProductSummary['image'], 'tile'>;
};

/** A page of the API's listing with its products in the tile's shape. */
export type TilePage = Omit<ProductPage, 'products'> & { products: TileProduct[] };

/** A page of the API's listing as the browser is sent it: its products as tiles. */
export function tilePage(page: ProductPage): TilePage {
  return { ...page, products: page.products.map(tileProduct) };
}
