import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutStore } from '@snackshop/commerce-hooks';
import { Button } from '@snackshop/ui-kit';
import * as styles from './checkout.css';
import { HostedCardFields, type HostedCardFieldsHandle } from './HostedCardFields';

/**
 * Paying by card: the hosted card fields once the session gave them (or why they did not
 * load, with a retry), the refusal of the last attempt, and Place order. The fields report
 * only the brand and validity flags, which the checkout store keeps.
 */
export function CardPayment({
  fields,
  src,
  loadError,
  onRetry,
  error,
  busy,
  onPlaceOrder,
}: {
  fields: RefObject<HostedCardFieldsHandle | null>;
  src: URL | null;
  loadError: boolean;
  onRetry: () => void;
  error: string | null;
  busy: boolean;
  onPlaceOrder: () => void;
}) {
  const checkout = useCheckoutStore();
  const { t } = useTranslation();
  return (
    <div className={styles.column}>
      {loadError && (
        <div role="alert" className={styles.column}>
          <p className={styles.alert}>{t('checkout.cardUnavailable')}</p>
          <Button variant="outline" onClick={onRetry}>
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
      <Button onClick={onPlaceOrder} loading={busy} disabled={!src}>
        {t('checkout.placeOrder')}
      </Button>
    </div>
  );
}
