import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GiftCardRecipient } from '@snackshop/commerce-core/cart';
import type { GiftCard } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import { addToCartEvent, pushToDataLayer } from '@snackshop/commerce-core/tracking';
import { useCartStore, useNotificationStore } from '@snackshop/commerce-hooks';
import { readConsent } from '../../tracking/consentReader';
import {
  EMPTY_RECIPIENT,
  giftCardLineTitle,
  recipientOf,
  type GiftCardFormErrors,
  type RecipientField,
} from './giftCardChoice';

/** Focuses the first field of `form` to fix (the first choice of a radio group), next frame. */
function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      invalid?.getAttribute('role') === 'radiogroup'
        ? invalid.querySelector<HTMLElement>('[role="radio"]')
        : invalid;
    target?.focus();
  });
}

/**
 * The state of one gift card's order form: the amount, how many, the e-gift card's
 * recipient, the messages at their fields and the last line `added`. `submit` checks the
 * fields (the recipient with `giftRecipientSchema`, as the API does), focusing the first to
 * fix, or puts a gift-card line in the cart, says so and starts the form again.
 */
export function useGiftCardForm(card: GiftCard, language: Language) {
  const cart = useCartStore();
  const notifications = useNotificationStore();
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const eGift = card.kind === 'e-gift';
  const [amount, setAmount] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [recipient, setRecipient] = useState(EMPTY_RECIPIENT);
  const [errors, setErrors] = useState<GiftCardFormErrors>({});
  const [added, setAdded] = useState<string | null>(null);

  const change = (name: RecipientField, value: string) => {
    setRecipient((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const chooseAmount = (value: string) => {
    setAmount(value);
    setErrors((current) => ({ ...current, amount: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: GiftCardFormErrors = {};
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
      focusFirstError(formRef.current);
      return;
    }
    const amountCents = Number(amount);
    const title = giftCardLineTitle(card, amountCents, language);
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

  return {
    formRef,
    eGift,
    amount,
    chooseAmount,
    quantity,
    setQuantity,
    recipient,
    change,
    errors,
    added,
    submit,
  };
}
