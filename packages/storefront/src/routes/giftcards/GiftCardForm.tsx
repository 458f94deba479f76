import { observer } from 'mobx-react-lite';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MAX_GIFT_CARD_QUANTITY, type GiftCardRecipient } from '@snackshop/commerce-core/cart';
import type { Language } from '@snackshop/commerce-core/language';
import { TEXT_LIMITS } from '@snackshop/commerce-core/messages';
import { addToCartEvent, pushToDataLayer } from '@snackshop/commerce-core/tracking';
import { fieldErrors, giftRecipientSchema } from '@snackshop/commerce-core/validation';
import { useCartStore, useNotificationStore, useStores } from '@snackshop/commerce-hooks';
import { Button, QuantityStepper, RadioGroup, TextArea, TextField } from '@snackshop/ui-kit';
import { formatMoney } from '../../i18n/format';
import { readConsent } from '../../tracking/consentReader';
import * as cartStyles from '../cart/cart.css';
import * as styles from './giftCards.css';
import type { GiftCard } from '@snackshop/commerce-core/contract';

type RecipientField = keyof GiftCardRecipient;
type FormErrors = Partial<Record<RecipientField | 'amount', string>>;

const EMPTY_RECIPIENT: Record<RecipientField, string> = {
  recipientEmail: '',
  firstName: '',
  lastName: '',
  giftMessage: '',
};

/** The recipient as the cart keeps it: the schema's cleaned values, empty ones left out. */
function recipientOf(values: Record<RecipientField, string>, language: Language) {
  const parsed = giftRecipientSchema.safeParse(values);
  if (!parsed.success) {
    return { errors: fieldErrors(parsed.error, language) as FormErrors, recipient: null };
  }
  const { recipientEmail, firstName, lastName, giftMessage } = parsed.data;
  const recipient: GiftCardRecipient = {
    recipientEmail,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(giftMessage ? { giftMessage } : {}),
  };
  return { errors: {} as FormErrors, recipient };
}

/**
 * Orders one gift card: an amount of those the card comes in, how many, and for an e-gift
 * card who it goes to (SPEC section 5: the recipient email is required and must be an email;
 * names and a message are optional). The fields are checked with commerce-core's
 * `giftRecipientSchema`, the same schema the API checks them with, and each message sits at
 * its field; the first field to fix gets the focus. Adding puts a gift-card line in the
 * CartStore (once the cart is restored from the tab's storage); the server prices it when
 * the cart is priced.
 */
export const GiftCardForm = observer(function GiftCardForm({
  card,
  language,
}: {
  card: GiftCard;
  language: Language;
}) {
  const store = useStores();
  const cart = useCartStore();
  const notifications = useNotificationStore();
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const eGift = card.kind === 'e-gift';
  const [amount, setAmount] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [recipient, setRecipient] = useState(EMPTY_RECIPIENT);
  const [errors, setErrors] = useState<FormErrors>({});
  const [added, setAdded] = useState<string | null>(null);

  const change = (name: RecipientField, value: string) => {
    setRecipient((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const focusFirstError = () => {
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const target =
        invalid?.getAttribute('role') === 'radiogroup'
          ? invalid.querySelector<HTMLElement>('[role="radio"]')
          : invalid;
      target?.focus();
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors = {};
    if (!amount) found.amount = t('giftCards.amountRequired');
    let chosen: GiftCardRecipient | null = null;
    if (eGift) {
      const checked = recipientOf(recipient, language);
      Object.assign(found, checked.errors);
      chosen = checked.recipient;
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setAdded(null);
      focusFirstError();
      return;
    }
    const amountCents = Number(amount);
    const title = `${card.title} ${formatMoney(amountCents, language)}`;
    const lineId = cart.addGiftCard({
      giftCardId: String(card.giftCardId),
      kind: card.kind,
      title,
      amountCents,
      quantity,
      ...(chosen ? { recipient: chosen } : {}),
    });
    const message = chosen
      ? t('giftCards.addedFor', { title, email: chosen.recipientEmail })
      : t('pdp.added', { title });
    setAdded(message);
    notifications.success(message);
    pushToDataLayer(
      addToCartEvent({ id: lineId, name: card.title, priceCents: amountCents }, quantity),
      { consent: readConsent() },
    );
    setRecipient(EMPTY_RECIPIENT);
    setQuantity(1);
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('giftCards.formLabel', { title: card.title })}
    >
      <RadioGroup
        label={t('giftCards.chooseAmount')}
        name={`${card.slug}-amount`}
        orientation="horizontal"
        required
        value={amount}
        onValueChange={(value) => {
          setAmount(value);
          setErrors((current) => ({ ...current, amount: undefined }));
        }}
        error={errors.amount}
        options={card.amountsCents.map((cents) => ({
          value: String(cents),
          label: formatMoney(cents, language),
        }))}
      />
      <QuantityStepper
        value={quantity}
        min={1}
        max={MAX_GIFT_CARD_QUANTITY}
        onChange={setQuantity}
        label={t('giftCards.quantity')}
        decreaseLabel={t('tile.decreaseQuantity')}
        increaseLabel={t('tile.increaseQuantity')}
      />
      {eGift && (
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
            onChange={(event) => change('recipientEmail', event.target.value)}
            error={errors.recipientEmail}
          />
          <div className={styles.pair}>
            <TextField
              label={t('giftCards.recipientFirstName')}
              name="firstName"
              autoComplete="off"
              value={recipient.firstName}
              onChange={(event) => change('firstName', event.target.value)}
              error={errors.firstName}
            />
            <TextField
              label={t('giftCards.recipientLastName')}
              name="lastName"
              autoComplete="off"
              value={recipient.lastName}
              onChange={(event) => change('lastName', event.target.value)}
              error={errors.lastName}
            />
          </div>
          <TextArea
            label={t('giftCards.message')}
            name="giftMessage"
            value={recipient.giftMessage}
            onChange={(event) => change('giftMessage', event.target.value)}
            maxLength={TEXT_LIMITS.giftMessage}
            rows={3}
            error={errors.giftMessage}
            labels={{
              characterCount: (used, max) => t('giftCards.messageCount', { used, max }),
              charactersLeft: (left) => t('checkout.gift.messageLeft', { left }),
            }}
          />
        </fieldset>
      )}
      {/* Until the cart is restored from this tab's storage, a line added would be lost. */}
      <Button type="submit" disabled={!store.hydrated}>
        {t('giftCards.add')}
      </Button>
      <noscript>
        <p>{t('cart.needsJavaScript')}</p>
      </noscript>
      <div role="status" className={styles.added}>
        {added && (
          <>
            <span>{added}</span>
            <RouterLink to="/cart" className={cartStyles.cartLink}>
              {t('minicart.review')}
            </RouterLink>
          </>
        )}
      </div>
    </form>
  );
});
