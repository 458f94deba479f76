import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '@snackshop/commerce-api';
import { serveSeededApi, startSiteProcess } from './stack';

/*
 * The client's address (docs/several-machines.md), against a real site process
 * (scripts/serve-site.mjs) and the API over HTTP. The API trusts only the site's address
 * (127.0.0.1); the site trusts one load balancer (127.0.0.40). Shoppers connect from
 * addresses of their own on loopback (127.0.0.2, 127.0.0.3, …), as if from different
 * machines: each is counted on its own, a header a shopper writes is never believed, and
 * the load balancer's is.
 */

const LOAD_BALANCER = '127.0.0.40';
const LOOKUP_LIMITED = /Too many lookup attempts\. Please try again in \d+ minutes?\./;
const NOT_FOUND = 'We couldn&#x27;t find an order with that number and email.';

let api: Awaited<ReturnType<typeof serveSeededApi>>;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let siteUrl = '';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One HTTP request from a given local address (the shopper's machine). */
function send(
  from: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: from, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/**
 * Forgot password as a shopper's browser calls it, through the site's `/api/*` proxy from
 * `from` (the handshake first, then the call with its values): the API's answer as the proxy
 * passes it on, 429 with Retry-After once the address is over its limit.
 */
async function forgotPassword(from: string, email: string, headers: Record<string, string> = {}) {
  const shake = await send(from, `${siteUrl}/api/webservices/handshaking`, { headers });
  expect(shake.status).toBe(200);
  // The handshake's values, under the names the browser stores them by.
  const { data } = JSON.parse(shake.text) as { data: Record<string, string> };
  const answer = await send(from, `${siteUrl}/api/webservices/forgotpassword`, {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      sessionid: data._ss_i!,
      rnduts: data._rr_n_dts!,
      encstr: data._en_cs!,
    },
    body: JSON.stringify({ email, sourceID: 'snacks', lang: 'en-us' }),
  });
  return answer;
}

/** Order Lookup through the site's form (no JavaScript), from `from`. */
async function lookUp(from: string, orderNumber: string, headers: Record<string, string> = {}) {
  const answer = await send(from, `${siteUrl}/order-lookup`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: siteUrl,
      Accept: 'text/html',
      ...headers,
    },
    body: new URLSearchParams({ orderNumber, email: 'nobody@example.com' }).toString(),
  });
  expect(answer.status).toBe(200);
  if (LOOKUP_LIMITED.test(answer.text)) return 'limited';
  expect(answer.text).toContain(NOT_FOUND);
  return 'notFound';
}

const shopper = (n: number) => `127.0.0.${n}`;
const number = () => `SN${randomBytes(4).toString('hex').toUpperCase()}`;

beforeAll(async () => {
  api = await serveSeededApi();
  api.start({
    handshakeSecret: 'end-to-end-client-address-secret-0123456789',
    rateLimits: new RateLimits({ db: api.db, trustedProxies: ['127.0.0.1'] }),
  });
  site = await startSiteProcess('snacks', (url) => ({
    API_URL: api.url,
    SNACKS_SITE_URL: url,
    SITE_URL: url,
    SITE_SESSION_SECRET: randomBytes(32).toString('base64url'),
    OIDC_CLIENT_SECRET: randomBytes(32).toString('base64url'),
    TRUSTED_PROXIES: LOAD_BALANCER,
  }));
  siteUrl = site.url;
});

afterAll(async () => {
  await site?.close();
  await api?.close();
});

describe('the client address, through a real site process', () => {
  it('21 shoppers at different addresses each get their own forgot-password counter through /api/*', async () => {
    const statuses = [];
    for (let n = 2; n <= 22; n += 1) {
      statuses.push((await forgotPassword(shopper(n), `shopper${n}@example.com`)).status);
    }
    expect(statuses).toEqual(Array.from({ length: 21 }, () => 200));
  });

  it('11 shoppers at different addresses each get their own Order Lookup counter through the form', async () => {
    const outcomes = [];
    for (let n = 2; n <= 12; n += 1) outcomes.push(await lookUp(shopper(n), number()));
    expect(outcomes).toEqual(Array.from({ length: 11 }, () => 'notFound'));
  });

  it('a shopper who writes X-Forwarded-For is still counted at their own address', async () => {
    let spoof = 0;
    const spoofed = () => ({ 'X-Forwarded-For': `198.51.100.${(spoof += 1)}` });
    const answers = [];
    for (let i = 0; i < 21; i += 1) {
      answers.push(await forgotPassword(shopper(30), `spoof${i}@example.com`, spoofed()));
    }
    // Refused once the one address is over its limit, whatever each call claimed, and told
    // when to come back.
    expect(answers[0]?.status).toBe(200);
    expect(answers.at(-1)?.status).toBe(429);
    expect(Number(answers.at(-1)?.headers['retry-after'])).toBeGreaterThan(0);

    const outcomes = [];
    for (let i = 0; i < 11; i += 1) outcomes.push(await lookUp(shopper(31), number(), spoofed()));
    expect(outcomes.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 'notFound'));
    expect(outcomes[10]).toBe('limited');
  });

  it("behind the trusted load balancer, the right-most address it names is the shopper's, whatever the shopper wrote to its left", async () => {
    // 11 shoppers the load balancer names: none limited by another.
    const outcomes = [];
    for (let n = 1; n <= 11; n += 1) {
      outcomes.push(await lookUp(LOAD_BALANCER, number(), { 'X-Forwarded-For': `203.0.113.${n}` }));
    }
    expect(outcomes).toEqual(Array.from({ length: 11 }, () => 'notFound'));

    // One shopper writing a fresh address before the one the load balancer appends.
    const own = [];
    for (let i = 1; i <= 11; i += 1) {
      own.push(
        await lookUp(LOAD_BALANCER, number(), {
          'X-Forwarded-For': `192.0.2.${i}, 203.0.113.99`,
        }),
      );
    }
    expect(own.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 'notFound'));
    expect(own[10]).toBe('limited');
  });
});
