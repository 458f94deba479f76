import type { GiftCardRecipient } from '@snackshop/commerce-core/cart';
import type { GiftCard } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { fieldErrors, giftRecipientSchema } from '@snackshop/commerce-core/validation';
import { formatMoney } from '../../i18n/format';

/*
 * What makes a gift-card order one the cart takes, checked the same way in the page (with
 * scripts) and by the page's action (a form posted without them): an amount the card comes
 * in, and for an e-gift card a recipient that `giftRecipientSchema` takes, as the API checks.
 */

/** A field of an e-gift card's recipient. */
export type RecipientField = keyof GiftCardRecipient;
/**
 * The gift-card form's messages, by field; `amount: 'required'` when none was chosen (the page
 * says it in its language).
 */
export type GiftCardFormErrors = Partial<Record<RecipientField | 'amount', string>>;

/** A recipient's fields before anything is typed. */
export const EMPTY_RECIPIENT: Record<RecipientField, string> = {
  recipientEmail: '',
  firstName: '',
  lastName: '',
  giftMessage: '',
};

/** The recipient as the cart keeps it: the schema's cleaned values, empty ones left out. */
export function recipientOf(values: Record<RecipientField, string>, language: Language) {
  const parsed = giftRecipientSchema.safeParse(values);
  if (!parsed.success) {
    return { errors: fieldErrors(parsed.error, language) as GiftCardFormErrors, recipient: null };
  }
  const { recipientEmail, firstName, lastName, giftMessage } = parsed.data;
  const recipient: GiftCardRecipient = {
    recipientEmail,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(giftMessage ? { giftMessage } : {}),
  };
  return { errors: {} as GiftCardFormErrors, recipient };
}

/** The cart line's title of `card` at `amountCents`: its name and face value. */
export const giftCardLineTitle = (card: GiftCard, amountCents: number, language: Language) =>
  `${card.title} ${formatMoney(amountCents, language)}`;

/** Why `amountCents` cannot be ordered (none chosen, or not one the card comes in), or null. */
export function amountRefusal(
  card: GiftCard,
  amountCents: number | null,
  language: Language,
): string | null {
  if (amountCents === null) return 'required';
  if (card.amountsCents.includes(amountCents)) return null;
  const amounts = card.amountsCents.map((cents) => formatMoney(cents, language)).join(', ');
  return formatMessage('giftCardAmountNotOffered', language, { amounts });
}
