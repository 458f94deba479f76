import { endpoints } from '@snackshop/commerce-core/api-client';
import { API_PROXY_PATH } from '../site/apiPath';
import { clientAddressHeaders } from './clientAddress.server';
import { siteEnv } from './env.server';
import { browserHandshake } from './shopperHandshake.server';

const knownPaths = new Set<string>(Object.values(endpoints).map((endpoint) => endpoint.path));

/** Request headers the API reads (SPEC section 7 common rules); nothing else is passed on. */
const FORWARDED_HEADERS = [
  'accept',
  'content-type',
  'x-location-id',
  'sessionid',
  'rnduts',
  'encstr',
  'x-auth-token',
  'x-api-key',
  // submittedorder's key, so a retried order is never placed twice.
  'idempotency-key',
];

/**
 * Forwards a browser's API call made to `/api/<endpoint path>` to the commerce API. Only
 * the paths of the endpoint table pass; the answer (status, JSON body) comes back as is.
 * The API learns the shopper's address from the site (clientAddress.server), never from
 * the browser's own X-Forwarded-For. A tab's handshake is the browser's
 * (shopperHandshake.server), so that all its tabs are one shopper with one cart.
 */
export async function proxyToApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(API_PROXY_PATH.length);
  if (!knownPaths.has(path)) {
    return Response.json(
      { success: false, responseCode: 404, code: 'NOT_FOUND', message: `Unknown API path ${path}` },
      { status: 404 },
    );
  }
  if (path === endpoints.handshaking.path) {
    return browserHandshake(request, () => forwardToApi(request, path, url.search));
  }
  return forwardToApi(request, path, url.search);
}

/**
 * The API's answer to the browser's call of `path`, as it is (status, JSON body,
 * Retry-After): the headers the API reads and the shopper's address go along, nothing else.
 */
export async function forwardToApi(request: Request, path: string, search = ''): Promise<Response> {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(clientAddressHeaders(request))) {
    headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const answer = await fetch(`${siteEnv().API_URL}${path}${search}`, {
      method: request.method,
      headers,
      ...(hasBody ? { body: await request.text() } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const retryAfter = answer.headers.get('Retry-After');
    return new Response(answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: {
        'Content-Type': answer.headers.get('Content-Type') ?? 'application/json',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        // A limited call says when to come back (429).
        ...(retryAfter ? { 'Retry-After': retryAfter } : {}),
      },
    });
  } catch (error) {
    console.error('storefront: API proxy failed', error);
    return Response.json(
      {
        success: false,
        responseCode: 502,
        code: 'API_UNREACHABLE',
        message: 'Something went to wrong on server, please try again',
      },
      { status: 502 },
    );
  }
}

/**
 * Product and banner artwork: the API answers image URLs relative to its own origin
 * (`/images/...`), so the site serves that path from the API, keeping the API's caching.
 */
export async function proxyImage(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/images/') || url.pathname.includes('..')) {
    return new Response('Not found', { status: 404 });
  }
  try {
    const answer = await fetch(`${siteEnv().API_URL}${url.pathname}`, {
      signal: AbortSignal.timeout(15_000),
    });
    return new Response(answer.body, {
      status: answer.status,
      headers: {
        'Content-Type': answer.headers.get('Content-Type') ?? 'application/octet-stream',
        'Cache-Control': answer.headers.get('Cache-Control') ?? 'public, max-age=86400',
      },
    });
  } catch (error) {
    console.error('storefront: image proxy failed', error);
    return new Response('Bad gateway', { status: 502 });
  }
}
