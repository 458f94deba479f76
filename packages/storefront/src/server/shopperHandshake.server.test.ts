import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserHandshake, holdHandshake } from './shopperHandshake.server';

const snacks = { id: 'snacks', defaultPort: 3000 } as const;
const rewards = { id: 'rewards', defaultPort: 3001 } as const;

beforeAll(() => {
  vi.stubEnv('SITE_SESSION_SECRET', 'a-session-secret-of-at-least-32-characters');
  vi.stubEnv('SITE_URL', 'http://localhost:3000');
  vi.stubEnv('OIDC_CLIENT_SECRET', 'the-snacks-client-secret-of-32-characters');
});
afterAll(() => vi.unstubAllEnvs());

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const values = (n: number, expiresAt = inHours(12)) => ({
  _ss_i: `session-${n}`,
  _rr_n_dts: `rnduts-${n}`,
  _en_cs: `encstr-${n}`,
  expiresAt,
});

/** The API's handshake, counting its calls; each answers new values. */
function api() {
  let calls = 0;
  const fresh = () => {
    calls += 1;
    return Promise.resolve(
      Response.json({ success: true, responseCode: 200, message: 'OK', data: values(calls) }),
    );
  };
  return { fresh, calls: () => calls };
}

const request = (cookie?: string, refused?: string) =>
  new Request('http://localhost:3000/api/webservices/handshaking', {
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(refused ? { encstr: refused } : {}) },
  });
const cookieOf = (response: Response) => response.headers.get('Set-Cookie')?.split(';')[0];
const dataOf = async (response: Response) => ((await response.json()) as { data: unknown }).data;

describe("the browser's handshake", () => {
  it('asks the API once and holds its values in a sealed, HttpOnly cookie until they expire', async () => {
    const { fresh, calls } = api();
    const first = await browserHandshake(request(), fresh, snacks);
    const issued = (await dataOf(first)) as ReturnType<typeof values>;
    expect(issued._ss_i).toBe('session-1');
    const setCookie = first.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^snacks_shopper=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toContain(`Expires=${new Date(issued.expiresAt).toUTCString()}`);
    expect(setCookie).not.toContain('session-1');

    // A second tab of the same browser gets the same values, without the API.
    const second = await browserHandshake(request(cookieOf(first)), fresh, snacks);
    expect(await dataOf(second)).toEqual(issued);
    expect(second.headers.get('Cache-Control')).toBe('no-store');
    expect(calls()).toBe(1);
  });

  it('renews the values the API refused, or that are about to expire', async () => {
    const { fresh, calls } = api();
    const held = (await holdHandshake(values(7), snacks)).split(';')[0];
    const renewed = await browserHandshake(request(held, 'encstr-7'), fresh, snacks);
    expect(await dataOf(renewed)).toMatchObject({ _ss_i: 'session-1' });
    expect(cookieOf(renewed)).not.toBe(held);

    const ending = (await holdHandshake(values(8, inHours(0.1)), snacks)).split(';')[0];
    expect(await dataOf(await browserHandshake(request(ending), fresh, snacks))).toMatchObject({
      _ss_i: 'session-2',
    });
    expect(calls()).toBe(2);
  });

  it('takes no values from a cookie it did not seal for this site', async () => {
    const { fresh, calls } = api();
    const otherSite = (await holdHandshake(values(9), rewards)).split(';')[0]!;
    const asSnacks = otherSite.replace('rewards_shopper', 'snacks_shopper');
    for (const cookie of [
      asSnacks,
      `snacks_shopper=${encodeURIComponent(JSON.stringify(values(9)))}`,
    ]) {
      const answer = await browserHandshake(request(cookie), fresh, snacks);
      expect(await dataOf(answer)).not.toMatchObject({ _ss_i: 'session-9' });
    }
    expect(calls()).toBe(2);
  });

  it('passes a failed handshake on as it is, holding nothing', async () => {
    const failing = () =>
      Promise.resolve(
        Response.json(
          { success: false, responseCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      );
    const answer = await browserHandshake(request(), failing, snacks);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('Retry-After')).toBe('30');
    expect(answer.headers.get('Set-Cookie')).toBeNull();
  });
});
