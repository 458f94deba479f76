import { FREE_SHIPPING_THRESHOLD } from '../constants/constants';
import { centsToDollars, dollarsToCents } from './money';

/** How far an order is towards free shipping. */
export interface FreeShippingProgress {
  /** Percent of the threshold reached, 0 to 100, two decimals. */
  progress: number;
  /** Dollars still to add for free shipping, never below 0, two decimals. */
  remaining: number;
}

/** How far an order is towards free shipping, in integer cents. */
export interface FreeShippingProgressCents {
  /** Percent of the threshold reached, 0 to 100, two decimals. */
  progress: number;
  /** Cents still to add for free shipping, never below 0. */
  remainingCents: number;
  /** Whether the order has reached the threshold. */
  reached: boolean;
}

const wholeCents = (value: number): number => (Number.isFinite(value) ? Math.round(value) : 0);

/**
 * Progress towards free shipping in cents (SPEC section 9: progress = 100 × amount /
 * threshold, clamped to 0..100, two decimals; remaining = threshold − amount, clamped at 0).
 * The amount counted is either the cart's (`amountCents`) or, as the API answers it, what
 * is left to reach the threshold (`remainingCents`, shippingcharge's
 * `remainingForFreeShippingCents`). A threshold of 0 or less means shipping is always free.
 */
export function freeShippingProgressCents(
  thresholdCents: number,
  counted: { amountCents: number } | { remainingCents: number },
): FreeShippingProgressCents {
  const threshold = wholeCents(thresholdCents);
  if (threshold <= 0) return { progress: 100, remainingCents: 0, reached: true };
  const amount =
    'amountCents' in counted
      ? Math.max(0, wholeCents(counted.amountCents))
      : threshold - Math.min(threshold, Math.max(0, wholeCents(counted.remainingCents)));
  const progress = Math.min(100, (100 * amount) / threshold);
  const remainingCents = Math.max(0, threshold - amount);
  return {
    progress: Math.round(progress * 100) / 100,
    remainingCents,
    reached: remainingCents === 0,
  };
}

/**
 * Progress towards free shipping (SPEC section 9) in dollars, as the spec states the helper:
 * `freeShippingProgressCents` on the same amounts, both figures to two decimals.
 */
export function freeShippingProgress(
  amount: number,
  threshold: number = FREE_SHIPPING_THRESHOLD,
): FreeShippingProgress {
  const { progress, remainingCents } = freeShippingProgressCents(dollarsToCents(threshold), {
    amountCents: dollarsToCents(amount),
  });
  return { progress, remaining: centsToDollars(remainingCents) };
}
