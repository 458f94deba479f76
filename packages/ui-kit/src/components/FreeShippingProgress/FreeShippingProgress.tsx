import { formatCents } from '../Price/Price';
import { interpolate } from '../private/interpolate';
import { TruckIcon } from '../private/icons';
import * as styles from './FreeShippingProgress.css';

/** The free-shipping threshold of SPEC section 9's progress helper: $15, in cents. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 1500;

/**
 * SPEC section 9: progress = 100 × amount / threshold, remaining = threshold − amount;
 * clamped to 0..100 and ≥ 0, in integer cents.
 */
export function freeShippingState(amountCents: number, thresholdCents: number) {
  if (thresholdCents <= 0) return { percent: 100, remainingCents: 0 };
  const amount = Math.max(0, amountCents);
  return {
    percent: Math.min(100, (100 * amount) / thresholdCents),
    remainingCents: Math.max(0, thresholdCents - amount),
  };
}

export interface FreeShippingProgressProps {
  /** The cart's merchandise amount in cents, as the server computed it. */
  amountCents: number;
  /** Free shipping from this amount, in cents; $15 by default. */
  thresholdCents?: number;
  /** Shown while short of the threshold; `{amount}` is the remaining amount, formatted. */
  remainingText?: string;
  /** Shown once the threshold is reached. */
  reachedText?: string;
  /** Accessible name of the progress bar. */
  label?: string;
  /** Locale for the amount: `en-US` or `es-US`. */
  locale?: string;
}

/**
 * A progress bar towards free shipping with the remaining amount ("Add $3.01 more to get
 * free shipping!"). The message is a polite live region, so a change after adding to
 * the cart is announced.
 */
export function FreeShippingProgress({
  amountCents,
  thresholdCents = FREE_SHIPPING_THRESHOLD_CENTS,
  remainingText = 'Add {amount} more to get free shipping!',
  reachedText = 'You’ve earned free shipping!',
  label = 'Progress towards free shipping',
  locale = 'en-US',
}: FreeShippingProgressProps) {
  const { percent, remainingCents } = freeShippingState(amountCents, thresholdCents);
  const reached = remainingCents === 0;
  const message = reached
    ? reachedText
    : interpolate(remainingText, { amount: formatCents(remainingCents, locale) });
  // Rounded down: one cent short must not read as 100%.
  const rounded = Math.floor(percent);
  return (
    <div className={styles.root}>
      <p className={styles.message} role="status">
        <span className={styles.icon}>
          <TruckIcon />
        </span>
        {message}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}%`}
      >
        <div
          className={styles.fill}
          data-complete={reached}
          style={{ inlineSize: `${percent}%` }}
        />
      </div>
    </div>
  );
}
