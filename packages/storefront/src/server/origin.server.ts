import { data } from 'react-router';
import { cacheHeader } from './cache.server';
import { siteIdentityEnv } from './env.server';
import { currentSite } from './site.server';

/**
 * Whether a state-changing request comes from this site's own pages. `Sec-Fetch-Site`, where
 * the browser sends it, must say same-origin (a page whose Referrer-Policy is no-referrer,
 * such as the sign-in callback, posts its forms with `Origin: null`, but still
 * same-origin). Without it, `Origin` must be this site's (its public URL, or the origin the
 * request was addressed to). With neither (an old client), the SameSite=Lax session cookie
 * is what protects the form.
 */
export function isSameOriginRequest(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite !== null) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.get('Origin');
  if (origin !== null) {
    return origin === siteUrl || origin === new URL(request.url).origin;
  }
  return true;
}

/**
 * Every action that changes state calls this first: a request from another site's page is
 * refused with 403 before anything happens.
 */
export function requireSameOrigin(request: Request): void {
  const { siteUrl } = siteIdentityEnv(currentSite());
  if (!isSameOriginRequest(request, siteUrl)) {
    throw data(
      { message: 'This form must be sent from this site.' },
      { status: 403, headers: cacheHeader('none') },
    );
  }
}
