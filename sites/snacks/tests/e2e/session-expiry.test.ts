import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, openPage } from './browser';
import { createAccount, fromPopup, greeting, submitLogin, type Person } from './signIn';
import { startApi, startSiteProcess } from './stack';

/*
 * The API's real idle expiry, in Chromium: a stack of its own whose API sessions expire after
 * IDLE_SECONDS without a call (the API's SESSION_IDLE_SECONDS), the snacks site served by a
 * process of its own. Once the API answers 440, the shopper reads "Your session has timed
 * out. Please login to continue." and the provider's session of that sign-in has ended too:
 * Sign in asks for the password instead of coming straight back signed in.
 */
const IDLE_SECONDS = 4;
const EXPIRED = 'Your session has timed out. Please login to continue.';

let api: Awaited<ReturnType<typeof startApi>> | undefined;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
const siteUrl = () => site!.url;

beforeAll(async () => {
  // The site's address first: the API's provider must know the origin it signs shoppers in to.
  const { createServer } = await import('node:net');
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  api = await startApi(
    { snacks: url, rewards: 'http://127.0.0.1:9' },
    { sessionLifetimes: { idleSeconds: IDLE_SECONDS, absoluteSeconds: 3600 } },
  );
  const { url: apiUrl, issuer, clientSecret } = api;
  site = await startSiteProcess(
    'snacks',
    (own) => ({
      API_URL: apiUrl,
      SNACKS_SITE_URL: own,
      SITE_URL: own,
      REWARDS_SITE_URL: 'http://127.0.0.1:9',
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_SECRET: clientSecret,
      SITE_SESSION_SECRET: randomBytes(32).toString('base64url'),
    }),
    port,
  );
});

afterAll(async () => {
  await site?.close();
  await api?.close();
});

const freshContext = browserSession(() => [siteUrl()]);

describe('the API’s idle expiry (440)', () => {
  it('says the session timed out, and Sign in then asks for the password', async () => {
    const { page, errors } = await openPage(await freshContext());
    const person: Person = {
      firstName: 'Amparo',
      lastName: 'Idle',
      email: 'amparo.idle@example.com',
    };
    await createAccount(page, siteUrl(), person);

    // No call for longer than the idle lifetime: the next page load meets the API's 440.
    await page.waitForTimeout((IDLE_SECONDS + 1) * 1000);
    await page.goto(`${siteUrl()}/all-snacks`);
    await page.getByText(EXPIRED).waitFor();
    await expect(greeting(page, 'en-us', person.firstName).count()).resolves.toBe(0);

    // Sign in: the provider has no session for this browser any more.
    await fromPopup(page, siteUrl(), 'en-us', 'signIn');
    await page.waitForURL(/\/login\?interaction=/);
    await page.locator('input[name="password"]').waitFor();
    await submitLogin(page, person.email);
    await greeting(page, 'en-us', person.firstName).waitFor();
    expect(errors).toEqual([]);
  });
});
