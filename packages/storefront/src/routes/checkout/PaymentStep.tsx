import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCaptureContext,
  useCartStore,
  useCheckoutStore,
  useConfigStore,
  useSubmitOrder,
  type PaymentInfoBody,
  type PlacedOrder,
} from '@snackshop/commerce-hooks';
import { Button, RadioGroup } from '@snackshop/ui-kit';
import { ApplePayButton } from './ApplePayButton';
import { hostedFieldsSrc } from './cardMessages';
import * as styles from './checkout.css';
import { checkoutBody } from './checkoutRequest';
import { HostedCardFields, type HostedCardFieldsHandle } from './HostedCardFields';
import { PaymentSessionDialog } from './PaymentSessionDialog';
import { PayPalButton } from './PayPalButton';
import { applePaySession, type ApplePaySessionConstructor } from './walletPayments';

/** How the shopper pays. */
type PaymentMethod = 'card' | 'paypal' | 'applePay';

/**
 * Step 1 (activeForm 1): pay by card, PayPal or Apple Pay. capturecontext starts the payment
 * session (SPEC section 4) and gives the hosted card fields; the session warns before it
 * ends, can be extended (a renewed capture context handed to the same fields) and, once
 * expired, is loaded again. Every method places the order through submittedorder with an
 * Idempotency-Key made once for the attempt; a refusal shows its message and the step stays
 * open for another try.
 */
export const PaymentStep = observer(function PaymentStep({
  paymentFieldsOrigin,
  totalCents,
  onPlaced,
}: {
  paymentFieldsOrigin: string;
  /** The server's total for this order, once validateOrder answered. */
  totalCents: number | null;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const checkout = useCheckoutStore();
  const cart = useCartStore();
  const captureContext = useCaptureContext();
  const submitOrder = useSubmitOrder();
  const config = useConfigStore();
  const { language } = config;
  const { t } = useTranslation();
  const fields = useRef<HostedCardFieldsHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [src, setSrc] = useState<URL | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [applePay, setApplePay] = useState<ApplePaySessionConstructor | null>(null);
  const reloads = checkout.paymentSessionReloads;

  useEffect(() => {
    heading.current?.focus();
    // Only Safari has Apple Pay; known after hydration, so server and client HTML agree.
    const offered = applePaySession(window);
    setApplePay(() => offered);
  }, []);

  const offerApplePay = applePay !== null && config.isEnabled('applePayButtonEnable');
  const shown: PaymentMethod = method === 'applePay' && !offerApplePay ? 'card' : method;

  const requestCaptureContext = useCallback(async () => {
    const result = await captureContext({
      body: { targetOrigin: window.location.origin, lang: language },
    });
    return result.ok ? result.data : null;
  }, [captureContext, language]);

  useEffect(() => {
    let current = true;
    setSrc(null);
    setLoadError(false);
    void (async () => {
      const context = await requestCaptureContext();
      if (!current) return;
      if (!context) {
        setLoadError(true);
        return;
      }
      checkout.startPaymentSession(context.sessionExpiresAt);
      checkout.updatePaymentInfo({ captureContextData: context.captureContext });
      setSrc(hostedFieldsSrc(context.hostedFieldsUrl, paymentFieldsOrigin, language));
    })();
    return () => {
      current = false;
    };
  }, [requestCaptureContext, checkout, language, paymentFieldsOrigin, reloads, attempt]);

  /** Extending: a renewed capture context, handed to the fields so what was typed stays. */
  const extendSession = async (): Promise<boolean> => {
    const context = await requestCaptureContext();
    if (!context) return false;
    if (fields.current && !(await fields.current.renew(context.captureContext))) return false;
    checkout.updatePaymentInfo({ captureContextData: context.captureContext });
    const extended = checkout.extendPaymentSession(context.sessionExpiresAt);
    if (extended) setNotice(t('checkout.sessionExtended'));
    return extended;
  };

  const sessionExpired = () => {
    checkout.handlePaymentSessionExpired();
    setError(null);
    setNotice(t('checkout.cardExpired'));
  };

  const submit = (paymentInfo: PaymentInfoBody) =>
    submitOrder({
      ...checkoutBody(
        checkout,
        { lines: cart.cartItems, couponName: cart.couponData?.couponName },
        language,
      ),
      paymentInfo,
    });

  const finish = (order: PlacedOrder) => {
    checkout.completePayment();
    onPlaced(order);
  };

  const placeOrder = async () => {
    if (!fields.current || busy) return;
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      const outcome = await fields.current.requestToken();
      if (outcome.type === 'error') {
        setError(t(outcome.expired ? 'checkout.cardExpired' : 'checkout.cardInvalid'));
        return;
      }
      checkout.updatePaymentInfo({
        transientToken: outcome.transientToken,
        cardInfo: {
          cardType: outcome.cardType,
          cardNumberMask: outcome.cardNumberMask,
          cardNumberValid: true,
          cvvNumberValid: true,
        },
      });
      const placed = await submit({ method: 'card', transientToken: outcome.transientToken });
      if (placed.ok) {
        finish(placed.order);
        return;
      }
      // The token is spent either way: the shopper enters a card again.
      checkout.updatePaymentInfo({
        transientToken: null,
        cardInfo: {
          cardType: '',
          cardNumberMask: '',
          cardNumberValid: false,
          cvvNumberValid: false,
        },
      });
      setError(
        placed.status === 402
          ? `${placed.message} ${t('checkout.declinedTryAnother')}`
          : placed.message,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.column}>
      <h3 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {t('checkout.paymentTitle')}
      </h3>
      <RadioGroup
        label={t('checkout.payWith')}
        name="paymentMethod"
        orientation="horizontal"
        value={shown}
        onValueChange={(value) => setMethod(value as PaymentMethod)}
        options={[
          { value: 'card', label: t('checkout.methodCard') },
          { value: 'paypal', label: t('checkout.methodPayPal') },
          ...(offerApplePay ? [{ value: 'applePay', label: t('checkout.methodApplePay') }] : []),
        ]}
      />
      <div role="status" className={styles.column} data-payment-notice>
        {notice && <p className={styles.status}>{notice}</p>}
      </div>
      {/* The card fields stay loaded behind the other methods, so the session keeps them. */}
      <div hidden={shown !== 'card'}>
        <div className={styles.column}>
          {loadError && (
            <div role="alert" className={styles.column}>
              <p className={styles.alert}>{t('checkout.cardUnavailable')}</p>
              <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
                {t('checkout.retryCard')}
              </Button>
            </div>
          )}
          {src && (
            <HostedCardFields
              ref={fields}
              src={src}
              onChange={(change) =>
                checkout.updatePaymentInfo({
                  cardInfo: {
                    cardType: change.cardType ?? '',
                    cardNumberValid: change.cardNumberValid,
                    cvvNumberValid: change.cvvNumberValid,
                  },
                })
              }
              onExpired={() => {
                checkout.expirePaymentSession();
                checkout.handlePaymentSessionExpired();
              }}
            />
          )}
          <div role="alert" className={styles.column} data-payment-error>
            {error && <p className={styles.alert}>{error}</p>}
          </div>
          <Button onClick={() => void placeOrder()} loading={busy} disabled={!src}>
            {t('checkout.placeOrder')}
          </Button>
        </div>
      </div>
      {shown === 'paypal' && (
        <PayPalButton apiOrigin={paymentFieldsOrigin} submit={submit} onPlaced={finish} />
      )}
      {shown === 'applePay' && applePay && (
        <ApplePayButton
          session={applePay}
          totalCents={totalCents}
          submit={submit}
          onPlaced={finish}
        />
      )}
      <PaymentSessionDialog onExtend={extendSession} onExpired={sessionExpired} />
    </div>
  );
});
