import { lineKey, lineTotal, type CartLine } from '@snackshop/commerce-core/cart';
import type { TrackedProduct } from '@snackshop/commerce-core/tracking';

/**
 * A cart line as the tracking events name it (view_cart, remove_from_cart, begin_checkout):
 * its key, title, unit price in whole cents (the line's total over its quantity) and quantity.
 */
export function cartLineItem(line: CartLine): TrackedProduct {
  return {
    id: lineKey(line),
    name: line.title,
    priceCents: Math.round(lineTotal(line) / Math.max(1, line.quantity)),
    quantity: line.quantity,
  };
}
