import type {
  ApiResult,
  CallArgs,
  EndpointName,
  ResponseOf,
} from '@snackshop/commerce-core/api-client';
import { callApi } from './api.server';
import { siteIdentityEnv } from './env.server';
import { currentSite } from './site.server';

/** The calls the site server makes as its OpenID client (docs/decisions/0027). */
type SiteClientEndpoint =
  | 'interactionDetails'
  | 'interactionLogin'
  | 'interactionGoogle'
  | 'interactionAbort'
  | 'createProfile'
  | 'sessionExchange';

const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** HTTP Basic of an OpenID client: id and secret form-encoded first (RFC 6749 2.3.1). */
export function basicCredentials(clientId: string, clientSecret: string): string {
  const pair = `${formEncode(clientId)}:${formEncode(clientSecret)}`;
  return `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
}

/**
 * A sign-in call to the API, authenticated as this site's OpenID client. `clientAddress`
 * (the shopper's, from the request) goes along in X-Forwarded-For for the API's per-address
 * limits.
 */
export function siteClientCall<N extends SiteClientEndpoint & EndpointName>(
  name: N,
  options: NonNullable<CallArgs<N>[0]>,
  clientAddress?: string | null,
): Promise<ApiResult<ResponseOf<N>>> {
  const env = siteIdentityEnv(currentSite());
  const headers: Record<string, string> = {
    ...options.headers,
    Authorization: basicCredentials(env.clientId, env.clientSecret()),
  };
  if (clientAddress) headers['X-Forwarded-For'] = clientAddress;
  return callApi(name, ...([{ ...options, headers }] as CallArgs<N>));
}

/** The shopper's address as the proxy in front of the site names it, when there is one. */
export function forwardedFor(request: Request): string | null {
  return request.headers.get('X-Forwarded-For');
}

/** An authenticated call for the signed-in shopper (X-Auth-Token), from the site server. */
export function shopperCall<N extends EndpointName>(
  name: N,
  apiToken: string,
  options: NonNullable<CallArgs<N>[0]> | Record<string, never> = {},
): Promise<ApiResult<ResponseOf<N>>> {
  const headers: Record<string, string> = {
    ...(options as { headers?: Record<string, string> }).headers,
    'X-Auth-Token': apiToken,
  };
  return callApi(name, ...([{ ...options, headers }] as CallArgs<N>));
}
