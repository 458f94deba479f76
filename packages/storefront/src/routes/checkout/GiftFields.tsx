import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@snackshop/commerce-core/catalogue';
import { useCheckoutStore } from '@snackshop/commerce-hooks';
import { Checkbox, TextField } from '@snackshop/ui-kit';
import * as styles from './checkout.css';
import type { CheckoutErrors } from './checkoutRequest';
import * as extras from './shippingExtras.css';

/**
 * The gift part of step 0 (SPEC section 3 giftCard): "This is a gift" reveals the
 * recipient's name and email, a gift message with a running count, and "Include a gift
 * card". Messages sit at their fields under the API's names (`giftCard.recipientEmail`).
 */
export const GiftFields = observer(function GiftFields({ errors }: { errors: CheckoutErrors }) {
  const checkout = useCheckoutStore();
  const { t } = useTranslation();
  const gift = checkout.giftCard;
  const error = (name: string) => errors[`giftCard.${name}`];
  return (
    <>
      <Checkbox
        label={t('checkout.gift.isGift')}
        name="giftCard.giftOrder"
        checked={gift.giftOrder}
        onCheckedChange={(giftOrder) => checkout.setGiftCard({ giftOrder })}
      />
      {gift.giftOrder && (
        <fieldset className={styles.fieldset} data-gift>
          <legend className={styles.legend}>{t('checkout.gift.title')}</legend>
          <div className={styles.pair}>
            <TextField
              label={t('checkout.gift.firstName')}
              name="giftCard.firstName"
              autoComplete="off"
              value={gift.firstName}
              onChange={(event) => checkout.setGiftCard({ firstName: event.target.value })}
              error={error('firstName')}
            />
            <TextField
              label={t('checkout.gift.lastName')}
              name="giftCard.lastName"
              autoComplete="off"
              value={gift.lastName}
              onChange={(event) => checkout.setGiftCard({ lastName: event.target.value })}
              error={error('lastName')}
            />
          </div>
          <TextField
            label={t('checkout.gift.recipientEmail')}
            hint={t('checkout.gift.recipientEmailHint')}
            name="giftCard.recipientEmail"
            type="email"
            autoComplete="off"
            required
            value={gift.recipientEmail}
            onChange={(event) => checkout.setGiftCard({ recipientEmail: event.target.value })}
            error={error('recipientEmail')}
          />
          <GiftMessageField
            value={gift.giftMessage}
            onChange={(giftMessage) => checkout.setGiftCard({ giftMessage })}
            error={error('giftMessage')}
          />
          <Checkbox
            label={t('checkout.gift.includesGiftCard')}
            name="giftCard.includesGiftCard"
            checked={gift.includesGiftCard}
            onCheckedChange={(includesGiftCard) => checkout.setGiftCard({ includesGiftCard })}
          />
        </fieldset>
      )}
    </>
  );
});

/**
 * The gift message: a labelled text area that stops at the API's limit, with the count of
 * characters left read out politely (not on every key, only when it is low) so a screen
 * reader is not interrupted while typing.
 */
function GiftMessageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const max = TEXT_LIMITS.giftMessage;
  const left = max - value.length;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className={extras.field}>
      <label htmlFor={id} className={extras.label}>
        {t('checkout.gift.message')}
      </label>
      <textarea
        id={id}
        name="giftCard.giftMessage"
        className={extras.textarea}
        value={value}
        maxLength={max}
        rows={4}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? `${countId} ${errorId}` : countId}
        aria-invalid={error ? true : undefined}
      />
      <span id={countId} className={extras.hint} data-gift-message-count>
        {t('checkout.gift.messageCount', { used: value.length, max })}
      </span>
      <span className={extras.hint} aria-live="polite" aria-atomic="true">
        {left <= 20 ? t('checkout.gift.messageLeft', { left }) : ''}
      </span>
      {error && (
        <span id={errorId} className={extras.error}>
          {error}
        </span>
      )}
    </div>
  );
}
