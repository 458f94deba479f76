import type { CookieConsent } from '@snackshop/commerce-core/tracking';
import { readCookie, yearCookie } from './cookies';

/** The cookie that keeps the shopper's cookie choices (read by the server too, so the banner never flashes). */
const CONSENT_COOKIE = 'snackshop_consent';

/** The shopper's cookie choices; `decided` is false until they chose. */
export interface ConsentState {
  decided: boolean;
  advertising: boolean;
  functional: boolean;
  /** Any other optional cookie (analytics); also true when either category above is. */
  anyConsent: boolean;
}

const UNDECIDED_CONSENT: ConsentState = {
  decided: false,
  advertising: false,
  functional: false,
  anyConsent: false,
};

/** Reads the consent cookie out of a Cookie header (`functional:1|advertising:0|any:1`). */
export function parseConsentCookie(cookieHeader: string | null | undefined): ConsentState {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  if (value === null) return UNDECIDED_CONSENT;
  const flags = new Map(
    value.split('|').map((pair) => pair.split(':') as [string, string | undefined]),
  );
  if (!flags.has('functional') || !flags.has('advertising')) return UNDECIDED_CONSENT;
  const functional = flags.get('functional') === '1';
  const advertising = flags.get('advertising') === '1';
  return {
    decided: true,
    functional,
    advertising,
    anyConsent: flags.get('any') === '1' || functional || advertising,
  };
}

/** The Set-Cookie / document.cookie value that stores a choice for a year. */
export function serializeConsentCookie(consent: Omit<ConsentState, 'decided'>): string {
  const flag = (on: boolean) => (on ? 1 : 0);
  const value = `functional:${flag(consent.functional)}|advertising:${flag(consent.advertising)}|any:${flag(consent.anyConsent)}`;
  return yearCookie(CONSENT_COOKIE, value);
}

/** The flags tracking reads (commerce-core's consent shape); either category implies any-consent. */
export function trackingConsent(
  consent: Pick<ConsentState, 'advertising' | 'functional'> & { anyConsent?: boolean },
): CookieConsent {
  return {
    advertising: consent.advertising,
    functional: consent.functional,
    anyConsent: Boolean(consent.anyConsent) || consent.advertising || consent.functional,
  };
}
