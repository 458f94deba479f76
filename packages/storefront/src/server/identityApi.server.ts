import type {
  ApiResult,
  CallArgs,
  EndpointName,
  ResponseOf,
} from '@snackshop/commerce-core/api-client';
import type { SiteConfig } from '../site/site';
import { callApi } from './api.server';
import { clientAddressHeaders } from './clientAddress.server';
import { siteIdentityEnv } from './env.server';
import { currentSite } from './site.server';

/** The calls the site server makes as its OpenID client (docs/decisions/0027). */
type SiteClientEndpoint =
  | 'interactionDetails'
  | 'interactionLogin'
  | 'interactionGoogle'
  | 'interactionAbort'
  | 'createProfile'
  | 'sessionExchange'
  | 'sessionEnd'
  | 'siteSessionRead'
  | 'siteSessionWrite'
  | 'siteSessionDelete';

const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** HTTP Basic of an OpenID client: id and secret form-encoded first (RFC 6749 2.3.1). */
export function basicCredentials(clientId: string, clientSecret: string): string {
  const pair = `${formEncode(clientId)}:${formEncode(clientSecret)}`;
  return `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
}

/**
 * A call to the API authenticated as this site's OpenID client. Made for a shopper's
 * `request`, their address (clientAddress.server) goes along for the API's per-address
 * limits; the site's own calls (its session store) pass null.
 */
export function siteClientCall<N extends SiteClientEndpoint & EndpointName>(
  name: N,
  options: NonNullable<CallArgs<N>[0]>,
  request: Request | null,
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
): Promise<ApiResult<ResponseOf<N>>> {
  const env = siteIdentityEnv(site);
  const headers: Record<string, string> = {
    ...options.headers,
    ...(request ? clientAddressHeaders(request) : {}),
    Authorization: basicCredentials(env.clientId, env.clientSecret()),
  };
  return callApi(name, ...([{ ...options, headers }] as CallArgs<N>));
}

/**
 * An authenticated call for the signed-in shopper (X-Auth-Token), from the site server, made
 * for `request` (the shopper's address goes along).
 */
export function shopperCall<N extends EndpointName>(
  name: N,
  apiToken: string,
  request: Request,
  options: NonNullable<CallArgs<N>[0]> | Record<string, never> = {},
): Promise<ApiResult<ResponseOf<N>>> {
  const headers: Record<string, string> = {
    ...(options as { headers?: Record<string, string> }).headers,
    ...clientAddressHeaders(request),
    'X-Auth-Token': apiToken,
  };
  return callApi(name, ...([{ ...options, headers }] as CallArgs<N>));
}

/**
 * Ends the sign-in of `apiToken` on the API, from this server. `expired` (the API answered
 * 440): the provider's session of the same sign-in ends too, so signing in again asks for the
 * password. `signout`: that, and every API session of the sign-in on both sites, this one
 * included. Answers whether the API did it; a failure is logged, never thrown.
 */
export async function endSignIn(
  apiToken: string,
  reason: 'expired' | 'signout',
  request: Request,
): Promise<boolean> {
  const result = await siteClientCall(
    'sessionEnd',
    { body: { sessionToken: apiToken, reason } },
    request,
  );
  if (!result.ok) {
    console.error(`storefront: the sign-in was not ended on the API (${result.status})`);
  }
  return result.ok;
}
