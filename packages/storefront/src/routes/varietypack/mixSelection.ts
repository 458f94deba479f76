import type { MultipackItem } from '@snackshop/commerce-core/cart';
import type { MixProductData } from './types';
import type { MixProduct, MixSelection } from '@snackshop/ui-kit';

/**
 * The multipack products by product id, as MixBuilder names them: what a mix's items read of
 * each (the page's products, or the API's whole answer in the page's action).
 */
export type MixProductsById = ReadonlyMap<
  string,
  Pick<MixProductData, 'title' | 'priceCents' | 'availableQty' | 'available'>
>;

/** The multipack product list as MixBuilder's products. */
export function mixProductsOf(products: readonly MixProductData[]): MixProduct[] {
  return products.map((product) => ({
    id: String(product.productId),
    title: product.title,
    image: { src: product.image, alt: '' },
    available: product.available,
  }));
}

/** The CartStore's mix as MixBuilder's selection. */
export function selectionOf(items: readonly MultipackItem[]): MixSelection {
  return Object.fromEntries(items.map((item) => [item.productId, item.quantity]));
}

/** MixBuilder's selection as the CartStore's mix, each item with its product's title and price. */
export function mixItemsOf(selection: MixSelection, byId: MixProductsById): MultipackItem[] {
  return Object.entries(selection).map(([productId, quantity]) => {
    const product = byId.get(productId);
    return {
      productId,
      quantity,
      title: product?.title ?? productId,
      price: product?.priceCents ?? 0,
      ...(product ? { availableQty: product.availableQty } : {}),
    };
  });
}

/** The mix as a selection without what can no longer be supplied. */
export function availableSelection(
  items: readonly MultipackItem[],
  byId: MixProductsById,
): MixSelection {
  return Object.fromEntries(
    items
      .filter((item) => byId.get(item.productId)?.available !== false)
      .map((item) => [item.productId, item.quantity]),
  );
}
