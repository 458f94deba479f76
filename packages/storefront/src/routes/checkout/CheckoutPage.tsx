import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData, useRouteLoaderData, type MetaFunction } from 'react-router';
import {
  useCartStore,
  useCheckoutStore,
  useConfigStore,
  useStores,
} from '@snackshop/commerce-hooks';
import { Heading } from '@snackshop/ui-kit';
import { EmptyCart } from '../../shell/EmptyCart';
import type { ShellData } from '../../site/shellData';
import { titleFrom } from '../../seo/meta';
import * as styles from './checkout.css';
import { onlyWithScripts } from '../../shell/withScripts.css';
import { CheckoutStepsSection } from './CheckoutStepsSection';
import { CheckoutSummary } from './CheckoutSummary';
import { useCheckoutFlow } from './useCheckoutFlow';
import type { checkoutLoader } from './checkout.server';
import { ServerCheckout } from './ServerCheckout';
import type { CheckoutFormAnswer } from './serverCheckout.server';

export const checkoutMeta: MetaFunction = (args) => [
  { title: titleFrom(args, 'checkout.title') },
  { name: 'robots', content: 'noindex' },
];

/**
 * Checkout (SPEC section 2): step 0 shipping (contact, shipping and billing addresses), step
 * 1 payment (card through the hosted fields, the server's totals, Place order), then the
 * thank-you page. The form lives in the CheckoutStore (persisted to session storage, so a
 * reload keeps the step and what was typed); every amount comes from the API. Without scripts
 * the page is the server's checkout (`ServerCheckout`, decision 0054).
 */
export const CheckoutPage = observer(function CheckoutPage() {
  const { paymentFieldsOrigin, googlePayScriptUrl, serverCheckout } =
    useLoaderData<typeof checkoutLoader>();
  const answer = useActionData<CheckoutFormAnswer>();
  const { language } = useConfigStore();
  const signedIn = Boolean(useRouteLoaderData<ShellData>('root')?.shopper);
  const store = useStores();
  const cart = useCartStore();
  const checkout = useCheckoutStore();
  const { t } = useTranslation();
  const flow = useCheckoutFlow();
  const { totals, placed } = flow;
  const { activeForm } = checkout.formStatus;

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
          <ServerCheckout checkout={serverCheckout} answer={answer} language={language} />
        </noscript>
        <p role="status" className={`${styles.status} ${onlyWithScripts}`}>
          {t('checkout.loading')}
        </p>
      </section>
    );
  }

  if (cart.cartItems.length === 0) {
    return (
      <section className={styles.column}>
        <Heading level="1">{t('checkout.title')}</Heading>
        <EmptyCart />
      </section>
    );
  }

  return (
    <div className={styles.page}>
      <CheckoutStepsSection
        signedIn={signedIn}
        paymentFieldsOrigin={paymentFieldsOrigin}
        googlePayScriptUrl={googlePayScriptUrl}
        totalCents={totals?.totalAmountCents ?? null}
        onEditStep={flow.editStep}
        onShippingValidated={flow.shippingValidated}
        onPlaced={flow.finish}
      />
      <CheckoutSummary
        paymentTotals={activeForm === 1 ? totals : null}
        pricedZip={flow.pricedZip}
      />
    </div>
  );
});
