import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, browserSession, openPage } from './browser';
import {
  cartToCheckout,
  continueToPayment,
  fillShipping,
  thankYouOrderNumber,
  typeCard,
} from './checkout-flow';
import {
  cartToCheckout as cartToCheckoutWithoutScripts,
  fillShipping as fillShippingWithoutScripts,
  post as follow,
  sameShopperWithoutScripts,
} from './without-scripts';
import { serveSeededApi, startSite } from './stack';

/*
 * Paying with a saved card on the snacks site (issue 13): a customer signs in through the
 * site's own pages, buys with a new card they ask to keep, then buys again with that card,
 * the hosted field asking for its security code alone; the sandbox's wrong code (200) is
 * declined first.
 *
 * Sign-in needs the site to know its public origin before its build loads (the OpenID
 * redirect URI, the forms' Origin check), and a built site listens on a port of its own
 * choosing. So the browser reaches the site through a pipe whose port is known first, and
 * the API (its own seeded in-memory PGlite, as in the other checkout tests) knows that
 * origin as the snacks client and as the storefront that frames the card fields.
 */
const PASSWORD = 'Crunchy#Snack42';
const VISA = '4111111111111111';

interface Stack {
  apiUrl: string;
  /** The site's public origin (the pipe). */
  site: string;
  close: () => Promise<void>;
}

/** The API's sign-in settings for the test's sites (fresh keys), and their client secret. */
function signInSettings(apiUrl: string, sites: { snacks: string; rewards: string }) {
  const clientSecret = randomBytes(32).toString('base64url');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(12).toString('base64url'),
    alg: 'ES256',
    use: 'sig',
  };
  return {
    clientSecret,
    identity: {
      sites: {
        snacks: { id: 'snacks' as const, origin: sites.snacks, clientSecret },
        rewards: { id: 'rewards' as const, origin: sites.rewards, clientSecret },
      },
      oidc: {
        issuer: `${apiUrl}/oidc`,
        cookieKeys: [randomBytes(32).toString('base64url')],
        jwks: { keys: [signingKey] },
      },
    },
  };
}

/** A TCP pipe on 127.0.0.1 to a port given later; answers its origin. */
async function pipe() {
  const target: { port?: number } = {};
  const server = createServer((socket) => {
    if (!target.port) {
      socket.destroy();
      return;
    }
    const upstream = connect(target.port, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    to: (url: string) => {
      target.port = Number(new URL(url).port);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function startStack(): Promise<Stack> {
  const api = await serveSeededApi();
  const apiUrl = api.url;
  const front = await pipe();
  const rewards = 'http://127.0.0.1:9'; // signs nobody in here
  const { clientSecret, identity } = signInSettings(apiUrl, { snacks: front.origin, rewards });
  // Read by the site once, when its build loads; given back when the stack stops.
  const siteEnv = {
    API_URL: apiUrl,
    SITE_URL: front.origin,
    SNACKS_SITE_URL: front.origin,
    REWARDS_SITE_URL: rewards,
    OIDC_ISSUER: `${apiUrl}/oidc`,
    OIDC_CLIENT_SECRET: clientSecret,
    SITE_SESSION_SECRET: randomBytes(32).toString('base64url'),
  };
  const before = Object.fromEntries(Object.keys(siteEnv).map((name) => [name, process.env[name]]));
  Object.assign(process.env, siteEnv);
  const site = await startSite('snacks');
  front.to(site.url);
  api.start({
    handshakeSecret: 'end-to-end-saved-card-secret-0123456789abcdef',
    checkout: { storefrontOrigins: [front.origin], devMailbox: true },
    identity,
  });
  return {
    apiUrl,
    site: front.origin,
    close: async () => {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await front.close();
      await site.close();
      await api.close();
    },
  };
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const freshContext = browserSession(() => [stack.site]);

/** A customer registered through the API, as the create-account page would make one. */
async function registerCustomer(email: string) {
  const shake = await fetch(`${stack.apiUrl}/webservices/handshaking`);
  const { data } = (await shake.json()) as { data: Record<string, string> };
  const response = await fetch(`${stack.apiUrl}/webservices/createcustomer`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      sessionId: data._ss_i!,
      rnduts: data._rr_n_dts!,
      encstr: data._en_cs!,
    },
    body: JSON.stringify({
      firstName: 'Marisol',
      lastName: 'Quintero',
      email,
      password: PASSWORD,
      birthDay: 14,
      birthMonth: 3,
      birthYear: 1990,
      gender: 'female',
      terms: true,
      sourceID: 'snacks',
    }),
  });
  expect(response.status).toBe(201);
}

/** Signs in through /signin and the site's login page; waits for the header's greeting. */
async function signIn(page: Page, email: string) {
  await page.goto(`${stack.site}/signin?returnTo=${encodeURIComponent('/')}`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(new RegExp(`^${stack.site}/(\\?.*)?$`));
  await page.getByRole('link', { name: 'Hi, Marisol' }).waitFor();
}

/** From a cart with one snack to the payment step, shipping to Chicago. */
async function toPaymentStep(page: Page) {
  await cartToCheckout(page, stack.site);
  await fillShipping(page, { email: 'marisol.quintero@example.com' });
  await continueToPayment(page);
}

/** The saved card's security-code field (the hosted fields' CVV-only mode), once loaded. */
async function securityCodeFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector(
    'iframe[data-card-fields][title="Security code of the saved card (secure form)"]',
  );
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('The security-code field did not load');
  await frame.waitForSelector('#cvv');
  return frame;
}

/** Network refusals the test provokes on purpose (the declined code is a 402). */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 402'));

describe('paying with a saved card on the snacks site', () => {
  it('saves a new card on a first order and pays a second order with it', async () => {
    const email = `marisol.${Date.now()}@example.com`;
    await registerCustomer(email);
    const { page, errors } = await openPage(await freshContext());
    await signIn(page, email);

    // First order: no saved card yet, so the card fields and "Save this card".
    await toPaymentStep(page);
    expect(await page.getByRole('radiogroup', { name: 'Card to pay with' }).count()).toBe(0);
    const save = page.getByRole('checkbox', { name: 'Save this card' });
    await save.check();
    await typeCard(page, VISA);
    await page.getByRole('button', { name: 'Place order' }).click();
    const first = await thankYouOrderNumber(page);

    // Second order: the saved card is offered, and chosen; only its security code is asked.
    await toPaymentStep(page);
    const cards = page.getByRole('radiogroup', { name: 'Card to pay with' });
    const saved = cards.getByRole('radio', { name: /^Visa ending in 1111/ });
    await saved.waitFor();
    await expect.poll(() => saved.getAttribute('aria-checked')).toBe('true');
    const frame = await securityCodeFrame(page);
    expect(await frame.locator('#number').count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Save this card' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // "Visa •••• 1111" reads on one line at 1280 px, not brand, dots and digits stacked.
    const name = cards.getByText(/^Visa/).first();
    const lines = await name.evaluate((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBe(1);

    // By keyboard: a new card brings back the card fields and the box; back to the saved one.
    // Radix checks the radio it focuses while an arrow key is down, as a person's press is.
    const newCard = cards.getByRole('radio', { name: 'A new card' });
    await saved.focus();
    await page.keyboard.down('ArrowDown');
    await expect.poll(() => newCard.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.up('ArrowDown');
    await page.getByRole('checkbox', { name: 'Save this card' }).waitFor();
    await newCard.focus();
    await page.keyboard.down('ArrowUp');
    await expect.poll(() => saved.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.up('ArrowUp');

    // The sandbox's wrong code declines; the right one pays.
    const wrong = await securityCodeFrame(page);
    await wrong.fill('#cvv', '200');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page
      .locator('[data-payment-error]')
      .getByText(
        'The security code does not match the card. Check it and try again. ' +
          'Enter the security code again, or pay with another card.',
      )
      .waitFor();
    const right = await securityCodeFrame(page);
    await right.fill('#cvv', '123');
    await page.getByRole('button', { name: 'Place order' }).click();
    const second = await thankYouOrderNumber(page);
    expect(second).not.toBe(first);
    expect(await page.locator('main').textContent()).toContain('ending in 1111');
    expect(unexpected(errors)).toEqual([]);

    // Third order, in a browser whose scripts are off (issue 37): the saved card is a button
    // of the payment step, and the processor's page asks for its security code alone.
    const { context: plain, page: withoutScripts } = await sameShopperWithoutScripts(page);
    try {
      await cartToCheckoutWithoutScripts(withoutScripts, stack.site, 'en-us');
      await fillShippingWithoutScripts(withoutScripts, '60601');
      await follow(withoutScripts.getByRole('button', { name: 'Continue to payment' }));
      await follow(withoutScripts.getByRole('button', { name: 'Pay with Visa ending in 1111' }));
      expect(new URL(withoutScripts.url()).pathname).toBe('/payments/sandbox/hosted-payment');
      expect(await withoutScripts.getByLabel('Card number').count()).toBe(0);
      await withoutScripts.getByLabel('Security code (CVV)').fill('123');
      await follow(withoutScripts.getByRole('button', { name: 'Continue' }));
      expect(withoutScripts.url()).toBe(`${stack.site}/checkout?step=review`);
      await expect(withoutScripts.locator('[data-payment-line]').textContent()).resolves.toBe(
        'Visa ending in 1111',
      );
      await follow(withoutScripts.getByRole('button', { name: 'Place order' }));
      expect(withoutScripts.url()).toMatch(/\/thank-you\/[A-Z0-9-]+$/);
      await expect(withoutScripts.locator('[data-payment-line]').textContent()).resolves.toBe(
        'Visa ending in 1111',
      );
    } finally {
      await plain.close();
    }
  });
});
