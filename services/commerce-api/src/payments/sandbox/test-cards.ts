import type { CardBrand } from '../provider';

/** What the sandbox's simulated issuer answers for a card. */
export type SandboxOutcome =
  | 'approve'
  | 'decline-insufficient-funds'
  | 'decline-stolen-card'
  | 'cvv-mismatch'
  | 'processor-unavailable-once';

/**
 * The documented test card numbers (README "Sandbox payments"). Any other number of an
 * accepted brand that passes the Luhn check is approved.
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  '4111111111111111': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '6011111111111117': 'approve',
  '4000000000009995': 'decline-insufficient-funds',
  '4000000000009979': 'decline-stolen-card',
  '4000000000000101': 'cvv-mismatch',
  '4000000000000119': 'processor-unavailable-once',
};

/**
 * The test CVV rule: on any card, new or stored, these security codes fail the issuer's CVV
 * check (402 `PAYMENT_CVV_MISMATCH`); every other code of the brand's length matches.
 */
export const SANDBOX_MISMATCHED_SECURITY_CODES: ReadonlySet<string> = new Set(['200', '2000']);

/**
 * The simulated issuer's answer for a card number (already checked: Luhn and an accepted
 * brand), as the test cards decide it; with a security code, the test CVV rule too. Card
 * entries and Google Pay's test tokens are decided alike.
 */
export function testCardOutcome(digits: string, securityCode?: string): SandboxOutcome {
  const byNumber: SandboxOutcome = SANDBOX_TEST_CARDS[digits] ?? 'approve';
  return byNumber === 'approve' &&
    securityCode !== undefined &&
    SANDBOX_MISMATCHED_SECURITY_CODES.has(securityCode)
    ? 'cvv-mismatch'
    : byNumber;
}

/** Apple Pay sandbox tokens: the value of `paymentData.data` decides the answer. */
export const SANDBOX_APPLE_PAY_DATA: Readonly<Record<string, SandboxOutcome>> = {
  SANDBOX_APPROVE: 'approve',
  SANDBOX_DECLINE_INSUFFICIENT_FUNDS: 'decline-insufficient-funds',
  SANDBOX_DECLINE_STOLEN_CARD: 'decline-stolen-card',
};

/** True when the digits pass the Luhn checksum. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand of a card number by its prefix and length, or null when we do not take it. */
export function cardBrandOf(digits: string): CardBrand | null {
  const length = digits.length;
  if (/^4/.test(digits) && [13, 16, 19].includes(length)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) && length === 16) {
    return 'mastercard';
  }
  if (/^3[47]/.test(digits) && length === 15) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits) && length >= 16 && length <= 19) return 'discover';
  return null;
}

/** Digits of the security code a brand uses. */
export const securityCodeLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

/** True when a card expiring at the end of month/year has expired by `now`. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const endOfMonth = Date.UTC(year, month, 1); // first instant of the following month
  return endOfMonth <= now.getTime();
}
