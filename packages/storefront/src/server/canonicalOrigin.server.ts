import { redirect } from 'react-router';
import { isLoopbackUrl, siteIdentityEnv } from './env.server';
import { pagePath } from './pagePath.server';
import { currentSite } from './site.server';

/**
 * The same page at the site's public origin, for a request that reached this server through
 * another name of the same machine (`127.0.0.1:3000` when the site is `localhost:3000`, or
 * the other way round); null for any other request (docs/decisions/0048). Cookies are kept
 * per host name, so a sign-in begun under one name and returned by the provider to the other
 * would find none of its state. Only loopback names on the site's own scheme and port are
 * moved, and only to the configured origin: never an open redirect, and a deployment (a
 * public site URL) is left alone, health checks on 127.0.0.1 included.
 */
export function canonicalLoopbackUrl(request: Request, siteUrl: string): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url);
  const site = new URL(siteUrl);
  if (url.origin === site.origin) return null;
  if (!isLoopbackUrl(site.href) || !isLoopbackUrl(url.href)) return null;
  if (url.protocol !== site.protocol || url.port !== site.port) return null;
  // A data request names the page it is for.
  return `${site.origin}${pagePath(request)}`;
}

/**
 * Sends a page or a sign-in reached through another loopback name of this site to its public
 * origin first (a temporary redirect: the configuration may change, a browser must not keep it).
 */
export function requireCanonicalOrigin(request: Request): void {
  const target = canonicalLoopbackUrl(request, siteIdentityEnv(currentSite()).siteUrl);
  if (target) throw redirect(target, { headers: { 'Cache-Control': 'no-store' } });
}
