import type { SiteConfig, SiteId } from '../site/site';
import { siteIdentityEnv } from './env.server';
import { seal, unseal } from './seal.server';
import { siteCookie } from './siteCookie.server';
import { currentSite } from './site.server';

/*
 * One handshake per browser (issue 37). The API keys a guest's cart, recently viewed and
 * checkout session on the handshake session; a tab that asked for its own handshake kept a
 * cart of its own, so a product opened in a new tab met an empty cart. The site holds the
 * browser's handshake in a first-party, HttpOnly cookie, sealed with its secret, and answers
 * every tab's handshake request with it: every tab, and every request the site makes for the
 * browser without scripts, is one shopper with one cart. The cookie expires with the
 * handshake, and with it the guest cart (the API sweeps the carts of expired sessions).
 */

/** The three values and their expiry, as the API's handshake answers them. */
export interface HeldHandshake {
  _ss_i: string;
  _rr_n_dts: string;
  _en_cs: string;
  expiresAt: string;
}

/** Values this close to their end are renewed rather than handed to a tab that just opened. */
const RENEW_BEFORE_MS = 15 * 60_000;

const cookieOf = (site: Pick<SiteConfig, 'id' | 'defaultPort'>) => siteCookie(site, 'shopper');

const context = (siteId: SiteId) => `${siteId} shopper handshake`;

/** The handshake values in an answer's `data`, or null when any is missing. */
export function handshakeOf(data: unknown): HeldHandshake | null {
  if (data === null || typeof data !== 'object') return null;
  const { _ss_i, _rr_n_dts, _en_cs, expiresAt } = data as Record<string, unknown>;
  const text = (value: unknown): value is string => typeof value === 'string' && value !== '';
  if (!text(_ss_i) || !text(_rr_n_dts) || !text(_en_cs) || !text(expiresAt)) return null;
  if (Number.isNaN(Date.parse(expiresAt))) return null;
  return { _ss_i, _rr_n_dts, _en_cs, expiresAt };
}

/**
 * What the cookie holds: the handshake and, for the cart without scripts, its coupon and how
 * many items it holds (the header's count of a page rendered without scripts, kept here so
 * that no page asks the API for the cart to show it).
 */
export interface HeldShopper {
  handshake: HeldHandshake;
  couponName: string | null;
  /** The cart's count as the site last changed it without scripts; 0 when never. */
  cartCount: number;
}

/**
 * What the request's cookie holds while its handshake has time left; null without one, with
 * one sealed for another site or changed, or one about to expire.
 */
export async function heldShopper(
  request: Request,
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
  now = Date.now(),
): Promise<HeldShopper | null> {
  const value: unknown = await cookieOf(site).parse(request.headers.get('Cookie'));
  const opened = unseal(value, siteIdentityEnv(site).sessionSecrets, context(site.id));
  const handshake = handshakeOf(opened);
  if (!handshake || Date.parse(handshake.expiresAt) - now < RENEW_BEFORE_MS) return null;
  const { couponName, cartCount } = opened as { couponName?: unknown; cartCount?: unknown };
  return {
    handshake,
    couponName: typeof couponName === 'string' ? couponName : null,
    cartCount:
      Number.isSafeInteger(cartCount) && (cartCount as number) > 0 ? (cartCount as number) : 0,
  };
}

/** The browser's handshake as the request's cookie holds it (see `heldShopper`). */
async function heldHandshake(
  request: Request,
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
  now = Date.now(),
): Promise<HeldHandshake | null> {
  return (await heldShopper(request, site, now))?.handshake ?? null;
}

/**
 * The Set-Cookie that holds `values` (and a coupon, and the cart's count) for the browser
 * until they expire.
 */
export function holdHandshake(
  values: HeldHandshake,
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
  couponName: string | null = null,
  cartCount = 0,
): Promise<string> {
  const held = {
    ...values,
    ...(couponName ? { couponName } : {}),
    ...(cartCount > 0 ? { cartCount } : {}),
  };
  const sealed = seal(held, siteIdentityEnv(site).sessionSecrets, context(site.id));
  return cookieOf(site).serialize(sealed, { expires: new Date(values.expiresAt) });
}

/**
 * Answers a tab's handshake request (`/api/webservices/handshaking`): the browser's held
 * values, or fresh ones from the API (`fresh`) held from now on. A request that names the
 * values it holds (the client sends the values the API just refused) gets fresh ones: they
 * expired early or the API's secret changed.
 */
export async function browserHandshake(
  request: Request,
  fresh: () => Promise<Response>,
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
): Promise<Response> {
  const held = await heldHandshake(request, site);
  if (held && held._en_cs !== request.headers.get('encstr')) {
    return Response.json(
      { success: true, responseCode: 200, message: 'OK', data: held },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const answer = await fresh();
  if (!answer.ok) return answer;
  const body = (await answer.json()) as { data?: unknown };
  const values = handshakeOf(body.data);
  const headers = new Headers(answer.headers);
  if (values) headers.append('Set-Cookie', await holdHandshake(values, site));
  return Response.json(body, { status: answer.status, headers });
}
