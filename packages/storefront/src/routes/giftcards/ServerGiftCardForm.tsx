import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_GIFT_CARD_QUANTITY } from '@snackshop/commerce-core/cart';
import type { GiftCard } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import { Button, QuantityStepper } from '@snackshop/ui-kit';
import { formatMoney } from '../../i18n/format';
import * as styles from './giftCards.css';
import type { GiftCardFormAnswer } from './giftCards.action.server';
import { EMPTY_RECIPIENT } from './giftCardChoice';
import { GiftRecipientFields } from './GiftRecipientFields';

const ignore = () => undefined;

/** A gift card's order form's props, with scripts or without. */
export interface GiftCardOrderProps {
  card: GiftCard;
  language: Language;
  /** What the page's action said back to this card's form posted without scripts. */
  answer: GiftCardFormAnswer | undefined;
}

/**
 * One gift card's order as a plain form, for a browser whose scripts do not run (issue 37):
 * the amounts as radio buttons, how many, an e-gift card's recipient, posted to the page's
 * action, which puts the card in the cart or answers with the messages at their fields
 * (`answer`). Rendered inside <noscript>, in place of the form the page's scripts run.
 */
export function ServerGiftCardForm({ card, language, answer }: GiftCardOrderProps) {
  const { t } = useTranslation();
  const amountErrorId = useId();
  const amountError = answer?.errors.amount;
  return (
    <form
      method="post"
      // The page's action checks the form and says what to fix at each field, in its words.
      noValidate
      className={styles.form}
      aria-label={t('giftCards.formLabel', { title: card.title })}
    >
      <input type="hidden" name="intent" value="add-gift-card" />
      <input type="hidden" name="giftCardId" value={card.giftCardId} />
      <fieldset
        className={styles.fieldset}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={amountError ? amountErrorId : undefined}
      >
        <legend className={styles.legend}>{t('giftCards.chooseAmount')}</legend>
        {card.amountsCents.map((cents) => (
          <label key={cents} className={styles.amount}>
            <input
              type="radio"
              name="amountCents"
              value={cents}
              required
              defaultChecked={answer?.amountCents === cents}
            />{' '}
            {formatMoney(cents, language)}
          </label>
        ))}
        {amountError && (
          <p id={amountErrorId} className={styles.error} data-field-error="amount">
            {amountError === 'required' ? t('giftCards.amountRequired') : amountError}
          </p>
        )}
      </fieldset>
      <QuantityStepper
        value={answer?.quantity ?? 1}
        min={1}
        max={MAX_GIFT_CARD_QUANTITY}
        onChange={ignore}
        name="quantity"
        label={t('giftCards.quantity')}
        decreaseLabel={t('tile.decreaseQuantity')}
        increaseLabel={t('tile.increaseQuantity')}
      />
      {card.kind === 'e-gift' && (
        <GiftRecipientFields
          recipient={answer?.recipient ?? EMPTY_RECIPIENT}
          errors={answer?.errors ?? {}}
          onChange={ignore}
        />
      )}
      <Button type="submit">{t('giftCards.add')}</Button>
    </form>
  );
}
