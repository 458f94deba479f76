import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@snackshop/commerce-core/messages';
import { useCheckoutStore } from '@snackshop/commerce-hooks';
import { Checkbox, TextArea, TextField } from '@snackshop/ui-kit';
import * as styles from './checkout.css';
import type { CheckoutErrors } from './checkoutRequest';

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
          <TextArea
            label={t('checkout.gift.message')}
            name="giftCard.giftMessage"
            value={gift.giftMessage}
            onChange={(event) => checkout.setGiftCard({ giftMessage: event.target.value })}
            maxLength={TEXT_LIMITS.giftMessage}
            rows={4}
            error={error('giftMessage')}
            labels={{
              characterCount: (used, max) => t('checkout.gift.messageCount', { used, max }),
              charactersLeft: (left) => t('checkout.gift.messageLeft', { left }),
            }}
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
