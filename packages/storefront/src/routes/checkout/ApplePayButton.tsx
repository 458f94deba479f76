import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  useApplePayMerchantSession,
  useCheckoutStore,
  type PaymentInfoBody,
  type PlacedOrder,
  type SubmitOutcome,
} from '@snackshop/commerce-hooks';
import { useWalletAttempt } from './useWalletAttempt';
import { WalletMethod } from './WalletMethod';
import {
  APPLE_PAY_VERSION,
  MERCHANT_NAME,
  applePayRequest,
  type ApplePaySessionConstructor,
} from './walletPayments';

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
  const attempt = useWalletAttempt({ submit, onPlaced });

  const pay = () => {
    if (attempt.busy || totalCents === null) return;
    const sheet = new ApplePaySession(
      APPLE_PAY_VERSION,
      applePayRequest(totalCents, MERCHANT_NAME),
    );
    attempt.begin();
    checkout.setApplePay(true);
    // A refused payment keeps its message when the shopper then closes the sheet.
    let refused = false;
    const stop = (message: string | null) => {
      checkout.setApplePay(false);
      if (!refused && message) attempt.fail(message);
      refused = true;
    };
    sheet.onvalidatemerchant = (event) => {
      void (async () => {
        const merchant = await merchantSession({
          body: {
            validationURL: event.validationURL,
            domainName: window.location.hostname,
            displayName: MERCHANT_NAME,
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
        const placed = await attempt.place({ method: 'apple-pay', token: event.payment.token });
        sheet.completePayment(
          placed ? ApplePaySession.STATUS_SUCCESS : ApplePaySession.STATUS_FAILURE,
        );
        if (!placed) stop(null);
      })();
    };
    sheet.oncancel = () => stop(t('checkout.applePayCancelled'));
    sheet.begin();
  };

  return (
    <WalletMethod
      wallet="apple-pay"
      hint={t('checkout.applePayHint')}
      error={attempt.error}
      busy={attempt.busy}
      disabled={totalCents === null}
      onPay={pay}
    >
      {t('checkout.applePayButton')}
    </WalletMethod>
  );
});
