import type { HeadersFunction } from 'react-router';
import { cacheStrategies, type CacheStrategy } from './cache.server';

/** What every response for a signed-in shopper, or that sets a cookie, carries. */
const PRIVATE = 'private, no-store';

const isPrivate = (cacheControl: string | null) => cacheControl?.includes('private') ?? false;

/**
 * The `headers` export of a route: its loader's Cache-Control (one of the named
 * strategies), every cookie the root loader, the action and the loader set (the language,
 * the site's session), a Referrer-Policy the loader asks for, and `Vary: Cookie` because the
 * stored language, cookie choices and sign-in change the page. A response that sets a cookie,
 * or is rendered for a signed-in shopper (the root loader says so), is never stored.
 */
export function routeHeaders(fallback: CacheStrategy): HeadersFunction {
  return ({ loaderHeaders, parentHeaders, actionHeaders, errorHeaders }) => {
    const headers = new Headers();
    const cookies = [
      ...parentHeaders.getSetCookie(),
      ...(actionHeaders?.getSetCookie() ?? []),
      ...loaderHeaders.getSetCookie(),
    ];
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    const cacheControl = errorHeaders
      ? cacheStrategies.none
      : (loaderHeaders.get('Cache-Control') ?? cacheStrategies[fallback]);
    const personal = cookies.length > 0 || isPrivate(parentHeaders.get('Cache-Control'));
    headers.set('Cache-Control', personal ? PRIVATE : cacheControl);
    const referrerPolicy = loaderHeaders.get('Referrer-Policy');
    if (referrerPolicy) headers.set('Referrer-Policy', referrerPolicy);
    headers.set('Vary', 'Cookie');
    return headers;
  };
}

/**
 * The root route's headers: the cookies its loader sets, and `private, no-store` when the
 * page is rendered for a signed-in shopper (each page's headers pass that on).
 */
export const rootHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  for (const cookie of loaderHeaders.getSetCookie()) headers.append('Set-Cookie', cookie);
  if (isPrivate(loaderHeaders.get('Cache-Control'))) headers.set('Cache-Control', PRIVATE);
  return headers;
};

/** The Cache-Control of a response rendered for a signed-in shopper. */
export const SIGNED_IN_CACHE_CONTROL = PRIVATE;
