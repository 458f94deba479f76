import { googlePayScriptUrl, siteEnv } from '../../server/env.server';

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

/**
 * The origins of the payment wallets' clients the payment step may load (the Google Pay JS
 * client): the checkout's policy lets them load scripts, be talked to and be framed (their
 * payment sheets), and no other page's policy names them.
 */
export function walletScriptOrigins(): string[] {
  const googlePay = googlePayScriptUrl();
  return googlePay ? [new URL(googlePay).origin] : [];
}
