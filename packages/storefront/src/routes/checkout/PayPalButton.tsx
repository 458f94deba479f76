import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessage } from '@snackshop/commerce-core/messages';
import {
  useCheckoutStore,
  useConfigStore,
  usePayPalOrder,
  usePayPalStatus,
  type PaymentInfoBody,
  type PlacedOrder,
  type SubmitOutcome,
} from '@snackshop/commerce-hooks';
import { Button } from '@snackshop/ui-kit';
import * as styles from './checkout.css';
import { usePayPalApproval } from './usePayPalApproval';
import { popupFeatures, storedRedirect } from './walletPayments';

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
  const approve = usePayPalApproval(apiOrigin);
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

  const run = async (popup: Window) => {
    const approval = await approve(popup, setStatus);
    if ('error' in approval) {
      setError(approval.error);
      return;
    }
    const { paymentId, payerId } = approval;
    setStatus(t('checkout.payPalPlacing'));
    const order = await createPayPalOrder({ body: { paymentId, payerId } });
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
