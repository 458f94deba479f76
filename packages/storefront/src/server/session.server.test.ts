import {
  createApiClient,
  createMemoryStorage,
  endpoints,
} from '@snackshop/commerce-core/api-client';
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

  it('keeps only an opaque id in the cookie: the name and tokens stay on the server', async () => {
    const session = await newSiteSession(site);
    session.set('shopper', shopper);
    const setCookie = await commitSiteSession(session, 'signedIn', site);
    const value = decodeURIComponent(cookieOf(setCookie).split('=').slice(1).join('='));
    const [payload = ''] = value.split('.');
    const id = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    expect(typeof id).toBe('string');
    expect(stored.get(id as string)).toMatchObject({ shopper });
    expect(setCookie).not.toContain('Rosa');
    expect(Buffer.from(payload, 'base64').toString('utf8')).not.toContain('Rosa');
    const write = calls.find((call) => call.path === endpoints.siteSessionWrite.path);
    expect(write?.authorization).toMatch(/^Basic /);
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
