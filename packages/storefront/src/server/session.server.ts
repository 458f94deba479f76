import { createCookieSessionStorage, type Session, type SessionStorage } from 'react-router';
import type { SiteConfig, SiteId } from '../site/site';
import { siteIdentityEnv } from './env.server';
import { currentSite } from './site.server';

/** A sign-in under way: what the callback checks, kept on the server side of the cookie. */
export interface PendingSignIn {
  /** The PKCE code verifier (S256). */
  verifier: string;
  state: string;
  nonce: string;
  /** A path of this site to come back to. */
  returnTo: string;
  /** A `prompt=none` attempt, answered at /implicit/ssocallback. */
  silent: boolean;
  /** The shopper created their account on the way (tracked as a sign-up, not a login). */
  accountCreated?: boolean;
}

/** The signed-in shopper, as the site server knows them. */
export interface SessionShopper {
  /** The API session token (X-Auth-Token). */
  apiToken: string;
  /** The provider's ID Token, the hint of the sign-out at the provider. */
  idToken: string;
  loginMethod: 'password' | 'google';
  firstName: string;
  accountId: string;
  loyaltyId: string | null;
}

interface SiteSessionData {
  signIn?: PendingSignIn;
  shopper?: SessionShopper;
  /** When the cookie expires (ISO): kept as first set on every later commit. */
  expires?: string;
}

/** Told once, to the next request. */
interface SiteSessionFlash {
  /** The callback's second step: where the freshly signed-in shopper goes next. */
  handoff: { returnTo: string; accountCreated?: boolean };
  /** A mailed link's token, moved out of the URL into the page's form. */
  linkToken: string;
}

export type SiteSession = Session<SiteSessionData, SiteSessionFlash>;

/** How long a sign-in may take before the callback no longer accepts it. */
const SIGN_IN_SECONDS = 15 * 60;
/** A signed-in session's cookie: the API session's absolute lifetime (14 days by default). */
const SIGNED_IN_SECONDS = 14 * 24 * 3600;

/** The session cookie's name: per site (every port of localhost shares one cookie jar). */
export function sessionCookieName(siteId: SiteId, secure: boolean): string {
  return `${secure ? '__Host-' : ''}${siteId}_session`;
}

const storages = new Map<string, SessionStorage<SiteSessionData, SiteSessionFlash>>();

function storageFor(site: Pick<SiteConfig, 'id' | 'defaultPort'>) {
  let storage = storages.get(site.id);
  if (!storage) {
    const env = siteIdentityEnv(site);
    storage = createCookieSessionStorage<SiteSessionData, SiteSessionFlash>({
      cookie: {
        name: sessionCookieName(site.id, env.secure),
        httpOnly: true,
        sameSite: 'lax',
        secure: env.secure,
        path: '/',
        secrets: env.sessionSecrets,
      },
    });
    storages.set(site.id, storage);
  }
  return storage;
}

/** The site's session of a request (empty when there is none or its signature is wrong). */
export async function getSiteSession(
  request: Request,
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
): Promise<SiteSession> {
  return storageFor(site).getSession(request.headers.get('Cookie'));
}

/** A new, empty session: a sign-in always starts a fresh one, never the pre-login session. */
export async function newSiteSession(
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
): Promise<SiteSession> {
  return storageFor(site).getSession(null);
}

/**
 * The Set-Cookie of a session. The cookie keeps the expiry it was first given (committing
 * again does not extend it, the Epic Stack's pitfall); `lifetime` sets it on a session that
 * has none yet: a short one while signing in, the API session's once signed in.
 */
export async function commitSiteSession(
  session: SiteSession,
  lifetime: 'signIn' | 'signedIn' = session.has('shopper') ? 'signedIn' : 'signIn',
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
): Promise<string> {
  if (!session.has('expires')) {
    const seconds = lifetime === 'signedIn' ? SIGNED_IN_SECONDS : SIGN_IN_SECONDS;
    session.set('expires', new Date(Date.now() + seconds * 1000).toISOString());
  }
  const expires = new Date(session.get('expires') as string);
  return storageFor(site).commitSession(session, { expires });
}

/** The Set-Cookie that removes the session. */
export async function destroySiteSession(
  session: SiteSession,
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
): Promise<string> {
  return storageFor(site).destroySession(session);
}

/** The signed-in shopper of a request, if any. */
export async function sessionShopper(request: Request): Promise<SessionShopper | undefined> {
  return (await getSiteSession(request)).get('shopper');
}
