import { endpoints, type EndpointName } from '@snackshop/commerce-core/api-client';
import * as client from 'openid-client';
import { expect } from 'vitest';
import { z } from 'zod';
import { callsThrough, requestsTo, type TestApi } from '../../../test/harness';
import { freshClientAddress } from '../../../test/account-fixtures';
import type { IdentityOptions } from '../services';
import type { IdentitySite, SiteId } from '../sites';
import { generateCookieKeys, generateSigningKeys } from './keys';

/*
 * The actors of a sign-in test over real HTTP: a browser (cookie jar, redirects followed by
 * hand so every hop can be checked) and a site's server (openid-client as its RP, plus the
 * API calls it makes as its OpenID client). The sites' pages are never fetched: a browser
 * stops where it would reach a site.
 */

/** A password meeting the five criteria of SPEC section 5. */
const PASSWORD = 'Crunchy#Snack42';

/** Keys shared by every app of a test file (two API processes must share them). */
const TEST_KEYS = { cookieKeys: generateCookieKeys(), jwks: generateSigningKeys() };

/** The sites as the tests' API knows them: origins never fetched, fixed secrets. */
export const TEST_SITES: Readonly<Record<SiteId, IdentitySite>> = {
  snacks: { id: 'snacks', origin: 'http://snacks.test', clientSecret: 'snacks-secret-'.repeat(3) },
  rewards: {
    id: 'rewards',
    origin: 'http://rewards.test',
    clientSecret: 'rewards-secret-'.repeat(3),
  },
};

/** Identity options for an API whose provider issues as `issuerOrigin`. */
export function testIdentity(
  issuerOrigin: string,
  google?: IdentityOptions['google'],
): { identity: IdentityOptions } {
  return {
    identity: {
      sites: TEST_SITES,
      oidc: { issuer: `${issuerOrigin}/oidc`, ...TEST_KEYS },
      google,
    },
  };
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expires: number;
}

/** What a browser saw for one request. */
export interface Hop {
  url: string;
  status: number;
  location: string | null;
  body: string;
}

/**
 * A browser: one cookie jar (by name and path; every test origin is 127.0.0.1, and ports do
 * not separate cookies), redirects followed by hand.
 */
export class Browser {
  private cookies: StoredCookie[] = [];

  /** Cookies for a URL, as the browser would send them. */
  cookieHeader(url: string): string {
    const path = new URL(url).pathname;
    const now = Date.now();
    this.cookies = this.cookies.filter((cookie) => cookie.expires > now);
    return this.cookies
      .filter(
        (cookie) =>
          path === cookie.path ||
          path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  has(name: string): boolean {
    return this.cookies.some((cookie) => cookie.name === name && cookie.expires > Date.now());
  }

  private store(url: string, headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      let path = new URL(url).pathname.replace(/\/[^/]*$/, '') || '/';
      let expires = Number.POSITIVE_INFINITY;
      for (const attribute of attributes) {
        const [key = '', raw = ''] = attribute.split('=');
        if (/^path$/i.test(key)) path = raw || '/';
        if (/^expires$/i.test(key)) expires = Date.parse(raw);
        if (/^max-age$/i.test(key)) expires = Date.now() + Number(raw) * 1000;
      }
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
      if (value !== '' && expires > Date.now()) this.cookies.push({ name, value, path, expires });
    }
  }

  /** One request with this browser's cookies; redirects are not followed. */
  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { Accept: 'text/html' };
    const cookie = this.cookieHeader(url);
    if (cookie) headers.Cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body }),
    });
    this.store(url, response.headers);
    const location = response.headers.get('location');
    return {
      url,
      status: response.status,
      location: location ? new URL(location, url).href : null,
      body: await response.text(),
    } satisfies Hop;
  }

  /**
   * Follows redirects from `url` while they stay on `origin` (the API); answers every hop,
   * the last being a page, or a redirect that leaves the API (to a site).
   */
  async follow(
    url: string,
    origin: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Hop[]> {
    const hops: Hop[] = [];
    let next: Hop = await this.request(url, init);
    hops.push(next);
    while (next.location && next.status >= 300 && next.status < 400) {
      if (new URL(next.location).origin !== origin) break;
      next = await this.request(next.location);
      hops.push(next);
      if (hops.length > 20) throw new Error('Too many redirects');
    }
    return hops;
  }
}

/** Where a followed chain of redirects ended up: the last Location, or the last URL. */
export function landing(hops: Hop[]): string {
  const last = hops[hops.length - 1]!;
  return last.location ?? last.url;
}

/** What a site keeps while the shopper is away signing in. */
export interface PendingSignIn {
  url: URL;
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * A site's server: the RP (openid-client, client_secret_basic, PKCE, state and nonce) and
 * the API calls it makes as its OpenID client. `address` is the shopper's, forwarded as
 * X-Forwarded-For so each test counts its own attempts.
 */
export class SiteServer {
  private constructor(
    readonly site: IdentitySite,
    readonly config: client.Configuration,
    private readonly api: TestApi,
    readonly address: string,
  ) {}

  /** Discovers the provider at `issuer`. */
  static async create(
    api: TestApi,
    site: IdentitySite,
    issuer: string,
    address = '203.0.113.10',
  ): Promise<SiteServer> {
    const config = await client.discovery(
      new URL(issuer),
      site.id,
      undefined,
      client.ClientSecretBasic(site.clientSecret),
      { execute: [client.allowInsecureRequests] },
    );
    return new SiteServer(site, config, api, address);
  }

  /** The same site talking to another API process (its metadata, the same issuer). */
  static async through(other: SiteServer, api: TestApi): Promise<SiteServer> {
    const response = await fetch(`${api.baseUrl}/oidc/.well-known/openid-configuration`);
    const metadata = (await response.json()) as client.ServerMetadata;
    const config = new client.Configuration(
      metadata,
      other.site.id,
      undefined,
      client.ClientSecretBasic(other.site.clientSecret),
    );
    client.allowInsecureRequests(config);
    return new SiteServer(other.site, config, api, other.address);
  }

  /** An authorization request as /api/get-pkce-challenge makes it. */
  async startSignIn(
    parameters: Record<string, string> = {},
    callback = 'callback',
  ): Promise<PendingSignIn> {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(this.config, {
      redirect_uri: `${this.site.origin}/implicit/${callback}`,
      scope: this.site.id === 'rewards' ? 'openid profile email rewards' : 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...parameters,
    });
    return { url, state, nonce, verifier };
  }

  /** /implicit/callback: checks state and nonce and exchanges the code. */
  finishSignIn(callbackUrl: string, pending: PendingSignIn) {
    return client.authorizationCodeGrant(this.config, new URL(callbackUrl), {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
  }

  /**
   * The API as this site's server calls it: with its Basic credentials (other ones when given,
   * none when null) from its own client address, on top of the handshake.
   */
  private callsAs(credentials: SiteCredentials | null = this.credentials) {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.address };
    if (credentials) {
      headers.Authorization = `Basic ${Buffer.from(`${credentials.id}:${credentials.secret}`).toString('base64')}`;
    }
    return callsThrough(
      requestsTo(this.api.baseUrl, () => ({ ...this.api.headers(), ...headers })),
    );
  }

  private get credentials(): SiteCredentials {
    return { id: this.site.id, secret: this.site.clientSecret };
  }

  /** Endpoint `name` called by the site's server as its OpenID client; typed by the contract. */
  call: TestApi['call'] = (name, ...args) => this.callsAs().call(name, ...args);

  /** Endpoint `name` sent to be refused, with the site's credentials or `credentials`. */
  refusal(
    name: EndpointName,
    call: Parameters<TestApi['refusal']>[1] = {},
    credentials?: SiteCredentials | null,
  ) {
    return this.callsAs(credentials).refusal(name, call);
  }

  /** POST /identity/interaction/login, expected to succeed. */
  login(uid: string, email: string, password = PASSWORD) {
    return this.call('interactionLogin', { body: { uid, email, password } });
  }

  /** POST /identity/interaction/login, expected to be refused. */
  loginRefused(uid: string, email: string, password = PASSWORD) {
    return this.refusal('interactionLogin', { body: { uid, email, password } });
  }

  /** POST /identity/session with the provider's access token: the API session. */
  async exchange(accessToken: string) {
    const response = await this.call('sessionExchange', { body: { accessToken } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  }
}

/** A site's OpenID client credentials (HTTP Basic). */
interface SiteCredentials {
  id: string;
  secret: string;
}

/** The interaction uid of a site's login (or create-account) page URL. */
export function interactionOf(url: string): string {
  const uid = new URL(url).searchParams.get('interaction');
  if (!uid) throw new Error(`No interaction in ${url}`);
  return uid;
}

/**
 * Registers a customer through the API (register user); answers its id, email and member
 * number (a rewards-site sign-up is enrolled in the programme).
 */
export async function registerCustomer(
  api: TestApi,
  email: string,
  sourceID: SiteId = 'snacks',
): Promise<{ accountId: string; email: string; loyaltyId: string | null }> {
  const response = await api.call('createCustomer', {
    body: {
      firstName: 'Marisol',
      lastName: 'Quintero',
      email,
      password: PASSWORD,
      birthDay: 14,
      birthMonth: 3,
      birthYear: 1990,
      gender: 'female',
      terms: true,
      sourceID,
    },
    headers: freshClientAddress(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const { accountId, loyaltyId } = response.body.data;
  return { accountId, email, loyaltyId };
}

/** What get-customer answers, a customer or a refusal, as far as the sign-in tests read it. */
const customerOrRefusal = z.object({
  code: z.string().optional(),
  data: z.object({ accountId: z.string() }).optional(),
});

/** GET get-customer with an API session token: the status and code. */
export async function getCustomer(api: TestApi, sessionToken: string) {
  const response = await api.request('GET', endpoints.getCustomer.path, {
    headers: { 'X-Auth-Token': sessionToken },
  });
  const { code, data } = customerOrRefusal.parse(response.body);
  return { status: response.status, code, data };
}

/**
 * A whole password sign-in: the browser goes to the provider and lands on the site's login
 * page; the site's server checks the password; the browser resumes and lands on the callback;
 * the site exchanges the code and trades the access token for an API session.
 */
export async function passwordSignIn(
  api: TestApi,
  browser: Browser,
  site: SiteServer,
  email: string,
) {
  const pending = await site.startSignIn();
  const loginPage = landing(await browser.follow(pending.url.href, api.baseUrl));
  expect(loginPage).toMatch(new RegExp(`^${site.site.origin}/login\\?interaction=`));
  const login = await site.login(interactionOf(loginPage), email);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const callback = landing(await browser.follow(login.body.data.redirectTo, api.baseUrl));
  expect(callback).toMatch(new RegExp(`^${site.site.origin}/implicit/callback\\?`));
  const tokens = await site.finishSignIn(callback, pending);
  const session = await site.exchange(tokens.access_token);
  return { tokens, session };
}
