import type { ProductPage, ProductSummary } from '@snackshop/commerce-core/contract';

/**
 * What a product tile shows, adds to the cart and tracks: a listing sends its 36 products to
 * the browser in this shape, not the API's whole summary (SKU, rating, every image size...),
 * so the page's data is smaller to render into the HTML and to read back when it hydrates.
 */
export interface TileProduct {
  productId: ProductSummary['productId'];
  slug: string;
  title: string;
  brand: Pick<ProductSummary['brand'], 'name'>;
  productType: Pick<ProductSummary['productType'], 'name'>;
  flavor: Pick<NonNullable<ProductSummary['flavor']>, 'name'> | null;
  size: Pick<NonNullable<ProductSummary['size']>, 'label'> | null;
  priceCents: number;
  /** Left out when the product is not on sale (most are): nothing to send for it. */
  compareAtPriceCents?: number | null;
  availableQty: number;
  inStock: boolean;
  isSpicy: boolean;
  image: Pick<ProductSummary['image'], 'tile'>;
  productEnableFor: string[];
}

/** A product summary in the shape of a tile (`TileProduct`). */
export function tileProduct(product: ProductSummary): TileProduct {
  return {
    productId: product.productId,
    slug: product.slug,
    title: product.title,
    brand: { name: product.brand.name },
    productType: { name: product.productType.name },
    flavor: product.flavor && { name: product.flavor.name },
    size: product.size && { label: product.size.label },
    priceCents: product.priceCents,
    ...(product.compareAtPriceCents === null
      ? {}
      : { compareAtPriceCents: product.compareAtPriceCents }),
    availableQty: product.availableQty,
    inStock: product.inStock,
    isSpicy: product.isSpicy,
    image: { tile: product.image.tile },
    productEnableFor: product.productEnableFor,
  };
}

/** A page of the API's listing with its products in the tile's shape. */
export type TilePage = Omit<ProductPage, 'products'> & { products: TileProduct[] };

/** A page of the API's listing as the browser is sent it: its products as tiles. */
export function tilePage(page: ProductPage): TilePage {
  return { ...page, products: page.products.map(tileProduct) };
}
