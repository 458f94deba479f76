import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MAX_GIFT_CARD_QUANTITY } from '@snackshop/commerce-core/cart';
import { useStores } from '@snackshop/commerce-hooks';
import { Button, Link, QuantityStepper, RadioGroup } from '@snackshop/ui-kit';
import { formatMoney } from '../../i18n/format';
import { scriptedOnly } from '../../shell/ScriptedOnly';
import * as styles from './giftCards.css';
import { GiftRecipientFields } from './GiftRecipientFields';
import { ServerGiftCardForm, type GiftCardOrderProps } from './ServerGiftCardForm';
import { useGiftCardForm } from './useGiftCardForm';

/**
 * Orders one gift card: an amount of those the card comes in, how many, and for an e-gift
 * card who it goes to (SPEC section 5: the recipient email is required and must be an email;
 * names and a message are optional). The fields are checked with commerce-core's
 * `giftRecipientSchema`, the same schema the API checks them with, and each message sits at
 * its field; the first field to fix gets the focus. Adding puts a gift-card line in the
 * CartStore (once the cart is restored from the tab's storage); the server prices it when
 * the cart is priced. Without scripts the same order is a plain form (`ServerGiftCardForm`)
 * posted to the page's action, which checks it the same way.
 */
export const GiftCardForm = observer(function GiftCardForm({
  card,
  language,
  answer,
}: GiftCardOrderProps) {
  const store = useStores();
  const { t } = useTranslation();
  const form = useGiftCardForm(card, language);

  return (
    <>
      <noscript>
        <ServerGiftCardForm card={card} language={language} answer={answer} />
      </noscript>
      <form
        {...scriptedOnly}
        ref={form.formRef}
        className={styles.form}
        onSubmit={form.submit}
        noValidate
        aria-label={t('giftCards.formLabel', { title: card.title })}
      >
        <RadioGroup
          label={t('giftCards.chooseAmount')}
          name={`${card.slug}-amount`}
          orientation="horizontal"
          required
          value={form.amount}
          onValueChange={form.chooseAmount}
          error={form.errors.amount}
          options={card.amountsCents.map((cents) => ({
            value: String(cents),
            label: formatMoney(cents, language),
          }))}
        />
        <QuantityStepper
          value={form.quantity}
          min={1}
          max={MAX_GIFT_CARD_QUANTITY}
          onChange={form.setQuantity}
          label={t('giftCards.quantity')}
          decreaseLabel={t('tile.decreaseQuantity')}
          increaseLabel={t('tile.increaseQuantity')}
        />
        {form.eGift && (
          <GiftRecipientFields
            recipient={form.recipient}
            errors={form.errors}
            onChange={form.change}
          />
        )}
        {/* Until the cart is restored from this tab's storage, a line added would be lost. */}
        <Button type="submit" disabled={!store.hydrated}>
          {t('giftCards.add')}
        </Button>
        <div role="status" className={styles.added}>
          {form.added && (
            <>
              <span>{form.added}</span>
              <Link asChild>
                <RouterLink to="/cart">{t('minicart.review')}</RouterLink>
              </Link>
            </>
          )}
        </div>
      </form>
    </>
  );
});
