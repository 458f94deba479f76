import type { Language } from '@snackshop/commerce-core/language';
import { localizeIssue, personNameSchema } from '@snackshop/commerce-core/validation';
import { cardFieldMessage } from './messages';
import type { CardInput } from './provider';
import { passesLuhn } from './sandbox/test-cards';

/** The inputs of the hosted payment page, by name. */
export type PaymentFormField = 'name' | 'number' | 'expiry' | 'cvv';

/** A message per input in error. */
export type PaymentFormErrors = Partial<Record<PaymentFormField, string>>;

/** The card form as posted: every value a string, '' when missing. */
export interface PostedCardForm {
  name: string;
  number: string;
  expiry: string;
  cvv: string;
}

/** What the page may show again after an error: never the card number or the security code. */
export type KeptCardForm = Pick<PostedCardForm, 'name' | 'expiry'>;

/*
 * The checks below are those the hosted fields' script makes before it calls tokenize
 * (hosted-fields-page.ts), written once more for a page without script: the same brand
 * prefixes, Luhn check, expiry pattern and security-code length, and the same messages.
 * What tokenize checks afterwards (the brand by length too, an expired card) it still checks,
 * for both.
 */
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The brand the hosted fields' script reads from a number's first digits. */
function brandByPrefix(digits: string): 'visa' | 'mastercard' | 'amex' | 'discover' | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return null;
}

/** MM/YY (or M/YYYY, with or without the slash) as the hosted fields read it; null if not. */
function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The cardholder's name by the shop's rule for a person's name (required, 2 to 30, letters). */
function nameError(name: string, lang: Language): string | undefined {
  const result = personNameSchema.safeParse(name);
  return result.success ? undefined : localizeIssue(result.error.issues[0]!, lang);
}

/**
 * The posted card form checked as the hosted fields check theirs: the card to tokenise and
 * the name on it, or a message for each input in error.
 */
export function checkCardForm(
  form: PostedCardForm,
  lang: Language,
): { card: CardInput; name: string } | { errors: PaymentFormErrors } {
  const errors: PaymentFormErrors = {};
  const name = nameError(form.name, lang);
  if (name) errors.name = name;
  const digits = digitsOf(form.number);
  const brand = brandByPrefix(digits);
  if (digits.length < 12 || !passesLuhn(digits) || !brand) {
    errors.number = cardFieldMessage(brand || digits.length === 0 ? 'number' : 'brand', lang);
  }
  const expiry = parseExpiry(form.expiry);
  if (!expiry) errors.expiry = cardFieldMessage('expiration', lang);
  const codeLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${codeLength}}$`).test(form.cvv)) {
    errors.cvv = cardFieldMessage('securityCode', lang);
  }
  if (Object.keys(errors).length > 0 || !expiry) return { errors };
  return {
    card: {
      number: digits,
      expirationMonth: expiry.month,
      expirationYear: expiry.year,
      securityCode: form.cvv,
    },
    name: personNameSchema.parse(form.name),
  };
}

/** The input of the page a tokenise error names (`expirationYear` is the expiry input). */
export function formFieldOf(field: string): PaymentFormField | null {
  if (field === 'number') return 'number';
  if (field === 'expirationMonth' || field === 'expirationYear') return 'expiry';
  if (field === 'securityCode') return 'cvv';
  return null;
}

/**
 * The return URL, when it is a page of the capture context's origin (exactly that origin:
 * scheme, host and port); null otherwise, so the page never sends anyone elsewhere.
 */
export function returnUrlOn(value: string, origin: string): URL | null {
  try {
    const url = new URL(value);
    return url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:')
      ? url
      : null;
  } catch {
    return null;
  }
}
