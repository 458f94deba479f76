import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useApplePayMerchantSession,
  useCheckoutStore,
  type PaymentInfoBody,
  type PlacedOrder,
  type SubmitOutcome,
} from '@snackshop/commerce-hooks';
import { Button } from '@snackshop/ui-kit';
import * as styles from './checkout.css';
import {
  APPLE_PAY_VERSION,
  applePayRequest,
  type ApplePaySessionConstructor,
} from './walletPayments';

/** The name the payment sheet shows the shopper is paying. */
const MERCHANT_LABEL = 'Snack Shop';

/**
 * Pay with Apple Pay (shown only where the browser offers it and applePayButtonEnable is
 * on). The payment sheet starts in the click itself, as Apple Pay requires, for the server's
 * total; the merchant session comes from the API (apple-pay/paymentSession) and the token
 * Apple Pay hands back is authorised by submittedorder.
 */
export const ApplePayButton = observer(function ApplePayButton({
  session: ApplePaySession,
  totalCents,
  submit,
  onPlaced,
}: {
  session: ApplePaySessionConstructor;
  /** The server's total for this order; the button waits for it. */
  totalCents: number | null;
  submit: (paymentInfo: PaymentInfoBody) => Promise<SubmitOutcome>;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const checkout = useCheckoutStore();
  const merchantSession = useApplePayMerchantSession();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = () => {
    if (busy || totalCents === null) return;
    setError(null);
    const sheet = new ApplePaySession(
      APPLE_PAY_VERSION,
      applePayRequest(totalCents, MERCHANT_LABEL),
    );
    setBusy(true);
    checkout.setApplePay(true);
    // A declined payment keeps its message when the shopper then closes the sheet.
    let refusal: string | null = null;
    const stop = (message: string | null) => {
      refusal ??= message;
      setBusy(false);
      checkout.setApplePay(false);
      setError(refusal);
    };
    sheet.onvalidatemerchant = (event) => {
      void (async () => {
        const merchant = await merchantSession({
          body: {
            validationURL: event.validationURL,
            domainName: window.location.hostname,
            displayName: MERCHANT_LABEL,
          },
        });
        if (merchant.ok) {
          sheet.completeMerchantValidation(merchant.data);
          return;
        }
        sheet.abort();
        stop(merchant.error.message);
      })();
    };
    sheet.onpaymentauthorized = (event) => {
      void (async () => {
        const placed = await submit({ method: 'apple-pay', token: event.payment.token });
        sheet.completePayment(
          placed.ok ? ApplePaySession.STATUS_SUCCESS : ApplePaySession.STATUS_FAILURE,
        );
        if (placed.ok) {
          onPlaced(placed.order);
          return;
        }
        stop(placed.message);
      })();
    };
    sheet.oncancel = () => stop(t('checkout.applePayCancelled'));
    sheet.begin();
  };

  return (
    <div className={styles.column} data-apple-pay>
      <p className={styles.status}>{t('checkout.applePayHint')}</p>
      <div role="alert" className={styles.column} data-apple-pay-error>
        {error && <p className={styles.alert}>{error}</p>}
      </div>
      <Button onClick={pay} loading={busy} disabled={totalCents === null}>
        {t('checkout.applePayButton')}
      </Button>
    </div>
  );
});
