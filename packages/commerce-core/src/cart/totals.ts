import { giftCardLineKey, isEGiftCardLine, isGiftCardLine } from './giftCard';
import { centsToDollars, toCents, toWholeCount } from './money';
import type { CartItemsCount, CartLine, MultipackCartLine, MultipackItem } from './types';

/** True when the line is a build-your-own multipack. */
export function isMultipackLine(line: CartLine): line is MultipackCartLine {
  return Array.isArray(line.multipackList);
}

/**
 * The id a line is counted under: its product id, its bundle id for a bundle, or the
 * `GC-…` id of a gift card (`giftCardLineKey`).
 */
export function lineKey(line: CartLine): string {
  if (isGiftCardLine(line)) return giftCardLineKey(line);
  return line.bundleId ?? line.productId ?? '';
}

/** Price of one multipack in cents: the sum of each item's price times its quantity. */
export function multipackPackPrice(items: readonly MultipackItem[]): number {
  return items.reduce((sum, item) => sum + toCents(item.price) * toWholeCount(item.quantity), 0);
}

/**
 * A multipack line's total in cents (SPEC section 7 item 2): the sum of item price times
 * quantity, times the number of packs.
 */
export function multipackLineTotal(line: MultipackCartLine): number {
  return multipackPackPrice(line.multipackList) * toWholeCount(line.quantity);
}

/** A line's total in cents: unit price times quantity, or the multipack rule for a multipack. */
export function lineTotal(line: CartLine): number {
  if (isMultipackLine(line)) return multipackLineTotal(line);
  return toCents(line.price) * toWholeCount(line.quantity);
}

/** The cart subtotal in cents: the sum of every line total. */
export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/**
 * The subtotal of everything but gift cards, in cents: the base of a coupon's discount and
 * of the free-shipping minimum (a gift card is money, not merchandise; see
 * docs/decisions/0009-gift-card-cart-lines.md).
 */
export function merchandiseSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + (isGiftCardLine(line) ? 0 : lineTotal(line)), 0);
}

/** True when something in the cart must be mailed: anything but e-gift cards. */
export function cartNeedsShipping(lines: readonly CartLine[]): boolean {
  return lines.some((line) => !isEGiftCardLine(line));
}

/** The cart total in dollars with two decimals, as the persisted-cart call sends `cartamount`. */
export function cartAmount(lines: readonly CartLine[]): number {
  return centsToDollars(cartSubtotal(lines));
}

/**
 * Quantity in the cart keyed by product id or bundle id (SPEC section 3 `cartItemsCount`);
 * a multipack counts under its own `MYOMP-30-{n}` id. Lines sharing an id add up.
 */
export function cartItemsCount(lines: readonly CartLine[]): CartItemsCount {
  const counts: CartItemsCount = {};
  for (const line of lines) {
    const key = lineKey(line);
    counts[key] = (counts[key] ?? 0) + toWholeCount(line.quantity);
  }
  return counts;
}

/** The number shown on the cart badge: every line's quantity added up (a multipack is one per pack). */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + toWholeCount(line.quantity), 0);
}
