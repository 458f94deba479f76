import type { HeadersFunction } from 'react-router';
import { cacheStrategies, type CacheStrategy } from './cache.server';

/**
 * The `headers` export of a route: its loader's Cache-Control (one of the named
 * strategies), the language cookie the root loader may set, and `Vary: Cookie` because
 * the stored language and cookie choices change the page. A response that sets a cookie
 * is never shared.
 */
export function routeHeaders(fallback: CacheStrategy): HeadersFunction {
  return ({ loaderHeaders, parentHeaders, errorHeaders }) => {
    const headers = new Headers();
    const setCookie = parentHeaders.get('Set-Cookie') ?? loaderHeaders.get('Set-Cookie');
    if (setCookie) headers.set('Set-Cookie', setCookie);
    const cacheControl = errorHeaders
      ? cacheStrategies.none
      : (loaderHeaders.get('Cache-Control') ?? cacheStrategies[fallback]);
    headers.set('Cache-Control', setCookie ? 'private, no-store' : cacheControl);
    headers.set('Vary', 'Cookie');
    return headers;
  };
}

/** The root route's headers: it only passes on the language cookie. */
export const rootHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const setCookie = loaderHeaders.get('Set-Cookie');
  if (setCookie) headers.set('Set-Cookie', setCookie);
  return headers;
};
