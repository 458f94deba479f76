import {
  createApiClient,
  createMemoryStorage,
  endpoints,
} from '@snackshop/commerce-core/api-client';
import { createCookie } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setServerApi } from './api.server';
import {
  commitSiteSession,
  destroySiteSession,
  endSiteSessionsEverywhere,
  getSiteSession,
  newSiteSession,
  sessionCookieName,
  type SessionShopper,
} from './session.server';

const site = { id: 'snacks', defaultPort: 3000 } as const;
const shopper: SessionShopper = {
  apiToken: 'api-session-token',
  idToken: 'header.payload.signature',
  loginMethod: 'password',
  firstName: 'Rosa',
  accountId: '6f1c1d2e-1111-4222-8333-944455556666',
  loyaltyId: null,
};

/**
 * The API's session store as the site sees it (the real one is tested end to end): sessions
 * by id, and who asked, so a test can tell what the site sent.
 */
const stored = new Map<string, Record<string, unknown>>();
const calls: { path: string; authorization: string | null; body: Record<string, unknown> }[] = [];
const envelope = (data: unknown) =>
  Response.json({ success: true, responseCode: 200, message: 'OK', data });

async function fakeApi(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input)).pathname;
  if (path === endpoints.handshaking.path) {
    return envelope({ _ss_i: 'session', _rr_n_dts: 'rnduts', _en_cs: 'encstr' });
  }
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  calls.push({ path, authorization: new Headers(init?.headers).get('Authorization'), body });
  const id = String(body.id);
  if (path === endpoints.siteSessionWrite.path) {
    stored.set(id, body.data as Record<string, unknown>);
    return envelope({ id });
  }
  if (path === endpoints.siteSessionRead.path) return envelope({ data: stored.get(id) ?? null });
  if (path === endpoints.siteSessionDelete.path) {
    stored.delete(id);
    return envelope({ id });
  }
  return Response.json(
    { success: false, responseCode: 404, message: 'Not found' },
    { status: 404 },
  );
}

beforeAll(() => {
  vi.stubEnv('SITE_SESSION_SECRET', 'a-session-secret-of-at-least-32-characters');
  vi.stubEnv('SITE_URL', 'http://localhost:3000');
  vi.stubEnv('OIDC_CLIENT_SECRET', 'the-snacks-client-secret-of-32-characters');
  setServerApi(
    createApiClient({
      baseUrl: 'http://api.test',
      storage: { session: createMemoryStorage(), local: createMemoryStorage() },
      fetch: fakeApi,
    }),
  );
});
afterAll(() => {
  vi.unstubAllEnvs();
  setServerApi(undefined);
});

const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;
const requestWith = (cookie: string) =>
  new Request('http://localhost:3000/', { headers: { Cookie: cookie } });
const expiresOf = (setCookie: string) => Date.parse(/Expires=([^;]+)/.exec(setCookie)![1]!);
/** The value a session cookie carries, under its signature. */
const cookieValue = (setCookie: string) => {
  const value = decodeURIComponent(cookieOf(setCookie).split('=').slice(1).join('='));
  return JSON.parse(Buffer.from(value.split('.')[0]!, 'base64').toString('utf8')) as string;
};
/** A session cookie carrying `value`, signed with the site's secret (as a replayed one is). */
const signedCookie = async (value: string) =>
  cookieOf(
    await createCookie('snacks_session', {
      secrets: ['a-session-secret-of-at-least-32-characters'],
    }).serialize(value),
  );

describe('the site session', () => {
  it('is an httpOnly, SameSite=Lax cookie named for the site, __Host- and Secure over https', async () => {
    expect(sessionCookieName('snacks', false)).toBe('snacks_session');
    expect(sessionCookieName('rewards', true)).toBe('__Host-rewards_session');
    const session = await newSiteSession(site);
    session.set('shopper', shopper);
    const setCookie = await commitSiteSession(session, 'signedIn', site);
    expect(setCookie).toMatch(/^snacks_session=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
  });

  it('keeps the expiry it was first given on every later commit', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00Z') });
    const session = await newSiteSession(site);
    session.set('shopper', shopper);
    const first = await commitSiteSession(session, 'signedIn', site);
    expect(expiresOf(first)).toBe(Date.parse('2026-03-15T10:00:00Z'));
    vi.setSystemTime(Date.parse('2026-03-05T10:00:00Z'));
    const again = await getSiteSession(requestWith(cookieOf(first)), site);
    expect(again.get('shopper')).toEqual(shopper);
    const second = await commitSiteSession(again, 'signedIn', site);
    expect(expiresOf(second)).toBe(Date.parse('2026-03-15T10:00:00Z'));
    vi.useRealTimers();
  });

  it('gives a sign-in in progress fifteen minutes', async () => {
    const session = await newSiteSession(site);
    session.set('signIn', {
      verifier: 'v',
      state: 's',
      nonce: 'n',
      returnTo: '/cart',
      silent: false,
    });
    const setCookie = await commitSiteSession(session, undefined, site);
    const minutes = (expiresOf(setCookie) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('reads a tampered or foreign cookie as no session, and destroys one with an expired cookie', async () => {
    const session = await newSiteSession(site);
    session.set('shopper', shopper);
    const cookie = cookieOf(await commitSiteSession(session, 'signedIn', site));
    const [name, value] = cookie.split('=') as [string, string];
    const tampered = `${name}=${value.slice(0, -4)}AAAA`;
    expect((await getSiteSession(requestWith(tampered), site)).get('shopper')).toBeUndefined();
    const destroyed = await destroySiteSession(session, site);
    expect(destroyed).toMatch(/^snacks_session=;/);
    expect(destroyed).toContain('Expires=Thu, 01 Jan 1970');
  });

  it('keeps a signed-in session on the server: an opaque id in the cookie, the data sealed there', async () => {
    const session = await newSiteSession(site);
    session.set('shopper', shopper);
    const setCookie = await commitSiteSession(session, 'signedIn', site);
    const value = cookieValue(setCookie);
    expect(value).toMatch(/^s:[A-Za-z0-9_-]{43}$/);
    const id = value.slice(2);
    const write = calls.findLast((call) => call.path === endpoints.siteSessionWrite.path);
    expect(write?.authorization).toMatch(/^Basic /);
    expect(write?.body.accountId).toBe(shopper.accountId);
    // The API keeps no token, ID token or name in clear: only what the site sealed.
    expect(stored.get(id)).toEqual({ sealed: expect.stringMatching(/^v1\./) });
    for (const secret of [shopper.apiToken, shopper.idToken, 'Rosa']) {
      expect(JSON.stringify(write?.body)).not.toContain(secret);
      expect(setCookie).not.toContain(secret);
    }
    const again = await getSiteSession(requestWith(cookieOf(setCookie)), site);
    expect(again.get('shopper')).toEqual(shopper);
    // Sealed for its own id: moved under another id, it opens as nothing.
    const otherId = 'B'.repeat(43);
    stored.set(otherId, stored.get(id)!);
    const moved = await signedCookie(`s:${otherId}`);
    expect((await getSiteSession(requestWith(moved), site)).get('shopper')).toBeUndefined();
  });

  it('keeps a sign-in under way sealed in the cookie itself, writing nothing to the API', async () => {
    const writes = calls.length;
    const session = await newSiteSession(site);
    const pending = {
      verifier: 'the-pkce-verifier-the-callback-needs',
      state: 'state-1',
      nonce: 'nonce-1',
      returnTo: '/cart',
      silent: false,
    };
    session.set('signIn', pending);
    const setCookie = await commitSiteSession(session, undefined, site);
    expect(calls.slice(writes)).toEqual([]);
    expect(cookieValue(setCookie)).toMatch(/^c:v1\./);
    expect(setCookie).not.toContain(pending.verifier);
    const back = await getSiteSession(requestWith(cookieOf(setCookie)), site);
    expect(back.get('signIn')).toEqual(pending);
    expect(back.id).toBe('');
    // The same sealed text under a changed byte is no sign-in at all.
    const sealed = cookieValue(setCookie).slice(2);
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    const forged = await signedCookie(`c:${changed}`);
    expect((await getSiteSession(requestWith(forged), site)).get('signIn')).toBeUndefined();
  });

  it('sets no cookie and writes nothing for a session with nothing to keep', async () => {
    const writes = calls.length;
    const session = await newSiteSession(site);
    const setCookie = await commitSiteSession(session, undefined, site);
    expect(setCookie).toMatch(/^snacks_session=;/);
    expect(setCookie).toContain('Expires=Thu, 01 Jan 1970');
    expect(calls.slice(writes)).toEqual([]);
  });

  it('reads a replayed cookie as signed out once the shopper signed out', async () => {
    const session = await newSiteSession(site);
    session.set('shopper', shopper);
    const cookie = cookieOf(await commitSiteSession(session, 'signedIn', site));
    const signedIn = await getSiteSession(requestWith(cookie), site);
    expect(signedIn.get('shopper')).toEqual(shopper);
    const cleared = await endSiteSessionsEverywhere(signedIn, site);
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970');
    expect(
      calls.some(
        (call) => call.path === endpoints.siteSessionDelete.path && call.body.everywhere === true,
      ),
    ).toBe(true);
    expect((await getSiteSession(requestWith(cookie), site)).get('shopper')).toBeUndefined();
  });
});
