import { SHIPPING_SKUS, type ShippingSku } from '@snackshop/commerce-core';
import type { ResponseOf } from '@snackshop/commerce-core/api-client';
import type { CartTotals as PricedAmounts } from '@snackshop/commerce-core/contract';

/** The server's answer to a coupon or voucher (SPEC section 3 `couponData`). */
export type CouponData = ResponseOf<'validateVoucher'>;

/**
 * A priced cart's amounts as the API answers them (shippingcharge, ordertax, validateOrder),
 * with the shipping line's SKU when the answer names it and, from ordertax, where tax is owed.
 */
export type CartTotals = PricedAmounts & {
  shippingSku?: ShippingSku;
  taxInfo?: Pick<ResponseOf<'orderTax'>['taxInfo'], 'state' | 'rateBasisPoints'>;
} & Partial<
    Pick<
      ResponseOf<'shippingCharge'>,
      'freeShippingEnabled' | 'freeShippingMinimumCents' | 'remainingForFreeShippingCents'
    >
  >;

/**
 * The API's free-shipping answer for a priced cart (shippingcharge), in cents: what the
 * free-shipping bar shows, so it never promises what the shipping charge does not give.
 */
export interface FreeShippingAnswer {
  /** The config list's `freeShipping` flag; off, there is no free shipping to promise. */
  enabled: boolean;
  /** The free-shipping minimum, in cents. */
  minimumCents: number;
  /** What the cart still needs for free shipping, in cents (0 once reached). */
  remainingCents: number;
}

/** Tax as the server computed it. */
export interface TaxInfo {
  /** Tax in integer cents. */
  taxCents: number;
  /**
   * Where it is owed, when the server priced the cart for a ZIP code (ordertax): the state
   * and its rate in basis points (725 is 7.25%).
   */
  place?: { state: string; rateBasisPoints: number };
}

/**
 * Amounts only the server decides (SPEC section 3, docs/api-conventions.md "Money"), in
 * integer cents, with the cart they were computed for.
 */
export interface ServerPricing {
  shippingChargeCents: number;
  totalAmountCents: number;
  taxInfo: TaxInfo | null;
  shippingSku: ShippingSku | null;
  /** Which cart the amounts belong to (see `cartFingerprint`). */
  forCart: string;
  /** The shipping ZIP code tax was computed for, or null when none was known. */
  zipcode: string | null;
  /** The free-shipping answer, when the pricing call gives one (shippingcharge does). */
  freeShipping: FreeShippingAnswer | null;
}

/** An amount in cents the server computed, with the cart it belongs to. */
export interface ServerAmount {
  cents: number;
  forCart: string;
}

/** The server's amounts of a priced cart, for the cart whose fingerprint is `forCart`. */
export function pricingOf(
  totals: CartTotals,
  forCart: string,
  zipcode: string | null = null,
): ServerPricing {
  return {
    shippingChargeCents: totals.shippingChargeCents,
    totalAmountCents: totals.totalAmountCents,
    taxInfo: {
      taxCents: totals.taxCents,
      ...(totals.taxInfo
        ? {
            place: { state: totals.taxInfo.state, rateBasisPoints: totals.taxInfo.rateBasisPoints },
          }
        : {}),
    },
    shippingSku: totals.shippingSku ?? null,
    forCart,
    zipcode,
    freeShipping: freeShippingOf(totals),
  };
}

/** The free-shipping answer of a pricing call, or null when it gives none. */
function freeShippingOf(totals: CartTotals): FreeShippingAnswer | null {
  const { freeShippingEnabled, freeShippingMinimumCents, remainingForFreeShippingCents } = totals;
  if (
    freeShippingEnabled === undefined ||
    freeShippingMinimumCents === undefined ||
    remainingForFreeShippingCents === undefined
  ) {
    return null;
  }
  return {
    enabled: freeShippingEnabled,
    minimumCents: freeShippingMinimumCents,
    remainingCents: remainingForFreeShippingCents,
  };
}

/** A stored free-shipping answer, or none when it is not one. */
export function toFreeShippingAnswer(value: unknown): FreeShippingAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { enabled, minimumCents, remainingCents } = value as Record<string, unknown>;
  return typeof enabled === 'boolean' &&
    typeof minimumCents === 'number' &&
    typeof remainingCents === 'number'
    ? { enabled, minimumCents, remainingCents }
    : null;
}

export function isShippingSku(value: unknown): value is ShippingSku {
  return SHIPPING_SKUS.includes(value as ShippingSku);
}
