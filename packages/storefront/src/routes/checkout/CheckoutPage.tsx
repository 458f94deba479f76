import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link as RouterLink,
  useLoaderData,
  useNavigate,
  useRouteLoaderData,
  type MetaFunction,
} from 'react-router';
import {
  useCartStore,
  useCheckoutStore,
  useConfigStore,
  useLineTitles,
  useStores,
  useValidateOrder,
  useZipCodeLookup,
  type FormSnapshotKind,
  type PlacedOrder,
} from '@snackshop/commerce-hooks';
import { CheckoutSteps, EmptyState, Heading, Link } from '@snackshop/ui-kit';
import { localeOf } from '../../i18n/format';
import type { ShellData } from '../../root/shellData';
import { forgetOrderLocation } from '../../shell/location';
import { trackBeginCheckout } from '../../tracking/beginCheckout';
import { titleFrom } from '../meta';
import * as styles from './checkout.css';
import { checkoutBody } from './checkoutRequest';
import { OrderTotalsSummary, type OrderTotals } from './OrderTotals';
import { PaymentStep } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import { ShippingSummary } from './ShippingSummary';
import type { checkoutLoader } from './checkout.server';

/** The parts of the form the shipping step edits (its snapshots are taken together). */
const FORM_PARTS: readonly FormSnapshotKind[] = ['shipping', 'payment'];

export const checkoutMeta: MetaFunction = (args) => [
  { title: titleFrom(args, 'checkout.title') },
  { name: 'robots', content: 'noindex' },
];

/**
 * Checkout (SPEC section 2): step 0 shipping (contact, shipping and billing addresses), step
 * 1 payment (card through the hosted fields, the server's totals, Place order), then the
 * thank-you page. The form lives in the CheckoutStore (persisted to session storage, so a
 * reload keeps the step and what was typed); every amount comes from the API.
 */
export const CheckoutPage = observer(function CheckoutPage() {
  const { paymentFieldsOrigin } = useLoaderData<typeof checkoutLoader>();
  const signedIn = Boolean(useRouteLoaderData<ShellData>('root')?.shopper);
  const store = useStores();
  const cart = useCartStore();
  const checkout = useCheckoutStore();
  const validateOrder = useValidateOrder();
  const config = useConfigStore();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [totals, setTotals] = useState<OrderTotals | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const { activeForm, shippingCompleted, paymentCompleted } = checkout.formStatus;
  const language = config.language;
  const fingerprint = cart.fingerprint;
  const names = useLineTitles();

  // Leaving the checkout (another page, a reload, the tab closed) in the middle of editing
  // the shipping step keeps what was saved, not the unsaved edits: the form snapshots taken
  // when the edit began are put back (SPEC section 4). Continuing to payment discards them.
  useEffect(() => {
    const abandonEdits = () => {
      for (const kind of FORM_PARTS) checkout.restoreFormSnapshot(kind);
    };
    window.addEventListener('pagehide', abandonEdits);
    return () => {
      window.removeEventListener('pagehide', abandonEdits);
      abandonEdits();
    };
  }, [checkout]);

  // begin_checkout once per visit of the page, when the restored cart is known.
  useEffect(() => {
    if (!store.hydrated || cart.cartItems.length === 0) return;
    void trackBeginCheckout(store);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store.hydrated]);

  // The shipping step shows what the cart showed, priced by the server for the shipping
  // ZIP code once the address names one (the saved default or one typed in), and until then
  // for the ZIP the cart was priced for: the total changes only when the ZIP does.
  const typedZip = checkout.shipping.zipcode.value;
  const shippingZip = /^\d{5}$/.test(typedZip) ? typedZip : undefined;
  const pricedZip = cart.pricingIsCurrent ? cart.pricing!.zipcode : undefined;
  const couponName = cart.couponData?.couponName;
  const lookUpZipCode = useZipCodeLookup();
  useEffect(() => {
    if (!store.hydrated || placed || cart.cartItems.length === 0) return undefined;
    const zipcode = shippingZip ?? pricedZip ?? undefined;
    if (pricedZip !== undefined && (zipcode ?? null) === pricedZip) return undefined;
    let current = true;
    void (async () => {
      // A ZIP the shop does not ship to is the address form's to refuse; the amounts stay.
      if (zipcode && zipcode === shippingZip) {
        const place = await lookUpZipCode({ query: { zipcode, lang: language } });
        if (!current || !place.ok || !place.data.shippable) return;
      }
      await store.cartSync.refreshPricing({ ...(zipcode ? { zipcode } : {}), lang: language });
    })();
    return () => {
      current = false;
    };
  }, [
    store,
    store.hydrated,
    placed,
    cart,
    fingerprint,
    couponName,
    shippingZip,
    pricedZip,
    language,
    lookUpZipCode,
  ]);

  // On the payment step the totals are the server's for this cart and address: asked again
  // after a reload, a language change or a change to the cart in another tab.
  useEffect(() => {
    if (!store.hydrated || activeForm !== 1 || placed || cart.cartItems.length === 0) return;
    let current = true;
    setTotals(null);
    void (async () => {
      const result = await validateOrder({
        body: checkoutBody(
          checkout,
          { lines: cart.cartItems, couponName: cart.couponData?.couponName },
          language,
        ),
      });
      if (!current) return;
      if (result.ok) setTotals(result.data);
      else checkout.goToStep(0);
    })();
    return () => {
      current = false;
    };
  }, [store.hydrated, activeForm, placed, fingerprint, language, validateOrder, checkout, cart]);

  if (placed) {
    return (
      <section className={styles.column}>
        <Heading level="1">{t('checkout.title')}</Heading>
        <p role="status" className={styles.status}>
          {t('checkout.placed', { orderNumber: placed })}
        </p>
      </section>
    );
  }

  if (!store.hydrated) {
    return (
      <section className={styles.column}>
        <Heading level="1">{t('checkout.title')}</Heading>
        <noscript>
          <p>{t('checkout.needsJavaScript')}</p>
        </noscript>
        <p role="status" className={styles.status}>
          {t('checkout.loading')}
        </p>
      </section>
    );
  }

  if (cart.cartItems.length === 0) {
    return (
      <section className={styles.column}>
        <Heading level="1">{t('checkout.title')}</Heading>
        <EmptyState
          headingElement="h2"
          title={t('cart.empty')}
          description={t('cart.emptyBody')}
          action={
            <RouterLink to="/all-snacks" className={styles.link}>
              {t('cart.shop')}
            </RouterLink>
          }
        />
      </section>
    );
  }

  const cartTotals = cart.pricingIsCurrent
    ? {
        subTotalCents: cart.subTotal,
        discountCents:
          cart.couponData?.discount !== undefined ? Math.round(cart.couponData.discount * 100) : 0,
        shippingChargeCents: cart.shippingCharge ?? 0,
        taxCents: cart.taxInfo?.taxCents ?? 0,
        totalAmountCents: cart.totalAmount ?? cart.subTotal,
        couponName: couponName ?? null,
      }
    : null;

  const finish = (order: PlacedOrder) => {
    setPlaced(order.orderNumber);
    cart.removeCoupon();
    cart.clearCart();
    checkout.reset();
    forgetOrderLocation(store.storage);
    void navigate(`/thank-you/${encodeURIComponent(order.orderNumber)}`);
  };

  return (
    <div className={styles.page}>
      <section className={styles.column} aria-labelledby="checkout-title">
        <Heading level="1" id="checkout-title">
          {t('checkout.title')}
        </Heading>
        {!signedIn && activeForm === 0 && (
          // Signing in comes back here; the cart and the form live in session storage.
          <p>
            {t('checkout.haveAccount')}{' '}
            <Link href={`/signin?returnTo=${encodeURIComponent('/checkout')}`}>
              {t('checkout.signIn')}
            </Link>
          </p>
        )}
        <CheckoutSteps
          activeStep={activeForm}
          shippingCompleted={shippingCompleted}
          paymentCompleted={paymentCompleted}
          onEditStep={(step) => {
            // The shipping step also holds the billing address and the gift details, which
            // the payment part of the form keeps.
            if (step === 0) for (const kind of FORM_PARTS) checkout.cacheFormSnapshot(kind);
            checkout.goToStep(step);
          }}
          labels={{
            shipping: t('checkout.stepShipping'),
            payment: t('checkout.stepPayment'),
            edit: t('checkout.edit'),
            completed: t('checkout.completed'),
            current: t('checkout.current'),
            upcoming: t('checkout.upcoming'),
            stepOf: (n, total) => t('checkout.stepOf', { n, total }),
          }}
          shipping={
            <ShippingStep
              onValidated={(answer) => {
                for (const kind of FORM_PARTS) checkout.discardFormSnapshot(kind);
                setTotals(answer);
                checkout.completeShipping();
              }}
            />
          }
          shippingSummary={<ShippingSummary />}
          payment={
            <PaymentStep
              paymentFieldsOrigin={paymentFieldsOrigin}
              totalCents={totals?.totalAmountCents ?? null}
              onPlaced={finish}
            />
          }
        />
      </section>
      <aside className={styles.column} aria-label={t('checkout.summaryRegion')}>
        <OrderTotalsSummary
          totals={(activeForm === 1 ? totals : null) ?? cartTotals}
          subtotalCents={cart.subTotal}
          locale={localeOf(language)}
          loading={!cartTotals && !(activeForm === 1 && totals)}
        >
          {cartTotals && (
            <p className={styles.status} data-priced-for>
              {pricedZip ? t('checkout.pricedFor', { zip: pricedZip }) : t('checkout.taxAfterZip')}
            </p>
          )}
        </OrderTotalsSummary>
        <ul className={styles.lines} aria-label={t('checkout.items')}>
          {cart.cartItems.map((line, index) => (
            <li key={`${line.bundleId ?? line.productId}-${index}`} className={styles.line}>
              <span>{names.title(line)}</span>
              <span>{t('checkout.quantity', { quantity: line.quantity })}</span>
            </li>
          ))}
        </ul>
        <RouterLink to="/cart" className={styles.link}>
          {t('checkout.backToCart')}
        </RouterLink>
      </aside>
    </div>
  );
});
