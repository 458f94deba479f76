import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartLinesBody } from '@snackshop/commerce-core/cart';
import { formatMessage } from '@snackshop/commerce-core/messages';
import {
  useCartStore,
  useCheckoutStore,
  useConfigStore,
  usePayPalOrder,
  usePayPalSession,
  usePayPalStatus,
  type PaymentInfoBody,
  type PlacedOrder,
  type SubmitOutcome,
} from '@snackshop/commerce-hooks';
import { Button } from '@snackshop/ui-kit';
import * as styles from './checkout.css';
import {
  payPalPopupUrl,
  popupFeatures,
  readPayPalResult,
  storedRedirect,
  type PayPalResult,
} from './walletPayments';

/** How often the page looks whether the shopper closed the pop-up. */
const POPUP_POLL_MS = 500;

type Waited = PayPalResult | { status: 'closed' };

/**
 * Pay with PayPal (SPEC sections 3 and 4): the pop-up opens in the click itself (so no
 * blocker stops it), paymentSession prices the cart and gives the approval page, whose
 * decision comes back by `postMessage` from the API's origin; then the order call, a status
 * check and submittedorder. The payment-redirect object is kept in the checkout store.
 */
export const PayPalButton = observer(function PayPalButton({
  apiOrigin,
  submit,
  onPlaced,
}: {
  /** The API's origin as the browser reaches it: the approval page's origin. */
  apiOrigin: string;
  submit: (paymentInfo: PaymentInfoBody) => Promise<SubmitOutcome>;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const checkout = useCheckoutStore();
  const cart = useCartStore();
  const startPayPalSession = usePayPalSession();
  const payPalStatus = usePayPalStatus();
  const createPayPalOrder = usePayPalOrder();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const popupRef = useRef<Window | null>(null);

  // Leaving the step closes a pop-up that is still waiting.
  useEffect(() => () => popupRef.current?.close(), []);

  const waitForDecision = (popup: Window, paymentId: string) =>
    new Promise<Waited>((resolve) => {
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

  const run = async (popup: Window) => {
    const origin = window.location.origin;
    const session = await startPayPalSession({
      body: {
        cartItems: cartLinesBody(cart.cartItems),
        ...(cart.couponData?.couponName ? { couponName: cart.couponData.couponName } : {}),
        email: checkout.contactInfo.email.value,
        zipcode: checkout.shipping.zipcode.value,
        returnUrl: `${origin}/checkout`,
        cancelUrl: `${origin}/checkout`,
        lang: language,
      },
    });
    if (!session.ok) {
      popup.close();
      setError(session.error.message);
      return;
    }
    const { paymentId } = session.data;
    checkout.setPaymentRedirect(storedRedirect(session.data));
    popup.location.href = payPalPopupUrl(session.data.paymentRedirectURL, apiOrigin, language).href;
    setStatus(t('checkout.payPalWaiting'));

    let decision = await waitForDecision(popup, paymentId);
    setStatus(null);
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
      setError(
        t(decision.status === 'cancelled' ? 'checkout.payPalCancelled' : 'checkout.payPalClosed'),
      );
      return;
    }

    setStatus(t('checkout.payPalPlacing'));
    const order = await createPayPalOrder({
      body: { paymentId, payerId: decision.payerId },
    });
    if (!order.ok) {
      setStatus(null);
      setError(order.error.message);
      return;
    }
    checkout.setPaymentRedirect(storedRedirect(order.data));
    const checked = await payPalStatus({ query: { paymentId } });
    if (!checked.ok || checked.data.status !== 'approved') {
      setStatus(null);
      setError(checked.ok ? t('checkout.payPalClosed') : checked.error.message);
      return;
    }
    const placed = await submit({ method: 'paypal', paymentId });
    setStatus(null);
    if (placed.ok) {
      onPlaced(placed.order);
      return;
    }
    setError(placed.message);
  };

  const start = () => {
    if (busy) return;
    setError(null);
    // Opened before anything is awaited: browsers allow pop-ups only in the click itself.
    const popup = window.open(
      '',
      'snackshop-paypal',
      popupFeatures({
        x: window.screenX,
        y: window.screenY,
        width: window.outerWidth,
        height: window.outerHeight,
      }),
    );
    if (!popup) {
      setError(formatMessage('popupsBlocked', language));
      return;
    }
    popupRef.current = popup;
    setBusy(true);
    void run(popup).finally(() => {
      popupRef.current = null;
      setBusy(false);
    });
  };

  return (
    <div className={styles.column} data-paypal>
      <p className={styles.status}>{t('checkout.payPalHint')}</p>
      <div role="status" className={styles.column}>
        {status && <p className={styles.status}>{status}</p>}
      </div>
      <div role="alert" className={styles.column} data-paypal-error>
        {error && <p className={styles.alert}>{error}</p>}
      </div>
      <Button onClick={start} loading={busy}>
        {t('checkout.payPalButton')}
      </Button>
    </div>
  );
});
