import type { SiteConfig, SiteId } from '../../site/site';
import { siteIdentityEnv } from '../../server/env.server';
import { seal, unseal } from '../../server/seal.server';
import { siteCookie } from '../../server/siteCookie.server';
import { currentSite } from '../../server/site.server';
import type { ShippingFormValues } from './shippingForm';

/*
 * The checkout without scripts (issue 37, decision 0054) keeps what the shopper gave between
 * its pages in one cookie: the shipping step's values, the payment the processor's page or
 * PayPal returned, and the order just placed. HttpOnly, SameSite=Lax, sealed with the site's
 * secret and bound to the browser's handshake session (a cookie of another session opens as
 * nothing), for two hours: a checkout left longer starts again.
 */

/** A payment ready to place the order with, as the processor's page or PayPal returned it. */
export type HeldPayment =
  | {
      method: 'card';
      transientToken: string;
      cardType: string;
      cardNumberMask: string;
      nameOnCard: string;
    }
  | { method: 'paypal'; paymentId: string }
  | ({ method: 'saved-card'; cvvToken: string } & SavedCardChosen);

/** A signed-in shopper's saved card, chosen to pay with (its security code asked again). */
export interface SavedCardChosen {
  savedCardId: string;
  cardType: string;
  cardNumberMask: string;
}

/** What the cookie holds for one handshake session. */
export interface HeldCheckout {
  /** The shipping step's values, once the server took them. */
  values: ShippingFormValues | null;
  payment: HeldPayment | null;
  /** The saved card whose security code the processor's page is asking for. */
  savedCard: SavedCardChosen | null;
  /** The order just placed, until its thank-you page empties the cart. */
  placed: string | null;
}

export const NO_CHECKOUT: HeldCheckout = {
  values: null,
  payment: null,
  savedCard: null,
  placed: null,
};

const LIFETIME_SECONDS = 2 * 60 * 60;

const cookieOf = (site: Pick<SiteConfig, 'id' | 'defaultPort'>) => siteCookie(site, 'checkout');

const context = (siteId: SiteId, sessionId: string) => `${siteId} checkout ${sessionId}`;

const text = (value: unknown): value is string => typeof value === 'string';

function savedCardOf(value: unknown): SavedCardChosen | null {
  if (value === null || typeof value !== 'object') return null;
  const { savedCardId, cardType, cardNumberMask } = value as Record<string, unknown>;
  return text(savedCardId) && text(cardType) && text(cardNumberMask)
    ? { savedCardId, cardType, cardNumberMask }
    : null;
}

function paymentOf(value: unknown): HeldPayment | null {
  if (value === null || typeof value !== 'object') return null;
  const payment = value as Record<string, unknown>;
  const savedCard = savedCardOf(value);
  if (payment.method === 'saved-card' && savedCard && text(payment.cvvToken)) {
    return { method: 'saved-card', cvvToken: payment.cvvToken, ...savedCard };
  }
  if (payment.method === 'paypal' && text(payment.paymentId)) {
    return { method: 'paypal', paymentId: payment.paymentId };
  }
  const { transientToken, cardType, cardNumberMask, nameOnCard } = payment;
  if (
    payment.method === 'card' &&
    text(transientToken) &&
    text(cardType) &&
    text(cardNumberMask) &&
    text(nameOnCard)
  ) {
    return { method: 'card', transientToken, cardType, cardNumberMask, nameOnCard };
  }
  return null;
}

function valuesOf(value: unknown): ShippingFormValues | null {
  if (value === null || typeof value !== 'object') return null;
  const entries = Object.entries(value).filter((entry): entry is [string, string] =>
    text(entry[1]),
  );
  return Object.fromEntries(entries);
}

/** What the request's cookie holds for the handshake session `sessionId`. */
export async function heldCheckout(
  request: Request,
  sessionId: string,
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
): Promise<HeldCheckout> {
  const value: unknown = await cookieOf(site).parse(request.headers.get('Cookie'));
  const opened = unseal(value, siteIdentityEnv(site).sessionSecrets, context(site.id, sessionId));
  if (opened === null || typeof opened !== 'object') return NO_CHECKOUT;
  const { values, payment, savedCard, placed } = opened as Record<string, unknown>;
  return {
    values: valuesOf(values),
    payment: paymentOf(payment),
    savedCard: savedCardOf(savedCard),
    placed: text(placed) ? placed : null,
  };
}

/** The Set-Cookie that holds `checkout` for the handshake session `sessionId`. */
export function holdCheckout(
  checkout: HeldCheckout,
  sessionId: string,
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
): Promise<string> {
  const sealed = seal(checkout, siteIdentityEnv(site).sessionSecrets, context(site.id, sessionId));
  return cookieOf(site).serialize(sealed, { maxAge: LIFETIME_SECONDS });
}

/** The Set-Cookie that ends the checkout without scripts. */
export function dropCheckout(
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
): Promise<string> {
  return cookieOf(site).serialize('', { maxAge: 0 });
}
