import type { CookieConsent } from '@snackshop/commerce-core/tracking';
import { parseConsentCookie, trackingConsent } from '../site/consent';

/** The shopper's consent as stored in the browser's cookie; nothing allowed outside a browser. */
export function readConsent(): CookieConsent {
  const cookie = typeof document === 'undefined' ? '' : document.cookie;
  return trackingConsent(parseConsentCookie(cookie));
}
