import type { EcommerceItem, TrackedProduct } from './events';

// The GA4 item shape shared by the commerce events and the purchase event.

/** Cents to currency units, exact to the cent. */
export const toAmount = (cents: number) => Math.round(cents) / 100;
export const wholeQuantity = (quantity: number | undefined) =>
  quantity === undefined ? 1 : Math.max(0, Math.trunc(quantity));

export function toItem(
  product: TrackedProduct,
  quantity: number,
  extra: Partial<Pick<EcommerceItem, 'index' | 'item_list_id' | 'item_list_name'>> = {},
): EcommerceItem {
  return {
    item_id: product.id,
    item_name: product.name,
    ...(product.brand ? { item_brand: product.brand } : {}),
    ...(product.category ? { item_category: product.category } : {}),
    ...(product.variant ? { item_variant: product.variant } : {}),
    price: toAmount(product.priceCents),
    quantity,
    ...extra,
  };
}
