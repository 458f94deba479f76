import { useTranslation } from 'react-i18next';
import type { PaymentInfoBody, PlacedOrder, SubmitOutcome } from '@snackshop/commerce-hooks';
import { useWalletAttempt } from './useWalletAttempt';
import { WalletMethod } from './WalletMethod';
import {
  MERCHANT_NAME,
  googlePayCancelled,
  googlePayRequest,
  googlePayToken,
  type GooglePaymentsClient,
} from './walletPayments';

/**
 * Pay with Google Pay (shown only with googlePayButtonEnable on and the Google Pay JS client
 * ready to pay). The sheet opens in the click itself, as Google Pay requires, for the
 * server's total; the processor's token it hands back (tokenizationData, type
 * PAYMENT_GATEWAY) is authorised by submittedorder, which charges the server's own total. A
 * closed sheet leaves the step as it was; a decline reads as a card's.
 */
export function GooglePayButton({
  client,
  totalCents,
  submit,
  onPlaced,
}: {
  client: GooglePaymentsClient;
  /** The server's total for this order; the button waits for it. */
  totalCents: number | null;
  submit: (paymentInfo: PaymentInfoBody) => Promise<SubmitOutcome>;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const { t } = useTranslation();
  const attempt = useWalletAttempt({ submit, onPlaced });

  const pay = () => {
    if (attempt.busy || totalCents === null) return;
    attempt.begin();
    // Asked before anything is awaited: Google Pay opens its sheet only inside the click.
    const sheet = client.loadPaymentData(googlePayRequest(totalCents, MERCHANT_NAME));
    void sheet.then(
      async (paymentData) => {
        const token = googlePayToken(paymentData);
        if (token) await attempt.place({ method: 'google-pay', token });
        else attempt.fail(t('checkout.googlePayFailed'));
      },
      (error: unknown) =>
        attempt.fail(
          t(googlePayCancelled(error) ? 'checkout.googlePayCancelled' : 'checkout.googlePayFailed'),
        ),
    );
  };

  return (
    <WalletMethod
      wallet="google-pay"
      hint={t('checkout.googlePayHint')}
      error={attempt.error}
      busy={attempt.busy}
      disabled={totalCents === null}
      onPay={pay}
    >
      {t('checkout.googlePayButton')}
    </WalletMethod>
  );
}
