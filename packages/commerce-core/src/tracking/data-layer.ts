import { PAGE_VIEW_DELAY_MS } from '../constants/constants';
import type { DataLayerEvent } from './events';

/** The cookie-consent flags of SPEC section 3. */
export interface CookieConsent {
  readonly advertising: boolean;
  readonly functional: boolean;
  readonly anyConsent: boolean;
}
export type ConsentCategory = keyof CookieConsent;

export interface PushOptions {
  /** The visitor's choices; no push without them. */
  readonly consent: CookieConsent | null | undefined;
  /** The consent the event needs; by default `requiredConsent(event)`. */
  readonly requires?: ConsentCategory;
}

/**
 * The consent an event needs: advertising when it carries hashed personal data (`user_data`),
 * which is only for ad platforms' matching; otherwise any consent at all.
 */
export function requiredConsent(event: DataLayerEvent): ConsentCategory {
  return 'user_data' in event ? 'advertising' : 'anyConsent';
}

export function consentAllows(
  consent: CookieConsent | null | undefined,
  category: ConsentCategory,
): boolean {
  return consent?.[category] === true;
}

type DataLayerWindow = { dataLayer?: unknown[] };

/**
 * Pushes an event onto `window.dataLayer` when the visitor's consent allows it; a no-op
 * outside a browser. Clears the previous `ecommerce` object first, as tag managers expect,
 * so items of one event never leak into the next. Returns whether it pushed.
 */
export function pushToDataLayer(event: DataLayerEvent, options: PushOptions): boolean {
  if (typeof window === 'undefined') return false;
  if (!consentAllows(options.consent, options.requires ?? requiredConsent(event))) return false;
  const target = window as unknown as DataLayerWindow;
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  if ('ecommerce' in event) target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(event);
  return true;
}

/**
 * Tracks a page view PAGE_VIEW_DELAY_MS after a page shows, so the title and path have
 * settled: the event is built when the timer fires. Returns a function that cancels it
 * (call it when the page changes again first).
 */
export function schedulePageView(
  buildEvent: () => DataLayerEvent,
  options: PushOptions,
  delayMs: number = PAGE_VIEW_DELAY_MS,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const timer = setTimeout(() => pushToDataLayer(buildEvent(), options), delayMs);
  return () => clearTimeout(timer);
}
