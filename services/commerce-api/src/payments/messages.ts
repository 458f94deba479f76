import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage, type MessageKey } from '@snackshop/commerce-core/messages';
import type { DeclineReason, PaymentSource } from './provider';

/** What the shopper reads when a payment is refused: a message of commerce-core's catalogue. */
const DECLINE_MESSAGES = {
  INSUFFICIENT_FUNDS: 'declineInsufficientFunds',
  // A stolen-card answer is never told to the person holding the card.
  STOLEN_CARD: 'declineCard',
  CVV_MISMATCH: 'declineSecurityCode',
  EXPIRED_CARD: 'declineExpiredCard',
  INVALID_TOKEN: 'declineCardDetailsExpired',
  TOKEN_SPENT: 'declineCardDetailsSpent',
  PAYPAL_NOT_APPROVED: 'declinePayPalNotApproved',
  AMOUNT_MISMATCH: 'declineAmountChanged',
  PROCESSOR_UNAVAILABLE: 'declineProcessorUnavailable',
} as const satisfies Record<DeclineReason, MessageKey>;

/** The wallets whose token pays, by the name the shopper knows them. */
const WALLETS: Partial<Record<PaymentSource['method'], string>> = {
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
};

/** A wallet's token refused: one the processor never issued or whose time is up, or one spent. */
const WALLET_TOKEN_MESSAGES: Partial<Record<DeclineReason, MessageKey>> = {
  INVALID_TOKEN: 'walletTokenInvalid',
  TOKEN_SPENT: 'walletTokenSpent',
};

/**
 * Why a payment was refused, in the shopper's language, and the field of the order body it
 * names: a wallet's token that is not valid or already spent names `paymentInfo.token` and
 * says to choose the wallet again; every other refusal (the issuer's answer included, the
 * same for a card and a wallet) names `paymentInfo`.
 */
export function declineOf(
  reason: DeclineReason,
  method: PaymentSource['method'],
  lang: Language,
): { message: string; field: string } {
  const wallet = WALLETS[method];
  const tokenMessage = wallet ? WALLET_TOKEN_MESSAGES[reason] : undefined;
  if (wallet && tokenMessage) {
    return { message: formatMessage(tokenMessage, lang, { wallet }), field: 'paymentInfo.token' };
  }
  return { message: formatMessage(DECLINE_MESSAGES[reason], lang), field: 'paymentInfo' };
}

/** Card-field messages of the tokenise call and the hosted fields: catalogue keys by field. */
const CARD_FIELD_MESSAGES = {
  number: 'cardNumberInvalid',
  brand: 'cardBrandUnsupported',
  expiration: 'cardExpirationInvalid',
  expired: 'cardExpired',
  securityCode: 'cardSecurityCodeRequired',
  contextExpired: 'cardFormExpired',
} as const satisfies Record<string, MessageKey>;

/** A card-field message in the shopper's language. */
export function cardFieldMessage(field: keyof typeof CARD_FIELD_MESSAGES, lang: Language): string {
  return formatMessage(CARD_FIELD_MESSAGES[field], lang);
}
