import { dollarsToCents } from '@snackshop/commerce-core/cart';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCartStore, useConfigStore } from '@snackshop/commerce-hooks';
import { Button, OrderSummary } from '@snackshop/ui-kit';
import { localeOf, taxRowLabel } from '../../i18n/format';
import * as styles from './cart.css';
import { CouponForm } from './CouponForm';

/**
 * The cart's summary aside: the coupon, and the order summary with the server's amounts
 * (until the cart is priced, the subtotal alone) and the way to checkout.
 */
export const CartSummary = observer(function CartSummary() {
  const cart = useCartStore();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const priced = cart.pricingIsCurrent;
  const coupon = cart.couponData;
  const discountCents = dollarsToCents(coupon?.discount ?? 0);
  return (
    <aside className={styles.column} aria-label={t('cart.summaryRegion')}>
      <CouponForm />
      <OrderSummary
        headingElement="h2"
        subtotalCents={cart.subTotal}
        discountCents={discountCents}
        shippingCents={priced ? cart.shippingCharge : null}
        taxCents={priced ? (cart.taxInfo?.taxCents ?? 0) : null}
        totalCents={priced ? (cart.totalAmount ?? cart.subTotal) : cart.subTotal}
        loading={!priced}
        locale={localeOf(language)}
        labels={{
          title: t('cart.summary'),
          subtotal: t('cart.subtotal'),
          // The label names the coupon itself ("Discount (SNACK10)"); OrderSummary's
          // couponName would add the code a second time after the untranslated placeholder.
          discount: t('cart.discount', { code: coupon?.couponName ?? '' }),
          shipping: t('cart.shipping'),
          tax: taxRowLabel(t('cart.tax'), priced ? cart.taxInfo?.place : undefined, language, t),
          total: t('cart.total'),
          free: t('cart.free'),
          pending: t('cart.pending'),
          loading: t('cart.updating'),
        }}
      >
        {/* A document of its own: checkout is a secure page, with its own policy and no
            script an earlier page loaded. */}
        <Button asChild size="large" fullWidth>
          <RouterLink to="/checkout" reloadDocument data-checkout>
            {t('cart.checkout')}
          </RouterLink>
        </Button>
      </OrderSummary>
    </aside>
  );
});
