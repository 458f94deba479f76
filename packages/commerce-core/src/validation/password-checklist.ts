import { PASSWORD_MIN_LENGTH } from '../constants/constants';
import type { MessageKey } from '../messages/messages';

/** The five criteria of the password strength checklist (SPEC section 5). */
export type PasswordCriterion = 'length' | 'digit' | 'lowercase' | 'uppercase' | 'symbol';

export type PasswordChecklist = Readonly<Record<PasswordCriterion, boolean>> & {
  readonly allMet: boolean;
};

export const PASSWORD_PATTERNS = {
  digit: /[0-9]/,
  lowercase: /\p{Ll}/u,
  uppercase: /\p{Lu}/u,
  /** Anything that is not a letter, a digit or whitespace. */
  symbol: /[^\p{L}\p{N}\s]/u,
} as const;

/** The checklist rows in display order, each with its label in the message catalogue. */
export const PASSWORD_CRITERIA: readonly { key: PasswordCriterion; label: MessageKey }[] = [
  { key: 'length', label: 'passwordCriterionLength' },
  { key: 'digit', label: 'passwordCriterionDigit' },
  { key: 'lowercase', label: 'passwordCriterionLowercase' },
  { key: 'uppercase', label: 'passwordCriterionUppercase' },
  { key: 'symbol', label: 'passwordCriterionSymbol' },
];

/** Which of the five criteria a password meets; `allMet` when every one is checked. */
export function passwordChecklist(password: string): PasswordChecklist {
  const checks = {
    length: password.length >= PASSWORD_MIN_LENGTH,
    digit: PASSWORD_PATTERNS.digit.test(password),
    lowercase: PASSWORD_PATTERNS.lowercase.test(password),
    uppercase: PASSWORD_PATTERNS.uppercase.test(password),
    symbol: PASSWORD_PATTERNS.symbol.test(password),
  };
  return { ...checks, allMet: Object.values(checks).every(Boolean) };
}
