import {
  centsToDollars,
  dollarsToCents,
  formatPrice,
  freeShippingProgress,
} from '@snackshop/commerce-core/cart';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '@snackshop/commerce-core/constants';
import { interpolate } from '../private/interpolate';
import { TruckIcon } from '../private/icons';
import * as styles from './FreeShippingProgress.css';

export interface FreeShippingProgressProps {
  /** The cart's merchandise amount in cents, as the server computed it. */
  amountCents: number;
  /** Free shipping from this amount, in cents; $15 by default (SPEC section 9). */
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
  // SPEC section 9's helper, in commerce-core: the kit only shows what it computes.
  const { progress, remaining } = freeShippingProgress(
    centsToDollars(amountCents),
    centsToDollars(thresholdCents),
  );
  const remainingCents = dollarsToCents(remaining);
  const reached = remainingCents === 0;
  const message = reached
    ? reachedText
    : interpolate(remainingText, { amount: formatPrice(remainingCents, locale) });
  // Rounded down: one cent short must not read as 100%.
  const rounded = reached ? 100 : Math.min(99, Math.floor(progress));
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
          style={{ inlineSize: `${progress}%` }}
        />
      </div>
    </div>
  );
}
