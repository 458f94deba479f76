import { formatPrice, freeShippingProgressCents } from '@snackshop/commerce-core/cart';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '@snackshop/commerce-core/constants';
import { interpolate } from '../private/interpolate';
import { TruckIcon } from '../private/icons';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './FreeShippingProgress.css';

export interface FreeShippingProgressProps {
  /**
   * The cart's merchandise amount in cents. Leave it out when `remainingCents` is given; with
   * neither, the bar starts at 0.
   */
  amountCents?: number;
  /**
   * What the cart still needs for free shipping, in cents, as the server answers it
   * (shippingcharge's `remainingForFreeShippingCents`). When given, the bar and the message
   * follow it rather than `amountCents`.
   */
  remainingCents?: number;
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
  amountCents = 0,
  remainingCents,
  thresholdCents = FREE_SHIPPING_THRESHOLD_CENTS,
  remainingText = 'Add {amount} more to get free shipping!',
  reachedText = 'You’ve earned free shipping!',
  label = 'Progress towards free shipping',
  locale = 'en-US',
}: FreeShippingProgressProps) {
  useStylesheetCheck('FreeShippingProgress', styles.root);
  // SPEC section 9's helper, in commerce-core and in cents: the kit only shows what it gives.
  const {
    progress,
    remainingCents: left,
    reached,
  } = freeShippingProgressCents(
    thresholdCents,
    remainingCents === undefined ? { amountCents } : { remainingCents },
  );
  const message = reached
    ? reachedText
    : interpolate(remainingText, { amount: formatPrice(left, locale) });
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
