import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@snackshop/commerce-core/messages';
import { TextArea, TextField } from '@snackshop/ui-kit';
import * as styles from './giftCards.css';
import type { GiftCardFormErrors, RecipientField } from './giftCardChoice';

/** An e-gift card's recipient: email (required), first and last names, and a message. */
export function GiftRecipientFields({
  recipient,
  errors,
  onChange,
}: {
  recipient: Record<RecipientField, string>;
  errors: GiftCardFormErrors;
  onChange: (name: RecipientField, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('giftCards.recipientTitle')}</legend>
      <TextField
        label={t('giftCards.recipientEmail')}
        hint={t('giftCards.recipientEmailHint')}
        name="recipientEmail"
        type="email"
        autoComplete="off"
        required
        value={recipient.recipientEmail}
        onChange={(event) => onChange('recipientEmail', event.target.value)}
        error={errors.recipientEmail}
      />
      <div className={styles.pair}>
        <TextField
          label={t('giftCards.recipientFirstName')}
          name="firstName"
          autoComplete="off"
          value={recipient.firstName}
          onChange={(event) => onChange('firstName', event.target.value)}
          error={errors.firstName}
        />
        <TextField
          label={t('giftCards.recipientLastName')}
          name="lastName"
          autoComplete="off"
          value={recipient.lastName}
          onChange={(event) => onChange('lastName', event.target.value)}
          error={errors.lastName}
        />
      </div>
      <TextArea
        label={t('giftCards.message')}
        name="giftMessage"
        value={recipient.giftMessage}
        onChange={(event) => onChange('giftMessage', event.target.value)}
        maxLength={TEXT_LIMITS.giftMessage}
        rows={3}
        error={errors.giftMessage}
        labels={{
          characterCount: (used, max) => t('giftCards.messageCount', { used, max }),
          charactersLeft: (left) => t('checkout.gift.messageLeft', { left }),
        }}
      />
    </fieldset>
  );
}
