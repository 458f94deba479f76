import { randomBytes } from 'node:crypto';
import { createCookie, createSession, type Session, type SessionStorage } from 'react-router';
import type { SiteConfig, SiteId } from '../site/site';
import { siteIdentityEnv } from './env.server';
import { siteClientCall } from './identityApi.server';
import { seal, unseal } from './seal.server';
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
  /** The site's own check on a first visit: a refusal goes back to the page quietly. */
  automatic?: boolean;
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
  /**
   * The id of this sign-in, not a credential: session storage `customerSessionId` (SPEC
   * section 3), which the tracking of a failed call carries. Sessions begun before it
   * existed have none.
   */
  customerSessionId?: string;
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
  handoff: { returnTo: string; accountCreated?: boolean; welcome?: boolean };
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

/** What a session holds, flash entries included, as it is sealed. */
type StoredData = Partial<SiteSessionData & SiteSessionFlash>;

/** The cookie's value: `s:<id>` names a stored session, `c:<sealed>` holds one itself. */
const STORED = 's:';
const IN_COOKIE = 'c:';
const STORED_ID = /^[A-Za-z0-9_-]{43}$/;

/** Nothing worth a cookie: no key but the expiry the commit itself set. */
const isEmpty = (data: StoredData) => Object.keys(data).every((key) => key === 'expires');

/**
 * The sessions of a site (docs/decisions/0032). A signed-in shopper's session lives on the
 * server: the cookie holds a signed, random id and the API keeps the data for the site's
 * server (every site process and machine reads the same) until it expires or the shopper
 * signs out. Everything else (a sign-in under way, a mailed link's token) lives in the cookie
 * itself, so a visitor who starts a sign-in, or sends a forged hint, costs the database
 * nothing. Either way the data is sealed with the site's secret (`seal.server`): the API
 * keeps no token in clear, and the browser can read nothing it holds.
 */
function storageFor(
  site: Pick<SiteConfig, 'id' | 'defaultPort'>,
): SessionStorage<SiteSessionData, SiteSessionFlash> {
  let storage = storages.get(site.id);
  if (storage) return storage;
  const env = siteIdentityEnv(site);
  const cookie = createCookie(sessionCookieName(site.id, env.secure), {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.secure,
    path: '/',
    secrets: env.sessionSecrets,
  });
  const storedContext = (id: string) => `${site.id} session ${id}`;
  const cookieContext = `${site.id} session cookie`;

  async function read(value: unknown): Promise<{ id: string; data: StoredData }> {
    const none = { id: '', data: {} };
    if (typeof value !== 'string') return none;
    if (value.startsWith(IN_COOKIE)) {
      const data = unseal(value.slice(IN_COOKIE.length), env.sessionSecrets, cookieContext);
      return data && typeof data === 'object' ? { id: '', data: data as StoredData } : none;
    }
    const id = value.slice(STORED.length);
    if (!value.startsWith(STORED) || !STORED_ID.test(id)) return none;
    const result = await siteClientCall('siteSessionRead', { body: { id } }, null, site);
    // An API that does not answer reads as no session: the page is a signed-out one.
    const sealed = result.ok ? result.data.data?.sealed : undefined;
    const data = unseal(sealed, env.sessionSecrets, storedContext(id));
    return data && typeof data === 'object' ? { id, data: data as StoredData } : none;
  }

  async function write(id: string, data: StoredData, expires: Date | undefined) {
    const expiresAt = (expires ?? new Date(Date.now() + SIGN_IN_SECONDS * 1000)).toISOString();
    const body = {
      id,
      data: { sealed: seal(data, env.sessionSecrets, storedContext(id)) },
      accountId: data.shopper?.accountId ?? null,
      expiresAt,
    };
    const result = await siteClientCall('siteSessionWrite', { body }, null, site);
    if (!result.ok) throw new Error(`storefront: the session was not kept (${result.status})`);
  }

  async function remove(id: string) {
    if (id) await siteClientCall('siteSessionDelete', { body: { id } }, null, site);
  }

  const expired = { maxAge: undefined, expires: new Date(0) };
  storage = {
    async getSession(cookieHeader, options) {
      const value = cookieHeader ? await cookie.parse(cookieHeader, options) : null;
      const { id, data } = await read(value);
      return createSession<SiteSessionData, SiteSessionFlash>(data, id);
    },
    async commitSession(session, options) {
      const data = session.data as StoredData;
      if (!data.shopper) {
        // Nobody signed in: a stored session that lost its shopper goes, the cookie holds it.
        await remove(session.id);
        if (isEmpty(data)) return cookie.serialize('', { ...options, ...expired });
        const sealed = seal(data, env.sessionSecrets, cookieContext);
        return cookie.serialize(`${IN_COOKIE}${sealed}`, options);
      }
      const id = session.id || randomBytes(32).toString('base64url');
      await write(id, data, options?.expires);
      return cookie.serialize(`${STORED}${id}`, options);
    },
    async destroySession(session, options) {
      await remove(session.id);
      return cookie.serialize('', { ...options, ...expired });
    },
  };
  storages.set(site.id, storage);
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

/**
 * Signing out: ends this session and every other session of the same shopper on either site
 * (a copy of any of their cookies then reads as signed out), and answers the Set-Cookie that
 * removes this one.
 */
export async function endSiteSessionsEverywhere(
  session: SiteSession,
  site: Pick<SiteConfig, 'id' | 'defaultPort'> = currentSite(),
): Promise<string> {
  if (session.id) {
    await siteClientCall(
      'siteSessionDelete',
      { body: { id: session.id, everywhere: true } },
      null,
      site,
    );
  }
  return storageFor(site).destroySession(session);
}
