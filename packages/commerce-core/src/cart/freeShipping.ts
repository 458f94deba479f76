import { FREE_SHIPPING_THRESHOLD } from '../constants/constants';
import { centsToDollars, dollarsToCents } from './money';

/** How far an order is towards free shipping. */
export interface FreeShippingProgress {
  /** Percent of the threshold reached, 0 to 100, two decimals. */
  progress: number;
  /** Dollars still to add for free shipping, never below 0, two decimals. */
  remaining: number;
}

/**
 * Progress towards free shipping (SPEC section 9): progress = 100 × amount / threshold,
 * clamped to 0..100; remaining = threshold − amount, clamped at 0; both to two decimals.
 * Amounts are in dollars, as the cart and config report them. A threshold of 0 or less
 * means shipping is always free.
 */
export function freeShippingProgress(
  amount: number,
  threshold: number = FREE_SHIPPING_THRESHOLD,
): FreeShippingProgress {
  const amountCents = Math.max(0, dollarsToCents(amount));
  const thresholdCents = dollarsToCents(threshold);
  if (thresholdCents <= 0) return { progress: 100, remaining: 0 };
  const progress = Math.min(100, (100 * amountCents) / thresholdCents);
  return {
    progress: Math.round(progress * 100) / 100,
    remaining: centsToDollars(Math.max(0, thresholdCents - amountCents)),
  };
}
