import { cartNeedsShipping, type CartLine } from '@snackshop/commerce-core/cart';
import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  type ShippingSku,
} from '@snackshop/commerce-core/constants';
import type { ShippingReason } from '@snackshop/commerce-core/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { configEntries } from '../db/schema/index';

/** The shipping rules of the config list. */
export interface ShippingRules {
  /** The `freeShipping` flag: whether carts at or above the minimum ship free. */
  freeShippingEnabled: boolean;
  freeShippingMinimumCents: number;
  /** The flat charge below the minimum. */
  flatShippingCents: number;
}

/** The shipping charge of a cart and how far it is from free shipping. */
export interface ShippingQuote {
  chargeCents: number;
  reason: ShippingReason;
  /** The shipping line's SKU (SPEC section 3 `shippingSku`). */
  shippingSku: ShippingSku;
  /** What the cart still needs for free shipping by the minimum (0 once reached). */
  remainingForFreeShippingCents: number;
}

/** Used when the config list lacks an entry, so pricing never depends on seed data. */
const DEFAULT_RULES: ShippingRules = {
  freeShippingEnabled: true,
  freeShippingMinimumCents: FREE_SHIPPING_THRESHOLD_CENTS,
  flatShippingCents: 599,
};

const wholeCents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** Reads the shipping rules from the config list. */
export async function loadShippingRules(db: Database): Promise<ShippingRules> {
  const rows = await db
    .select({ key: configEntries.key, value: configEntries.value })
    .from(configEntries)
    .where(
      inArray(configEntries.key, ['freeShipping', 'freeShippingMinimumCents', 'flatShippingCents']),
    );
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const enabled = value('freeShipping');
  return {
    freeShippingEnabled: typeof enabled === 'boolean' ? enabled : DEFAULT_RULES.freeShippingEnabled,
    freeShippingMinimumCents:
      wholeCents(value('freeShippingMinimumCents')) ?? DEFAULT_RULES.freeShippingMinimumCents,
    flatShippingCents: wholeCents(value('flatShippingCents')) ?? DEFAULT_RULES.flatShippingCents,
  };
}

/**
 * The charge by the merchandise subtotal: nothing for an empty cart, a free order or a
 * free-shipping coupon; free when the merchandise subtotal (before discounts, as the
 * storefront's free-shipping progress bar counts it) is at or above the minimum; otherwise
 * the flat charge.
 */
function quoteShipping(
  rules: ShippingRules,
  subtotalCents: number,
  coupon: { freeShipping: boolean; freeOrder: boolean } | null,
): ShippingQuote {
  const remaining = rules.freeShippingEnabled
    ? Math.max(0, rules.freeShippingMinimumCents - subtotalCents)
    : rules.freeShippingMinimumCents;
  const free = (reason: ShippingReason): ShippingQuote => ({
    chargeCents: 0,
    reason,
    shippingSku: 'SHIP-FREE',
    remainingForFreeShippingCents: remaining,
  });
  if (subtotalCents === 0) return free('empty-cart');
  if (coupon?.freeOrder) return free('free-order');
  if (coupon?.freeShipping) return free('coupon');
  if (rules.freeShippingEnabled && subtotalCents >= rules.freeShippingMinimumCents) {
    return free('minimum');
  }
  return {
    chargeCents: rules.flatShippingCents,
    reason: 'flat',
    shippingSku: 'SHIP-STANDARD',
    remainingForFreeShippingCents: remaining,
  };
}

/**
 * The shipping charge of a cart, the one place it is computed (docs/decisions/0009): nothing
 * to mail when every line is an e-gift card; otherwise the quote on the merchandise
 * subtotal, except that physical gift cards alone still make a shipment and pay the flat
 * charge unless a coupon ships free.
 */
export function shippingCharge(
  rules: ShippingRules,
  cart: {
    lines: readonly CartLine[];
    merchandiseCents: number;
    coupon: { freeShipping: boolean; freeOrder: boolean } | null;
  },
): ShippingQuote {
  const { coupon } = cart;
  // Nothing to mail reads as an empty cart: free, with the minimum still to reach.
  if (!cartNeedsShipping(cart.lines)) return quoteShipping(rules, 0, coupon);
  const quote = quoteShipping(rules, cart.merchandiseCents, coupon);
  if (quote.reason !== 'empty-cart') return quote;
  // Physical gift cards alone: a shipment with no merchandise in it.
  if (coupon?.freeOrder) return { ...quote, reason: 'free-order' };
  if (coupon?.freeShipping) return { ...quote, reason: 'coupon' };
  return {
    ...quote,
    chargeCents: rules.flatShippingCents,
    reason: 'flat',
    shippingSku: 'SHIP-STANDARD',
  };
}
