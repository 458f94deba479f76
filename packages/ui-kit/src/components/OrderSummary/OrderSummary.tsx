import { formatPrice } from '@snackshop/commerce-core/cart';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './OrderSummary.css';

/** OrderSummary's texts; the site passes the translated ones. */
export interface OrderSummaryLabels {
  title: string;
  subtotal: string;
  /** `{code}` is replaced by the coupon name when there is one. */
  discount: string;
  /** The row of a loyalty reward taken off the order (`rewardCents`). */
  reward: string;
  shipping: string;
  tax: string;
  total: string;
  /** Shown for a shipping charge of 0. */
  free: string;
  /** Shown for a shipping charge or tax not known yet. */
  pending: string;
  /** Announced while the totals load. */
  loading: string;
}

/** English texts, the default. */
export const orderSummaryLabels: OrderSummaryLabels = {
  title: 'Order summary',
  subtotal: 'Subtotal',
  discount: 'Discount',
  reward: 'Reward',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  free: 'FREE',
  pending: 'Calculated at checkout',
  loading: 'Updating your order summary',
};

export interface OrderSummaryProps {
  /** Amounts in integer cents, as the server computed them; the kit only formats them. */
  subtotalCents: number;
  /**
   * Every discount (positive): the coupon's and a reward's. The discount row shows what is
   * not the reward, only when above 0.
   */
  discountCents?: number;
  /** The part of `discountCents` that is a loyalty reward, in a row of its own when above 0. */
  rewardCents?: number;
  /** The coupon applied, named in the discount row. */
  couponName?: string;
  /** `null` while unknown (before an address is entered). */
  shippingCents: number | null;
  /** `null` while unknown. */
  taxCents: number | null;
  totalCents: number;
  /** Shows placeholders and marks the summary busy while totals recalculate. */
  loading?: boolean;
  labels?: Partial<OrderSummaryLabels>;
  locale?: string;
  /** Element of the title, for the page outline. */
  headingElement?: 'h2' | 'h3';
  /** Extra content under the total (a promo-code field, a checkout button). */
  children?: ReactNode;
}

/** The cart's and checkout's money rows: subtotal, discount, shipping, tax and total. */
export function OrderSummary({
  subtotalCents,
  discountCents = 0,
  rewardCents = 0,
  couponName,
  shippingCents,
  taxCents,
  totalCents,
  loading = false,
  labels: labelOverrides,
  locale = 'en-US',
  headingElement = 'h2',
  children,
}: OrderSummaryProps) {
  useStylesheetCheck('OrderSummary', styles.root);
  const labels = { ...orderSummaryLabels, ...labelOverrides };
  const money = (cents: number) => formatPrice(cents, locale);
  const discountName = couponName ? `${labels.discount} (${couponName})` : labels.discount;
  const rows: Array<{ key: string; term: string; value: ReactNode; className?: string }> = [
    { key: 'subtotal', term: labels.subtotal, value: money(subtotalCents) },
    ...(discountCents - rewardCents > 0
      ? [
          {
            key: 'discount',
            term: discountName,
            value: `−${money(discountCents - rewardCents)}`,
            className: styles.discount,
          },
        ]
      : []),
    ...(rewardCents > 0
      ? [
          {
            key: 'reward',
            term: labels.reward,
            value: `−${money(rewardCents)}`,
            className: styles.discount,
          },
        ]
      : []),
    {
      key: 'shipping',
      term: labels.shipping,
      value:
        shippingCents === null
          ? labels.pending
          : shippingCents === 0
            ? labels.free
            : money(shippingCents),
      className: shippingCents === null ? styles.muted : undefined,
    },
    {
      key: 'tax',
      term: labels.tax,
      value: taxCents === null ? labels.pending : money(taxCents),
      className: taxCents === null ? styles.muted : undefined,
    },
    { key: 'total', term: labels.total, value: money(totalCents) },
  ];
  return (
    <section className={styles.root} aria-label={labels.title} aria-busy={loading || undefined}>
      <Heading component={headingElement} level="3">
        {labels.title}
      </Heading>
      {/* Always present, so the change to "updating" is announced. */}
      <div role="status">
        <VisuallyHidden>{loading ? labels.loading : ''}</VisuallyHidden>
      </div>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.key} className={clsx(styles.row, row.key === 'total' && styles.total)}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={clsx(styles.value, row.className)}>
              {loading ? <Skeleton className={styles.skeletonValue} /> : row.value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
