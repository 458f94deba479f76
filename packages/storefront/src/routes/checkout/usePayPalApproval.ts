import { useTranslation } from 'react-i18next';
import { cartLinesBody } from '@snackshop/commerce-core/cart';
import {
  useCartStore,
  useCheckoutStore,
  useConfigStore,
  usePayPalSession,
  usePayPalStatus,
} from '@snackshop/commerce-hooks';
import {
  payPalPopupUrl,
  readPayPalResult,
  storedRedirect,
  type PayPalResult,
} from './walletPayments';

/** How often the page looks whether the shopper closed the pop-up. */
const POPUP_POLL_MS = 500;

type Waited = PayPalResult | { status: 'closed' };

/** The payer's approval of a PayPal payment, or the message saying why there is none. */
type Approval = { paymentId: string; payerId: string } | { error: string };

/**
 * The approval pop-up's decision on `paymentId`, posted back from the API's origin by the
 * pop-up itself, or `closed` once the shopper closed the pop-up first.
 */
function waitForDecision(popup: Window, paymentId: string, apiOrigin: string) {
  return new Promise<Waited>((resolve) => {
    const done = (result: Waited) => {
      window.removeEventListener('message', listen);
      clearInterval(poll);
      resolve(result);
    };
    const listen = (event: MessageEvent) => {
      if (event.origin !== apiOrigin || event.source !== popup) return;
      const result = readPayPalResult(event.data);
      if (result?.paymentId === paymentId) done(result);
    };
    const poll = setInterval(() => {
      if (popup.closed) done({ status: 'closed' });
    }, POPUP_POLL_MS);
    window.addEventListener('message', listen);
  });
}

/**
 * PayPal's approval in the pop-up already opened: paymentSession prices the cart and gives
 * the approval page (its payment-redirect object kept in the checkout store), whose decision
 * comes back by `postMessage` from `apiOrigin`, or from the payment's status when the pop-up
 * closed first. `onStatus` shows the waiting message, and clears it once the decision is in.
 */
export function usePayPalApproval(apiOrigin: string) {
  const checkout = useCheckoutStore();
  const cart = useCartStore();
  const startPayPalSession = usePayPalSession();
  const payPalStatus = usePayPalStatus();
  const { language } = useConfigStore();
  const { t } = useTranslation();

  return async (popup: Window, onStatus: (status: string | null) => void): Promise<Approval> => {
    const origin = window.location.origin;
    const session = await startPayPalSession({
      body: {
        cartItems: cartLinesBody(cart.cartItems),
        ...(cart.couponData?.couponName ? { couponName: cart.couponData.couponName } : {}),
        ...(checkout.redeemReward ? { redeemReward: true } : {}),
        email: checkout.contactInfo.email.value,
        zipcode: checkout.shipping.zipcode.value,
        returnUrl: `${origin}/checkout`,
        cancelUrl: `${origin}/checkout`,
        lang: language,
      },
    });
    if (!session.ok) {
      popup.close();
      return { error: session.error.message };
    }
    const { paymentId } = session.data;
    checkout.setPaymentRedirect(storedRedirect(session.data));
    popup.location.href = payPalPopupUrl(session.data.paymentRedirectURL, apiOrigin, language).href;
    onStatus(t('checkout.payPalWaiting'));

    let decision = await waitForDecision(popup, paymentId, apiOrigin);
    onStatus(null);
    if (decision.status === 'closed') {
      // The pop-up may close before its message arrives, or the message may be lost: the
      // payment's status tells what the payer decided.
      const current = await payPalStatus({ query: { paymentId } });
      if (current.ok && current.data.status === 'approved' && current.data.payerId) {
        decision = { paymentId, payerId: current.data.payerId, status: 'approved' };
      } else if (current.ok && current.data.status === 'cancelled') {
        decision = { paymentId, payerId: null, status: 'cancelled' };
      }
    }
    if (decision.status !== 'approved' || !decision.payerId) {
      return {
        error: t(
          decision.status === 'cancelled' ? 'checkout.payPalCancelled' : 'checkout.payPalClosed',
        ),
      };
    }
    return { paymentId, payerId: decision.payerId };
  };
}
