import { isRecord, pickBoolean, pickString, pickStringOrNull } from '../snapshot';
import { field, readField, type FieldState } from './address';
import { idleSession, readSession, type PaymentSession } from './paymentSession';

/** What the card fields report: a mask and validity flags, never the number or the CVV. */
export interface CardInfo {
  cardType: string;
  cardNumberMask: string;
  cardNumberValid: boolean;
  cvvNumberValid: boolean;
  /** Order of the card among the saved ones, when paying with a saved card. */
  sequence: number | null;
}

/** The payment form (SPEC section 3). No field can hold a card number or a CVV. */
export interface PaymentInfo {
  nameonCard: FieldState;
  expDate: FieldState;
  /** The processor's capture context for its hosted card fields. */
  captureContextData: string | null;
  /** One-use token of the card the hosted fields captured. */
  transientToken: string | null;
  decryptedCardToken: unknown;
  cardInfo: CardInfo;
  payWithSavedCard: boolean;
  saveNewCard: boolean;
  session: PaymentSession;
}

/** The payment form without its one-use tokens: what may be stored or cached. */
export type StoredPaymentInfo = Omit<PaymentInfo, 'transientToken' | 'decryptedCardToken'>;

/** A change to the payment form; the card info is merged, the session has its own moves. */
export type PaymentInfoPatch = Partial<Omit<PaymentInfo, 'cardInfo' | 'session'>> & {
  cardInfo?: Partial<CardInfo>;
};

/** Keys that would hold a card number or a CVV; refused wherever payment data comes in. */
const FORBIDDEN_CARD_KEYS = new Set([
  'cardnumber',
  'cardno',
  'pan',
  'number',
  'cvv',
  'cvc',
  'cvv2',
  'securitycode',
]);

/** True when a key would carry a card number or CVV. */
export function isForbiddenCardKey(key: string): boolean {
  return FORBIDDEN_CARD_KEYS.has(key.replace(/[^a-z0-9]/gi, '').toLowerCase());
}

/**
 * Throws when a patch of the payment form, or of its card info, has a key that would hold a
 * card number or CVV, so that a mistake in a form cannot put one in memory or in storage.
 */
export function assertNoCardData(patch: PaymentInfoPatch): void {
  const forbidden = [
    ...Object.keys(patch),
    ...(patch.cardInfo ? Object.keys(patch.cardInfo) : []),
  ].filter(isForbiddenCardKey);
  if (forbidden.length > 0) {
    throw new TypeError(
      `The checkout never holds card numbers or security codes (${forbidden.join(', ')})`,
    );
  }
}

export const emptyCardInfo = (): CardInfo => ({
  cardType: '',
  cardNumberMask: '',
  cardNumberValid: false,
  cvvNumberValid: false,
  sequence: null,
});

export const emptyPayment = (): PaymentInfo => ({
  nameonCard: field(),
  expDate: field(),
  captureContextData: null,
  transientToken: null,
  decryptedCardToken: null,
  cardInfo: emptyCardInfo(),
  payWithSavedCard: false,
  saveNewCard: false,
  session: idleSession(),
});

/** The payment form without its one-use tokens. */
export function withoutTokens(payment: PaymentInfo): StoredPaymentInfo {
  const { transientToken: _token, decryptedCardToken: _decrypted, ...stored } = payment;
  return stored;
}

function readCardInfo(value: unknown): CardInfo {
  const data = isRecord(value) ? value : {};
  return {
    cardType: pickString(data.cardType),
    cardNumberMask: pickString(data.cardNumberMask),
    cardNumberValid: pickBoolean(data.cardNumberValid),
    cvvNumberValid: pickBoolean(data.cvvNumberValid),
    sequence: typeof data.sequence === 'number' ? data.sequence : null,
  };
}

/** A stored payment form; it never held tokens, so they start empty. */
export function readPaymentInfo(value: unknown): PaymentInfo {
  const payment = isRecord(value) ? value : {};
  return {
    ...emptyPayment(),
    nameonCard: readField(payment.nameonCard),
    expDate: readField(payment.expDate),
    captureContextData: pickStringOrNull(payment.captureContextData),
    cardInfo: readCardInfo(payment.cardInfo),
    payWithSavedCard: pickBoolean(payment.payWithSavedCard),
    saveNewCard: pickBoolean(payment.saveNewCard),
    session: readSession(payment.session),
  };
}
