import { formatPrice } from '@snackshop/commerce-core/cart';
import { clsx } from 'clsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Price.css';

/** Price's props as data. */
export const priceProps = {
  size: { values: ['small', 'standard', 'large'], default: 'standard' },
  locale: { values: ['en-US', 'es-US'], default: 'en-US' },
} as const;

export interface PriceProps {
  /** The price in integer cents (the server owns money; the kit only formats it). */
  cents: number;
  /** The price before a discount, in cents; shown struck through when higher than `cents`. */
  originalCents?: number;
  /** Formatting locale: `en-US` or `es-US`. */
  locale?: (typeof priceProps.locale.values)[number];
  size?: (typeof priceProps.size.values)[number];
  /** Screen-reader prefix for the current price when discounted ("Sale price"). */
  saleLabel?: string;
  /** Screen-reader prefix for the struck-through price ("Original price"). */
  originalLabel?: string;
  className?: string;
}

/**
 * A price formatted for the locale by commerce-core's `formatPrice` (US dollars, the shop's
 * one money format). A discount shows the original price struck through; as strike-through
 * is not announced, both prices get a spoken prefix.
 */
export function Price({
  cents,
  originalCents,
  locale = priceProps.locale.default,
  size = priceProps.size.default,
  saleLabel = 'Sale price',
  originalLabel = 'Original price',
  className,
}: PriceProps) {
  useStylesheetCheck('Price', styles.root);
  const discounted = originalCents !== undefined && originalCents > cents;
  if (!discounted) {
    // One element when there is one price (a listing shows dozens).
    return (
      <span
        className={clsx(
          styles.root,
          size !== 'standard' && styles.size[size],
          styles.current,
          className,
        )}
      >
        {formatPrice(cents, locale)}
      </span>
    );
  }
  return (
    <span className={clsx(styles.root, size !== 'standard' && styles.size[size], className)}>
      <span className={clsx(styles.current, styles.sale)}>
        {/* One text node, label and space (a listing shows many). */}
        <VisuallyHidden>{`${saleLabel} `}</VisuallyHidden>
        {formatPrice(cents, locale)}
      </span>
      <span className={styles.original}>
        <VisuallyHidden>{`${originalLabel} `}</VisuallyHidden>
        <s>{formatPrice(originalCents, locale)}</s>
      </span>
    </span>
  );
}
