import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutStore } from '@snackshop/commerce-hooks';
import { Button, CheckboxField } from '@snackshop/ui-kit';
import * as styles from './checkout.css';
import { HostedCardFields, type HostedCardFieldsHandle } from './HostedCardFields';

/**
 * Paying by card: the hosted card fields once the session gave them (or why they did not
 * load, with a retry), the refusal of the last attempt, and Place order. The fields report
 * only the brand and validity flags, which the checkout store keeps. For a saved card
 * (`securityCodeOnly`) the fields ask for its security code alone; for a new card a
 * signed-in customer may tick "Save this card" (`offerSave`), kept as the store's
 * `saveNewCard`.
 */
export const CardPayment = observer(function CardPayment({
  fields,
  src,
  securityCodeOnly,
  offerSave,
  loadError,
  onRetry,
  error,
  busy,
  onPlaceOrder,
}: {
  fields: RefObject<HostedCardFieldsHandle | null>;
  src: URL | null;
  securityCodeOnly: boolean;
  offerSave: boolean;
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
          securityCodeOnly={securityCodeOnly}
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
      {offerSave && !securityCodeOnly && (
        <CheckboxField
          name="saveNewCard"
          label={t('checkout.saveCard')}
          hint={t('checkout.saveCardHint')}
          checked={checkout.paymentInfo.saveNewCard}
          onChange={(event) => checkout.updatePaymentInfo({ saveNewCard: event.target.checked })}
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
});
