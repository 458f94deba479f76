import type { CookieConsent } from '@snackshop/commerce-core/tracking';

/** The cookie that keeps the shopper's cookie choices (read by the server too, so the banner never flashes). */
export const CONSENT_COOKIE = 'snackshop_consent';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The shopper's cookie choices; `decided` is false until they chose. */
export interface ConsentState {
  decided: boolean;
  advertising: boolean;
  functional: boolean;
}

export const UNDECIDED_CONSENT: ConsentState = {
  decided: false,
  advertising: false,
  functional: false,
};

/** Reads the consent cookie out of a Cookie header (`functional:1|advertising:0`). */
export function parseConsentCookie(cookieHeader: string | null | undefined): ConsentState {
  if (!cookieHeader) return UNDECIDED_CONSENT;
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return UNDECIDED_CONSENT;
  const value = decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1));
  const flags = new Map(
    value.split('|').map((pair) => pair.split(':') as [string, string | undefined]),
  );
  if (!flags.has('functional') || !flags.has('advertising')) return UNDECIDED_CONSENT;
  return {
    decided: true,
    functional: flags.get('functional') === '1',
    advertising: flags.get('advertising') === '1',
  };
}

/** The Set-Cookie / document.cookie value that stores a choice for a year. */
export function serializeConsentCookie(consent: Omit<ConsentState, 'decided'>): string {
  const value = `functional:${consent.functional ? 1 : 0}|advertising:${consent.advertising ? 1 : 0}`;
  return `${CONSENT_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The flags tracking reads (commerce-core's consent shape, with any-consent derived). */
export function trackingConsent(consent: Omit<ConsentState, 'decided'>): CookieConsent {
  return {
    advertising: consent.advertising,
    functional: consent.functional,
    anyConsent: consent.advertising || consent.functional,
  };
}
