import { formatMessage } from '@snackshop/commerce-core/messages';
import type { Language } from '@snackshop/commerce-core/language';
import { normalizeTrackingValue } from '@snackshop/commerce-core/tracking';
import { RateLimitedError, type RateLimitRule, type RateLimits } from './rate-limits';

const minutes = (n: number) => n * 60_000;

/**
 * The limit of every door that can be hammered (docs/api-conventions.md "Rate limits"): at
 * most `limit` attempts per subject in a window of `windowMs`. A subject is something the
 * caller cannot choose freely: the client address, the normalised email, the order number.
 */
export const DOOR_LIMITS = {
  signInPerAddress: { name: 'sign-in-address', limit: 20, windowMs: minutes(15) },
  registerPerAddress: { name: 'register-address', limit: 20, windowMs: minutes(15) },
  registerPerEmail: { name: 'register-email', limit: 5, windowMs: minutes(60) },
  forgotPerAddress: { name: 'forgot-address', limit: 20, windowMs: minutes(15) },
  forgotPerEmail: { name: 'forgot-email', limit: 3, windowMs: minutes(60) },
  resetPerAddress: { name: 'reset-address', limit: 20, windowMs: minutes(15) },
  verifyPerAddress: { name: 'verify-address', limit: 20, windowMs: minutes(15) },
  verifyPerEmail: { name: 'verify-email', limit: 3, windowMs: minutes(60) },
  notifyMePerAddress: { name: 'notify-me-address', limit: 30, windowMs: minutes(60) },
  notifyMePerEmail: { name: 'notify-me-email', limit: 10, windowMs: minutes(60) },
  contactPerAddress: { name: 'contact-address', limit: 10, windowMs: minutes(60) },
  // Card testing: the hosted fields' tokenise calls and the hosted payment page count together.
  cardPerAddress: { name: 'card-address', limit: 30, windowMs: minutes(15) },
  cardPerContext: { name: 'card-context', limit: 10, windowMs: minutes(15) },
} as const satisfies Record<string, RateLimitRule>;

/** An email as one key: trimmed, lower case, Unicode NFC (commerce-core's normalisation). */
export function emailKey(email: string): string {
  return normalizeTrackingValue('email', email);
}

/**
 * Counts one attempt at a door for each subject and refuses with 429 (`Retry-After`) and the
 * spec's "Too many attempts" message when any subject is over its rule.
 */
export async function passDoor(
  limits: RateLimits,
  checks: readonly (readonly [RateLimitRule, string])[],
  language: Language = 'en-us',
): Promise<void> {
  const decisions = await Promise.all(
    checks.map(([rule, subject]) => limits.consume(rule, [subject])),
  );
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return;
  const wait = Math.max(...refused.map((decision) => decision.retryAfterSeconds));
  const message = formatMessage('signInThrottled', language);
  throw new RateLimitedError(message, wait);
}
