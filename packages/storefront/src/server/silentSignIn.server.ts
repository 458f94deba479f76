import { redirect } from 'react-router';
import { isTruthyConfigValue, type ConfigValue } from '@snackshop/commerce-hooks';
import type { Language } from '@snackshop/commerce-core/language';
import { readCookie } from '../site/cookies';
import type { SiteConfig } from '../site/site';
import { siteEnv, siteIdentityEnv } from './env.server';
import { safeReturnTo } from './oidc.server';
import { isDocumentRequest } from './pagePath.server';
import { beginSignIn } from './signInStart.server';

/**
 * One sign-in for both sites without a click (docs/decisions/0036). A sign-in on either site
 * leaves a hint cookie on the domain both share; a first page of the other site in a browser
 * session, with the hint and without a sign-in of its own, asks the provider silently
 * (`prompt=none`, answered at /implicit/ssocallback) and comes back signed in, or quietly
 * as it was. The hint only ever costs a redirect: the provider decides. The config flag
 * IsTRSyncEnabled turns the check on.
 */

/** The config flag (SPEC section 9) that keeps the two sites' sign-in in sync. */
const SIGN_IN_SYNC_FLAG = 'IsTRSyncEnabled';

/** Shared by both sites: "a shopper signed in on this browser" (never a credential). */
const SIGNED_IN_HINT_COOKIE = 'snackshop_signed_in';

/** The hint lives as long as a signed-in site session may (14 days). */
const HINT_SECONDS = 14 * 24 * 3600;

/** Per site and per browser session: the silent check was made (at most once). */
function checkedCookieName(siteId: SiteConfig['id']): string {
  return `${siteId}_sign_in_checked`;
}

/** The Set-Cookie that writes (or, with `false`, removes) the signed-in hint. */
export function signedInHintCookie(
  signedIn: boolean,
  site: Pick<SiteConfig, 'id' | 'defaultPort'>,
) {
  const { secure } = siteIdentityEnv(site);
  const domain = siteEnv().SIGN_IN_HINT_DOMAIN;
  return [
    `${SIGNED_IN_HINT_COOKIE}=${signedIn ? '1' : ''}`,
    'Path=/',
    `Max-Age=${signedIn ? HINT_SECONDS : 0}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(domain ? [`Domain=${domain}`] : []),
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function checkedCookie(site: Pick<SiteConfig, 'id' | 'defaultPort'>): string {
  const { secure } = siteIdentityEnv(site);
  // No Max-Age: the browser forgets it when its session ends.
  return [
    `${checkedCookieName(site.id)}=1`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Whether this request is a first page worth a silent check: the flag on, a page (GET, the
 * whole document, not a sign-in page), the hint present and no check yet in this browser
 * session. The caller knows the site has no shopper of its own.
 */
export function wantsSilentCheck(
  request: Request,
  siteId: SiteConfig['id'],
  config: Readonly<Record<string, ConfigValue | null | undefined>>,
): boolean {
  if (!isTruthyConfigValue(config[SIGN_IN_SYNC_FLAG])) return false;
  if (request.method !== 'GET' || !isDocumentRequest(request)) return false;
  const cookies = request.headers.get('Cookie');
  if (readCookie(cookies, SIGNED_IN_HINT_COOKIE) !== '1') return false;
  if (readCookie(cookies, checkedCookieName(siteId)) !== null) return false;
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  return safeReturnTo(path) === path;
}

/**
 * The redirect of a silent check: the provider's authorization URL with `prompt=none`, the
 * sign-in kept in the site's session, the cookie that stops a second check and the page's
 * own cookies (the language the URL chose, so the greeting speaks it). Null when
 * the provider cannot be reached: the page is served as it is.
 */
export async function silentCheckRedirect(
  request: Request,
  site: Pick<SiteConfig, 'id' | 'defaultPort'>,
  language: Language,
  setCookies: readonly string[] = [],
): Promise<Response | null> {
  const url = new URL(request.url);
  let begun;
  try {
    begun = await beginSignIn(request, {
      returnTo: `${url.pathname}${url.search}`,
      silent: true,
      automatic: true,
      language,
    });
  } catch {
    return null;
  }
  const { started, setCookie } = begun;
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of [...setCookies, setCookie, checkedCookie(site)]) {
    headers.append('Set-Cookie', cookie);
  }
  return redirect(started.authorizationUrl.href, { headers });
}
