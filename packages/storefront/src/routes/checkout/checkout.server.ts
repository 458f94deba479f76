import { siteEnv } from '../../server/env.server';

/**
 * The origin the hosted card fields are framed from: the API as the browser reaches it
 * (`API_PUBLIC_URL`, else `API_URL`). Card numbers are typed there and never pass through
 * the site, so the page's CSP allows this one frame origin and the checkout listens to
 * `postMessage` from it alone.
 */
export function paymentFieldsOrigin(): string {
  const env = siteEnv();
  return new URL(env.API_PUBLIC_URL ?? env.API_URL).origin;
}

/** What the checkout page needs from the server: where the card fields live. */
export interface CheckoutLoaderData {
  paymentFieldsOrigin: string;
}

/** The checkout's loader: personal page, nothing cached, no API call on the server. */
export function checkoutLoader(): CheckoutLoaderData {
  return { paymentFieldsOrigin: paymentFieldsOrigin() };
}
