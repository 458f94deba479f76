import { endpoints } from '@snackshop/commerce-core/api-client';
import { clientAddressHeaders } from './clientAddress.server';
import { forwardToApi } from './proxy.server';
import { getSiteSession } from './session.server';
import {
  handshakeOf,
  heldShopper,
  holdHandshake,
  type HeldHandshake,
} from './shopperHandshake.server';

/**
 * What makes a call from the site server the browser's own (issue 37, decision 0052): the
 * browser's handshake (so a guest's cart is the one its tabs keep), its address (the API's
 * per-address limits) and, signed in, its API session token.
 */
export interface AsShopper {
  headers: Record<string, string>;
  /** The Set-Cookie holding a handshake made for this request, or null. */
  setCookie: string | null;
  /** The handshake the calls are made with. */
  handshake: HeldHandshake;
  /** The coupon of the cart without scripts, as the cookie keeps it. */
  couponName: string | null;
  /** The cart's count as the cookie keeps it (see `HeldShopper.cartCount`). */
  cartCount: number;
}

/**
 * The browser's call headers, for a request answered without scripts (a form posted to the
 * cart). `create`: a browser with no handshake yet gets one (held from now on, `setCookie`);
 * without it such a browser answers null, so a page only read stores nothing.
 */
export async function asShopper(
  request: Request,
  { create }: { create: boolean },
): Promise<AsShopper | null> {
  const kept = await heldShopper(request);
  let held = kept?.handshake ?? null;
  let setCookie: string | null = null;
  if (!held && create) {
    const answer = await forwardToApi(
      new Request(request.url, { headers: request.headers }),
      endpoints.handshaking.path,
    );
    held = answer.ok ? handshakeOf(((await answer.json()) as { data?: unknown }).data) : null;
    if (held) setCookie = await holdHandshake(held);
  }
  if (!held) return null;
  const shopper = (await getSiteSession(request)).get('shopper');
  return {
    headers: {
      sessionId: held._ss_i,
      rnduts: held._rr_n_dts,
      encstr: held._en_cs,
      ...clientAddressHeaders(request),
      ...(shopper ? { 'X-Auth-Token': shopper.apiToken } : {}),
    },
    setCookie,
    handshake: held,
    couponName: kept?.couponName ?? null,
    cartCount: kept?.cartCount ?? 0,
  };
}
