import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  commitSiteSession,
  destroySiteSession,
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

beforeAll(() => {
  vi.stubEnv('SITE_SESSION_SECRET', 'a-session-secret-of-at-least-32-characters');
  vi.stubEnv('SITE_URL', 'http://localhost:3000');
});
afterAll(() => vi.unstubAllEnvs());

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
});
