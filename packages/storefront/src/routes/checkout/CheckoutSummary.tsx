import { dollarsToCents } from '@snackshop/commerce-core/cart';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  useCartStore,
  useConfigStore,
  useLineTitles,
  type CartStore,
} from '@snackshop/commerce-hooks';
import { localeOf } from '../../i18n/format';
import * as orderStyles from '../../orders/orders.css';
import * as styles from './checkout.css';
import { OrderTotalsSummary, type OrderTotals } from '../../orders/OrderTotals';

/** The cart's own amounts as the summary shows them, while its pricing is current. */
function pricedCartTotals(cart: CartStore): OrderTotals | null {
  if (!cart.pricingIsCurrent) return null;
  return {
    subTotalCents: cart.subTotal,
    discountCents: dollarsToCents(cart.couponData?.discount ?? 0),
    shippingChargeCents: cart.shippingCharge ?? 0,
    taxCents: cart.taxInfo?.taxCents ?? 0,
    totalAmountCents: cart.totalAmount ?? cart.subTotal,
    couponName: cart.couponData?.couponName ?? null,
  };
}

/**
 * The checkout's order summary aside: the totals (the server's on the payment step, the
 * cart's before), the ZIP they are priced for, the items and the way back to the cart.
 */
export const CheckoutSummary = observer(function CheckoutSummary({
  paymentTotals,
  pricedZip,
}: {
  /** The server's totals on the payment step; null on the shipping step or until they come. */
  paymentTotals: OrderTotals | null;
  /** The ZIP code the cart's amounts are priced for. */
  pricedZip: string | null | undefined;
}) {
  const cart = useCartStore();
  const { language } = useConfigStore();
  const names = useLineTitles();
  const { t } = useTranslation();
  const cartTotals = pricedCartTotals(cart);
  return (
    <aside className={styles.column} aria-label={t('checkout.summaryRegion')}>
      <OrderTotalsSummary
        totals={paymentTotals ?? cartTotals}
        subtotalCents={cart.subTotal}
        locale={localeOf(language)}
        loading={!cartTotals && !paymentTotals}
        taxPlace={cartTotals ? cart.taxInfo?.place : undefined}
      >
        {cartTotals && (
          <p className={styles.status} data-priced-for>
            {pricedZip ? t('checkout.pricedFor', { zip: pricedZip }) : t('checkout.taxAfterZip')}
          </p>
        )}
      </OrderTotalsSummary>
      <ul className={orderStyles.lines} aria-label={t('checkout.items')}>
        {cart.cartItems.map((line, index) => (
          <li key={`${line.bundleId ?? line.productId}-${index}`} className={orderStyles.line}>
            <span>{names.title(line)}</span>
            <span>{t('checkout.quantity', { quantity: line.quantity })}</span>
          </li>
        ))}
      </ul>
      <RouterLink to="/cart" className={styles.link}>
        {t('checkout.backToCart')}
      </RouterLink>
    </aside>
  );
});
