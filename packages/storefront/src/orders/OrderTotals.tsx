import { useTranslation } from 'react-i18next';
import type { CartTotals } from '@snackshop/commerce-core/contract';
import { toLanguage } from '@snackshop/commerce-core/language';
import { OrderSummary } from '@snackshop/ui-kit';
import { taxRowLabel } from '../i18n/format';

/** The cents of an order's amounts the summary shows. */
export type TotalsInCents = Pick<
  CartTotals,
  'subTotalCents' | 'discountCents' | 'shippingChargeCents' | 'taxCents' | 'totalAmountCents'
> & { rewardCents?: number };

/** The server's amounts of an order (validateOrder, submittedorder, orderdetails). */
export type OrderTotals = TotalsInCents & { couponName?: string | null };

/**
 * The order summary with amounts the server computed. Until they are known (before the
 * shipping step is checked) shipping and tax read as pending and the total is the subtotal.
 */
export function OrderTotalsSummary({
  totals,
  subtotalCents,
  locale,
  loading = false,
  taxPlace,
  children,
}: {
  totals: OrderTotals | null;
  /** The cart's subtotal, shown while the server's totals are not known. */
  subtotalCents: number;
  locale: string;
  loading?: boolean;
  /** Where the tax is owed, when the cart was priced for the shipping ZIP (ordertax). */
  taxPlace?: { state: string; rateBasisPoints: number };
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <OrderSummary
      headingElement="h2"
      subtotalCents={totals?.subTotalCents ?? subtotalCents}
      discountCents={totals?.discountCents ?? 0}
      rewardCents={totals?.rewardCents ?? 0}
      shippingCents={totals ? totals.shippingChargeCents : null}
      taxCents={totals ? totals.taxCents : null}
      totalCents={totals?.totalAmountCents ?? subtotalCents}
      loading={loading}
      locale={locale}
      labels={{
        title: t('cart.summary'),
        subtotal: t('cart.subtotal'),
        discount: t('cart.discount', { code: totals?.couponName ?? '' }),
        reward: t('checkout.freePack.row'),
        shipping: t('cart.shipping'),
        tax: taxRowLabel(t('checkout.tax'), taxPlace, toLanguage(i18n.language) ?? 'en-us', t),
        total: t('cart.total'),
        free: t('cart.free'),
        pending: t('checkout.pending'),
        loading: t('cart.updating'),
      }}
    >
      {children}
    </OrderSummary>
  );
}
