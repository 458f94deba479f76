import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  paymentSessionSchedule,
  useCheckoutStore,
  useConfigStore,
} from '@snackshop/commerce-hooks';
import { Button, Dialog } from '@snackshop/ui-kit';
import { localeOf } from '../../i18n/format';
import * as styles from './checkout.css';

/**
 * Drives the payment session of SPEC section 4 from the capture context's end: 'about to
 * expire' opens a modal offering to extend (focus stays inside; Escape, the close button and
 * Not now leave it ignored), extending renews the capture context through `onExtend`, and at
 * the end the session expires and `onExpired` loads a new one.
 */
export const PaymentSessionDialog = observer(function PaymentSessionDialog({
  onExtend,
  onExpired,
}: {
  /** Renews the capture context; resolves false when it could not. */
  onExtend: () => Promise<boolean>;
  /** The session ran out (already marked expired in the store). */
  onExpired: () => void;
}) {
  const checkout = useCheckoutStore();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const { status, createdAt, extendedAt, expiresAt, showExtendDialog } =
    checkout.paymentInfo.session;
  const [extending, setExtending] = useState(false);
  const [failed, setFailed] = useState(false);
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    if (expiresAt === null || createdAt === null) return;
    if (status !== 'active' && status !== 'aboutToExpire' && status !== 'ignored') return;
    const schedule = paymentSessionSchedule(
      { startedAt: extendedAt ?? createdAt, expiresAt },
      Date.now(),
    );
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (status === 'active') {
      timers.push(setTimeout(() => checkout.paymentSessionAboutToExpire(), schedule.warnInMs));
    }
    timers.push(
      setTimeout(() => {
        if (checkout.expirePaymentSession()) expired.current();
      }, schedule.expireInMs),
    );
    return () => timers.forEach(clearTimeout);
  }, [checkout, status, createdAt, extendedAt, expiresAt]);

  useEffect(() => {
    if (showExtendDialog) setFailed(false);
  }, [showExtendDialog]);

  const extend = async () => {
    if (extending) return;
    setExtending(true);
    setFailed(false);
    try {
      if (!(await onExtend())) setFailed(true);
    } finally {
      setExtending(false);
    }
  };

  const endsAt =
    expiresAt === null
      ? ''
      : new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(expiresAt);

  return (
    <Dialog
      open={showExtendDialog}
      onOpenChange={(open) => {
        if (!open) checkout.ignorePaymentSessionWarning();
      }}
      title={t('checkout.sessionTitle')}
      description={t('checkout.sessionBody', { time: endsAt })}
      closeLabel={t('checkout.sessionClose')}
      size="small"
      actions={
        <>
          <Button variant="outline" onClick={() => checkout.ignorePaymentSessionWarning()}>
            {t('checkout.sessionIgnore')}
          </Button>
          <Button onClick={() => void extend()} loading={extending}>
            {t('checkout.sessionExtend')}
          </Button>
        </>
      }
    >
      <div role="alert" data-session-error>
        {failed && <p className={styles.alert}>{t('checkout.sessionExtendFailed')}</p>}
      </div>
    </Dialog>
  );
});
