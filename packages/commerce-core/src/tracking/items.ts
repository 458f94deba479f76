// The GA4 item shape shared by the commerce events and the purchase event.

/** A product as the storefront tracks it. Prices are integer cents, as everywhere inside. */
export interface TrackedProduct {
  /** Product, bundle or mix id. */
  readonly id: string;
  readonly name: string;
  readonly brand?: string;
  readonly category?: string;
  /** Flavor or size. */
  readonly variant?: string;
  readonly priceCents: number;
  readonly quantity?: number;
}

/** An item as analytics tags read it (GA4 ecommerce shape): prices in currency units. */
export interface EcommerceItem {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_brand?: string;
  readonly item_category?: string;
  readonly item_variant?: string;
  readonly price: number;
  readonly quantity: number;
  readonly index?: number;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
}

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
