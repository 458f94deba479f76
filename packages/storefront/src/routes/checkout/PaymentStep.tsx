import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useApiClient,
  useCartStore,
  useCheckoutStore,
  useConfigStore,
} from '@snackshop/commerce-hooks';
import { Button } from '@snackshop/ui-kit';
import { hostedFieldsSrc } from './cardMessages';
import * as styles from './checkout.css';
import { checkoutBody } from './checkoutRequest';
import { HostedCardFields, type HostedCardFieldsHandle } from './HostedCardFields';

/** How long to wait before sending an order again when the processor did not answer. */
const PROCESSOR_RETRY_MS = 1_000;

interface CaptureContextAnswer {
  captureContext: string;
  hostedFieldsUrl: string;
}

/** The order as submittedorder answers it; the page needs only its number. */
export interface PlacedOrder {
  orderNumber: string;
}

/**
 * Step 1 (activeForm 1): pay by card. capturecontext starts the payment session and gives
 * the hosted card fields; Place order asks the fields for a one-use token and sends the
 * order through submittedorder with an Idempotency-Key made once for the attempt. A declined
 * card shows the processor's message and the fields stay open for another card.
 */
export const PaymentStep = observer(function PaymentStep({
  paymentFieldsOrigin,
  onPlaced,
}: {
  paymentFieldsOrigin: string;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const checkout = useCheckoutStore();
  const cart = useCartStore();
  const client = useApiClient();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const fields = useRef<HostedCardFieldsHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [src, setSrc] = useState<URL | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const reloads = checkout.paymentSessionReloads;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    let current = true;
    setSrc(null);
    setLoadError(false);
    void (async () => {
      await client.ensureHandshake();
      const result = await client.call<CaptureContextAnswer>('captureContext', {
        body: { targetOrigin: window.location.origin, lang: language },
      });
      if (!current) return;
      if (!result.ok) {
        setLoadError(true);
        return;
      }
      checkout.startPaymentSession();
      checkout.updatePaymentInfo({ captureContextData: result.data.captureContext });
      setSrc(hostedFieldsSrc(result.data.hostedFieldsUrl, paymentFieldsOrigin, language));
    })();
    return () => {
      current = false;
    };
  }, [client, checkout, language, paymentFieldsOrigin, reloads, attempt]);

  const placeOrder = async () => {
    if (!fields.current || busy) return;
    setError(null);
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
      const body = {
        ...checkoutBody(
          checkout,
          { lines: cart.cartItems, couponName: cart.couponData?.couponName },
          language,
        ),
        paymentInfo: { method: 'card', transientToken: outcome.transientToken },
      };
      // One key for this attempt: a retry of the same attempt can never place a second order.
      const headers = { 'Idempotency-Key': crypto.randomUUID() };
      let result = await client.call<PlacedOrder>('submittedOrder', { body, headers });
      if (!result.ok && result.status === 503) {
        await new Promise((resolve) => setTimeout(resolve, PROCESSOR_RETRY_MS));
        result = await client.call<PlacedOrder>('submittedOrder', { body, headers });
      }
      if (result.ok) {
        checkout.completePayment();
        onPlaced(result.data);
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
        result.status === 402
          ? `${result.error.message} ${t('checkout.declinedTryAnother')}`
          : result.error.message,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.column}>
      <h3 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {t('checkout.cardTitle')}
      </h3>
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
  );
});
