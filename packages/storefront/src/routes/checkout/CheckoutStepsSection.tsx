import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCheckoutStore, type ActiveForm, type PlacedOrder } from '@snackshop/commerce-hooks';
import { CheckoutSteps, Heading, Link } from '@snackshop/ui-kit';
import * as styles from './checkout.css';
import type { OrderTotals } from '../../orders/OrderTotals';
import { PaymentStep } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import { ShippingSummary } from './ShippingSummary';

/**
 * The checkout's main column: the title, the sign-in offer to a visitor on the shipping
 * step, and the two steps (shipping, then payment) with their progress.
 */
export const CheckoutStepsSection = observer(function CheckoutStepsSection({
  signedIn,
  paymentFieldsOrigin,
  googlePayScriptUrl,
  totalCents,
  onEditStep,
  onShippingValidated,
  onPlaced,
}: {
  signedIn: boolean;
  paymentFieldsOrigin: string;
  /** The Google Pay JS client's URL, or null when the site offers no Google Pay. */
  googlePayScriptUrl: string | null;
  /** The server's total for the order, once validateOrder answered. */
  totalCents: number | null;
  onEditStep: (step: ActiveForm) => void;
  onShippingValidated: (totals: OrderTotals) => void;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const checkout = useCheckoutStore();
  const { t } = useTranslation();
  const { activeForm, shippingCompleted, paymentCompleted } = checkout.formStatus;
  return (
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
        onEditStep={onEditStep}
        labels={{
          shipping: t('checkout.stepShipping'),
          payment: t('checkout.stepPayment'),
          edit: t('checkout.edit'),
          completed: t('checkout.completed'),
          current: t('checkout.current'),
          upcoming: t('checkout.upcoming'),
          stepOf: (n, total) => t('checkout.stepOf', { n, total }),
        }}
        shipping={<ShippingStep onValidated={onShippingValidated} />}
        shippingSummary={<ShippingSummary />}
        payment={
          <PaymentStep
            paymentFieldsOrigin={paymentFieldsOrigin}
            googlePayScriptUrl={googlePayScriptUrl}
            totalCents={totalCents}
            onPlaced={onPlaced}
          />
        }
      />
    </section>
  );
});
