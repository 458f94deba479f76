import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { acceptCookies, axeViolations, browserSession, openPage } from './browser';
import { cartToCheckout, handshakeHeaders } from './checkout-flow';
import {
  PASSWORD,
  createAccount,
  fillProfile,
  fillSignUp,
  fromPopup,
  greeting,
  home,
  openLogin,
  signOut,
  storedToken,
  submitLogin,
  type Person,
} from './signIn';

/*
 * Accounts end to end (SPEC sections 2–8, decision 0027) on both sites, against the API's
 * OpenID Provider: create an account, sign out, sign in, one sign-in for both sites and one
 * sign-out for both, Google through the stand-in issuer, forgot and reset password through
 * the dev mailbox, the lock after five wrong passwords, the rewards site's sign-in and its
 * wording, the session expiring through the test feature, and axe on every new page.
 */
const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');
const apiUrl = inject('apiUrl');

const freshContext = browserSession(() => [snacksUrl, rewardsUrl]);

let address = 10;
/**
 * A browser with an address of its own: the site forwards it to the API, whose sign-in
 * limits count per client address, so each test starts with a clean count. `javaScript:
 * false` is a browser without JavaScript.
 */
async function shopper(options: { javaScript?: boolean } = {}) {
  let context: BrowserContext = await freshContext();
  if (options.javaScript === false) {
    const browser = context.browser();
    if (!browser) throw new Error('no browser');
    await context.close();
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    for (const url of [snacksUrl, rewardsUrl]) await acceptCookies(context, url);
  }
  address += 1;
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${address}` });
  return openPage(context);
}

/** The text of the sign-in form's message area. */
const formMessage = (page: Page) => page.locator('[data-sign-in-message]');

describe('accounts on the snacks site', () => {
  const rosa: Person = { firstName: 'Rosa', lastName: 'Prado', email: 'rosa.prado@example.com' };

  it('creates an account (checked in the browser first), greets the shopper, signs out and signs in again', async () => {
    const { page, errors } = await shopper();
    await fromPopup(page, snacksUrl, 'en-us', 'createAccount');
    await page.waitForURL(/\/create-account\?interaction=/);
    expect(await axeViolations(page)).toEqual([]);

    // The shared schema's messages, next to each field, before anything is sent.
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.getByText('Please accept the Terms of Use to continue.').waitFor();
    await expect(
      page.locator('input[name="firstName"]').getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await fillSignUp(page, rosa);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL(home(snacksUrl));
    await greeting(page, 'en-us', 'Rosa').waitFor();

    // SPEC sections 3 and 4: the API session token, the user slice, accountId and the
    // sign-in's customerSessionId.
    expect(JSON.parse((await storedToken(page)) ?? '{}')).toMatchObject({
      accessToken: expect.any(String),
    });
    const sessionIds = () =>
      page.evaluate(() => ({
        accountId: window.sessionStorage.getItem('accountId'),
        customerSessionId: window.sessionStorage.getItem('customerSessionId'),
        user: window.sessionStorage.getItem('user'),
      }));
    const session = await sessionIds();
    expect(session.accountId).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.customerSessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.customerSessionId).not.toBe(session.accountId);
    expect(session.user).toContain('"loginMethod":"password"');

    // A page for a signed-in shopper is never stored.
    const listing = await page.goto(`${snacksUrl}/all-snacks`);
    expect(listing?.headers()['cache-control']).toBe('private, no-store');

    await signOut(page, snacksUrl);
    expect(await storedToken(page)).toBeNull();
    expect(await sessionIds()).toMatchObject({ accountId: null, customerSessionId: null });
    const visitor = await page.goto(`${snacksUrl}/all-snacks`);
    expect(visitor?.headers()['cache-control']).toContain('public');

    await fromPopup(page, snacksUrl, 'en-us', 'signIn');
    await page.waitForURL(/\/login\?interaction=/);
    expect(await axeViolations(page)).toEqual([]);
    await submitLogin(page, rosa.email, PASSWORD);
    await page.waitForURL(home(snacksUrl));
    await greeting(page, 'en-us', 'Rosa').waitFor();
    expect(errors).toEqual([]);
  });

  it('signs up through another name of the same machine, sent to the site’s own origin first (decision 0048)', async () => {
    const { page, errors } = await shopper();
    // The site here is 127.0.0.1; localhost is this machine under its other name.
    const alias = snacksUrl.replace('127.0.0.1', 'localhost');
    const first = await page.request.get(`${alias}/?lang=en-us`, { maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(first.headers()['location']).toBe(`${snacksUrl}/?lang=en-us`);
    // The sign-in starts where the provider will send the browser back to, its cookie with it.
    await page.goto(`${alias}/signin?screen=create`);
    await page.waitForURL(/\/create-account\?interaction=/);
    expect(new URL(page.url()).origin).toBe(snacksUrl);
    const noor: Person = {
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor.haddad@example.com',
    };
    await fillSignUp(page, noor);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL(home(snacksUrl));
    await greeting(page, 'en-us', 'Noor').waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps only an opaque id in the site cookie: a copy of it replayed after sign-out shows a signed-out page', async () => {
    const { page, errors } = await shopper();
    const person = {
      firstName: 'Delfina',
      lastName: 'Replay',
      email: 'delfina.replay@example.com',
    };
    await createAccount(page, snacksUrl, person);
    const cookie = (await page.context().cookies(snacksUrl)).find(
      (entry) => entry.name === 'snacks_session',
    );
    expect(cookie).toBeDefined();
    expect(decodeURIComponent(cookie!.value)).not.toContain('Delfina');
    // A request that is not a page load: the site reads the session as it is stored.
    const replay = () =>
      fetch(`${snacksUrl}/`, {
        headers: { Cookie: `snacks_session=${cookie!.value}`, Accept: '*/*' },
      }).then((answer) => answer.text());
    expect(await replay()).toContain('Hi, Delfina');

    await signOut(page, snacksUrl);
    const after = await replay();
    expect(after).not.toContain('Delfina');
    expect(after).toContain('Sign in');
    expect(errors).toEqual([]);
  });

  it('signs in from checkout and comes back to it with the cart', async () => {
    const { page, errors } = await shopper();
    await cartToCheckout(page, snacksUrl);
    const callbacks: Record<string, string>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/implicit/callback?')) callbacks.push(response.headers());
    });
    await page.getByRole('link', { name: 'Sign in for a faster checkout' }).click();
    await page.waitForURL(/\/login\?interaction=/);
    await submitLogin(page, rosa.email, PASSWORD);
    await page.waitForURL(`${snacksUrl}/checkout`);
    await greeting(page, 'en-us', 'Rosa').waitFor();
    await page.locator('input[name="email"]').waitFor();
    await expect(
      page.getByRole('link', { name: 'Sign in for a faster checkout' }).count(),
    ).resolves.toBe(0);
    // The callback that carried the code is never stored and sends no Referer.
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]).toMatchObject({
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
    expect(errors).toEqual([]);
  });

  it('answers /api/get-pkce-challenge itself: the challenge, the state and where to sign in', async () => {
    const { page } = await shopper();
    await page.goto(`${snacksUrl}/`);
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/get-pkce-challenge?returnTo=%2Fcart');
      return {
        status: response.status,
        cache: response.headers.get('cache-control'),
        body: await response.json(),
      };
    });
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('no-store');
    const data = (
      answer.body as {
        data: {
          codeChallenge: string;
          codeChallengeMethod: string;
          state: string;
          authorizationUrl: string;
        };
      }
    ).data;
    expect(data.codeChallengeMethod).toBe('S256');
    expect(data.authorizationUrl).toContain(`${apiUrl}/oidc/auth?`);
    const url = new URL(data.authorizationUrl);
    expect(url.searchParams.get('code_challenge')).toBe(data.codeChallenge);
    expect(url.searchParams.get('state')).toBe(data.state);
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    // The verifier stayed in the site's session: following the URL signs in and comes back.
    await page.goto(data.authorizationUrl);
    await page.waitForURL(/\/login\?interaction=/);
    await submitLogin(page, rosa.email, PASSWORD);
    await page.waitForURL(`${snacksUrl}/cart`);
  });

  it('comes back to the page the shopper was on, with the mix builder’s state', async () => {
    const { page } = await shopper();
    await page.goto(`${snacksUrl}/varietypack/customize`);
    await page.evaluate(() => window.sessionStorage.setItem('mix-marker', 'kept'));
    await page.goto(`${snacksUrl}/varietypack/customize?signin=true`);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.getByRole('dialog').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/login\?interaction=/);
    // With scripts the popup asked for the PKCE challenge and went straight to the provider.
    expect(asked).toContain('/api/get-pkce-challenge');
    expect(asked).not.toContain('/signin');
    await submitLogin(page, rosa.email, PASSWORD);
    await page.waitForURL(`${snacksUrl}/varietypack/customize`);
    expect(await page.evaluate(() => window.sessionStorage.getItem('mix-marker'))).toBe('kept');
  });

  it('keeps the shopper on the page, saying so, when the sign-in cannot start', async () => {
    const { page, errors } = await shopper();
    await page.route('**/api/get-pkce-challenge?*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${snacksUrl}/all-snacks?signin=true&lang=es-us`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Crear cuenta', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Se produjo un error en el servidor, inténtelo de nuevo');
    expect(new URL(page.url()).pathname).toBe('/all-snacks');
    expect(await axeViolations(page)).toEqual([]);
    // The site failed to answer: the only error is that answer's.
    expect(errors.filter((error) => !error.includes('503'))).toEqual([]);
  });

  it('signs in and out without JavaScript', async () => {
    const { page } = await shopper({ javaScript: false });
    await openLogin(page, snacksUrl);
    await submitLogin(page, rosa.email, PASSWORD);
    // Without JavaScript the callback page offers a link back.
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${snacksUrl}/`);
    await greeting(page, 'en-us', 'Rosa').waitFor();
    await signOut(page, snacksUrl);
  });

  it('refuses a wrong password, then locks the account after five in a row', async () => {
    const { page, errors } = await shopper();
    const lena: Person = { firstName: 'Lena', lastName: 'Berg', email: 'lena.berg@example.com' };
    await createAccount(page, snacksUrl, lena);
    await signOut(page, snacksUrl);

    await openLogin(page, snacksUrl);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitLogin(page, lena.email, 'Wrong#Password1');
      await expect
        .poll(() => formMessage(page).textContent())
        .toMatch(/Invalid email or password\. Please try again|locked/);
    }
    await submitLogin(page, lena.email, PASSWORD);
    await expect
      .poll(() => formMessage(page).textContent())
      .toBe(
        'Your account has been locked due to too many incorrect password attempts. ' +
          'You can try again in 15 minutes, or reset your password now.',
      );
    await formMessage(page).getByRole('link', { name: 'reset your password now.' }).click();
    await page.waitForURL(`${snacksUrl}/forgotpassword`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('sends a reset link to the dev mailbox, takes the token out of the URL and sets a new password', async () => {
    const { page, errors } = await shopper();
    const omar: Person = {
      firstName: 'Omar',
      lastName: 'Haddad',
      email: 'omar.haddad@example.com',
    };
    await createAccount(page, snacksUrl, omar);
    await signOut(page, snacksUrl);

    await openLogin(page, snacksUrl);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${snacksUrl}/forgotpassword`);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('input[name="email"]').fill(omar.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page
      .getByText('If an account uses this email, we have sent it a link to reset the password.')
      .waitFor();

    const link = await resetLink(omar.email);
    await page.goto(link);
    await page.waitForURL(`${snacksUrl}/resetpassword`);
    expect(page.url()).not.toContain('token');
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('input[name="password"]').fill('short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect
      .poll(() => page.locator('input[name="password"]').getAttribute('aria-invalid'))
      .toBe('true');
    await page.locator('input[name="password"]').fill('Fresh#Pretzel77');
    await expect.poll(() => page.locator('[data-criterion][data-met="true"]').count()).toBe(5);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password has been changed. You can sign in with it now.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await page.waitForURL(/\/login\?interaction=/);
    await submitLogin(page, omar.email, 'Fresh#Pretzel77');
    await page.waitForURL(`${snacksUrl}/`);
    await greeting(page, 'en-us', 'Omar').waitFor();

    // The same link works once: opened again, its page says so at once and offers no form.
    await page.goto(link);
    await page.waitForURL(`${snacksUrl}/resetpassword`);
    await page
      .getByText('This link has expired or was already used. Please ask for a new one.')
      .waitFor();
    expect(await page.locator('input[name="password"]').count()).toBe(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('signs in with Google through the stand-in issuer, completing a new account’s profile', async () => {
    const { page } = await shopper();
    // The site's pages only: the API's own pages (the stand-in's chooser) have no icon.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.location().url.startsWith(apiUrl)) {
        errors.push(message.text());
      }
    });
    await openLogin(page, snacksUrl);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(new RegExp(`^${apiUrl}/dev/google`));
    await page.getByRole('button', { name: /Ada Okafor/ }).click();
    await page.waitForURL(/\/create-account\?interaction=.*google=1/);
    await page.getByRole('heading', { name: 'Finish creating your account' }).waitFor();
    await expect(page.locator('input[name="firstName"]').inputValue()).resolves.toBe('Ada');
    await expect(page.locator('input[name="password"]').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await fillProfile(page);
    await page.getByRole('button', { name: 'Finish and sign in' }).click();
    await page.waitForURL(`${snacksUrl}/`);
    await greeting(page, 'en-us', 'Ada').waitFor();
    // A social login: authenticated, no session token in the slice, the API token stored.
    expect(await storedToken(page)).toContain('accessToken');
    const user = await page.evaluate(() => window.sessionStorage.getItem('user'));
    expect(user).toContain('"loginMethod":"social"');
    expect(user).toContain('"isAuthenticated":true');
    await signOut(page, snacksUrl);

    // The Google account's email cannot register with a password, nor reset one.
    await openLogin(page, snacksUrl);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await fillSignUp(page, {
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada.okafor@example.com',
    });
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect
      .poll(() => formMessage(page).textContent())
      .toBe('Account already exists. Please login through Google sign in');
    await expect(
      formMessage(page).getByRole('link', { name: 'Google sign in' }).getAttribute('href'),
    ).resolves.toBe(`${snacksUrl}/?signin=true`);
    await page.goto(`${snacksUrl}/forgotpassword`);
    await page.locator('input[name="email"]').fill('ada.okafor@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('Forgot password is not available for a Google sign in account').waitFor();
    expect(errors).toEqual([]);
  });

  it('offers every birth year from 2030 to 1909 and answers one too recent with the under-18 message', async () => {
    const { page, errors } = await shopper();
    await openLogin(page, snacksUrl);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/create-account\?interaction=/);
    const years = await page
      .locator('select[name="birthYear"] option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(years.filter(Boolean)).toEqual(
      Array.from({ length: 2030 - 1909 + 1 }, (_, index) => String(2030 - index)),
    );
    await fillSignUp(page, {
      firstName: 'Tomas',
      lastName: 'Young',
      email: 'tomas.young@example.com',
    });
    await page.locator('select[name="birthYear"]').selectOption('2015');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    const birthDate = page.getByRole('group', { name: /Date of birth/ });
    await expect
      .poll(() => birthDate.textContent())
      .toContain('Sorry! You must be 18 or older to register for the concert.');
    expect(page.url()).toMatch(/\/create-account\?interaction=/);
    expect(errors).toEqual([]);
  });

  it('never links a Google account to a password account of the same email', async () => {
    const { page } = await shopper();
    await createAccount(page, snacksUrl, {
      firstName: 'Bruno',
      lastName: 'Castillo',
      email: 'bruno.castillo@example.com',
    });
    await signOut(page, snacksUrl);
    await openLogin(page, snacksUrl);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: /Bruno Castillo/ }).click();
    await page.waitForURL(/\/login\?interaction=.*error=google-link/);
    await expect
      .poll(() => formMessage(page).textContent())
      .toBe('An account with this email already exists. Please sign in with your password.');
  });

  it('ends a signed-in customer’s session after 1 s on multipack/all-snacks with the test feature, and leaves a visitor alone', async () => {
    const { page, errors } = await shopper();
    await page.goto(`${snacksUrl}/multipack/all-snacks?testsessionexpirefeature`);
    await page.getByRole('heading', { level: 1, name: 'Snacks for your multipack' }).waitFor();
    await page.waitForTimeout(1800);
    expect(new URL(page.url()).pathname).toBe('/multipack/all-snacks');
    await expect(
      page.getByText('Your session has timed out. Please login to continue.').count(),
    ).resolves.toBe(0);

    await openLogin(page, snacksUrl, '/multipack/all-snacks?testsessionexpirefeature');
    await submitLogin(page, rosa.email, PASSWORD);
    await page.waitForURL(/\/multipack\/all-snacks/);
    await page.waitForURL(`${snacksUrl}/`);
    await page.getByText('Your session has timed out. Please login to continue.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(await storedToken(page)).toBeNull();
    // The site's session ended too: a new page is a visitor's.
    await page.reload();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(errors).toEqual([]);
  });
});

describe('one sign-in for both sites', () => {
  it('signs in to rewards on its first page without a click after snacks, greets the shopper, and signing out ends both', async () => {
    const { page, errors } = await shopper();
    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(request.url());
    });
    // A visitor's first page goes nowhere near the provider.
    await page.goto(`${rewardsUrl}/`);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(visited.filter((url) => url.includes('/oidc/'))).toEqual([]);

    const mei: Person = { firstName: 'Mei', lastName: 'Chen', email: 'mei.chen@example.com' };
    await createAccount(page, snacksUrl, mei);
    visited.length = 0;
    // The other site's first page checks silently (prompt=none) and comes back signed in.
    await page.goto(`${rewardsUrl}/?lang=es-us`);
    await page
      .getByText('Le damos la bienvenida de nuevo, Mei. Su sesión también está iniciada aquí.')
      .waitFor();
    await greeting(page, 'es-us', 'Mei').waitFor();
    expect(page.url()).toBe(`${rewardsUrl}/?lang=es-us`);
    expect(visited.filter((url) => url.includes('prompt=none'))).toHaveLength(1);
    expect(visited.filter((url) => url.includes('/login?'))).toEqual([]);
    await page.goto(`${rewardsUrl}/?lang=en-us`);
    await greeting(page, 'en-us', 'Mei').waitFor();
    expect(visited.filter((url) => url.includes('prompt=none'))).toHaveLength(1);

    // The silent check (prompt=none) finds the same sign-in.
    await page.goto(`${snacksUrl}/signin?prompt=none&returnTo=%2Fcart`);
    await page.waitForURL(`${snacksUrl}/cart`);
    await expect.poll(() => storedToken(page)).toEqual(expect.any(String));
    const snacksToken = await storedToken(page);

    await page.goto(`${rewardsUrl}/`);
    await signOut(page, rewardsUrl);
    // Signing out on rewards ended snacks' API session on the server, before any page of
    // snacks (or of the provider) ran a script: the token is refused outright.
    const afterSignOut = await fetch(`${apiUrl}/webservices/getcustomer`, {
      headers: { ...(await handshakeHeaders(apiUrl)), 'X-Auth-Token': snacksToken! },
    });
    expect(afterSignOut.status).toBe(401);
    // Snacks' API session ended with the provider's grant: its next page is a visitor's,
    // and the browser's token goes.
    await page.goto(`${snacksUrl}/`);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    await expect.poll(() => storedToken(page)).toBeNull();

    // Signed out, the hint went: the other site's pages make no trip to the provider.
    visited.length = 0;
    await page.goto(`${rewardsUrl}/cart`);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(visited.filter((url) => url.includes('/oidc/'))).toEqual([]);

    // Signed out at the provider too: a silent check now asks for the password.
    await page.goto(`${rewardsUrl}/signin?prompt=none`);
    await page.waitForURL(/\/login\?interaction=/);
    expect(errors).toEqual([]);
  });
});

describe('the rewards site, in Spanish', () => {
  it('is the loyalty sign-in, with its own failure message, by email or member number, and creates accounts in Spanish', async () => {
    const { page, errors } = await shopper();
    const lucia: Person = {
      firstName: 'Lucía',
      lastName: 'Ramos',
      email: 'lucia.ramos@example.com',
    };
    await createAccount(page, rewardsUrl, lucia, 'es-us');
    // Her member number as the footer prints it, in groups of four like the card.
    const member = page.locator('footer').getByText(/Usted es miembro, n\.º \d{4} \d{4} \d{4}\./);
    const number = /\d{4} \d{4} \d{4}/.exec((await member.textContent()) ?? '')?.[0];
    expect(number).toBeDefined();
    await signOut(page, rewardsUrl, 'es-us');

    await openLogin(page, rewardsUrl);
    await page
      .getByRole('heading', { level: 1, name: 'Iniciar sesión en Snack Rewards' })
      .waitFor();
    const who = page.getByRole('textbox', { name: 'Correo electrónico o número de miembro' });
    await expect(who.getAttribute('type')).resolves.toBe('text');
    expect(await axeViolations(page)).toEqual([]);
    // Neither an email nor 12 digits: the form says so, and nothing reaches the API.
    await who.fill('1234 5678');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page
      .getByText(
        'Ingrese una dirección de correo electrónico o su número de miembro de 12 dígitos.',
      )
      .waitFor();
    await submitLogin(page, lucia.email, 'Wrong#Password1', 'es-us');
    await expect
      .poll(() => formMessage(page).textContent())
      .toBe('Error de autenticación. Su nombre de usuario o contraseña son incorrectos.');
    await submitLogin(page, number!, PASSWORD, 'es-us');
    await page.waitForURL(home(rewardsUrl));
    await greeting(page, 'es-us', 'Lucía').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the English rewards wording on a failed sign-in', async () => {
    const { page } = await shopper();
    await page.goto(`${rewardsUrl}/?lang=en-us`);
    await openLogin(page, rewardsUrl);
    await page.getByRole('heading', { level: 1, name: 'Sign in to Snack Rewards' }).waitFor();
    await submitLogin(page, 'nobody@example.com', 'Wrong#Password1');
    await expect
      .poll(() => formMessage(page).textContent())
      .toBe('Authentication Failed. Your username or password is incorrect.');
  });

  it('says at once, in view, that a limited sign-up was refused, or that the account exists when only its sign-in was', async () => {
    const { page, errors } = await shopper();
    await page.goto(`${rewardsUrl}/signin?screen=create`);
    await page.waitForURL(/\/create-account\?interaction=/);
    const uid = new URL(page.url()).searchParams.get('interaction')!;
    const post = (path: string, form: Record<string, string>) =>
      page.request.post(`${rewardsUrl}${path}?interaction=${uid}`, {
        form: { interaction: uid, ...form },
        headers: { Origin: rewardsUrl },
      });
    // This address has used up its sign-ins (20 in 15 minutes), not its sign-ups.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await post('/login', {
        username: `nobody${attempt}@example.com`,
        password: 'Wrong#Password1',
      });
    }
    const tomas: Person = {
      firstName: 'Tomás',
      lastName: 'Vidal',
      email: 'tomas.vidal@example.com',
    };
    await fillSignUp(page, tomas);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    // At once (the poll's one second), where the shopper is looking, and no form to send again.
    await expect
      .poll(() => formMessage(page).textContent())
      .toBe(
        'Your account has been created, but there have been too many sign-in attempts. ' +
          'Please wait a few minutes, then sign in.',
      );
    const inView = () =>
      formMessage(page).evaluate((element) => {
        const box = element.getBoundingClientRect();
        return (
          document.activeElement === element && box.top >= 0 && box.bottom <= window.innerHeight
        );
      });
    expect(await inView()).toBe(true);
    expect(await page.getByRole('button', { name: 'Create account', exact: true }).count()).toBe(0);
    expect(
      await formMessage(page).getByRole('link', { name: 'sign in.' }).getAttribute('href'),
    ).toBe('/signin');

    // The same email four more times: its sign-ups (5 an hour) are used up. In Spanish, the
    // refusal of the sixth, beside the top of the form the shopper submitted at its foot.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await post('/create-account', {
        intent: 'register',
        firstName: 'Tomás',
        lastName: 'Vidal',
        email: tomas.email,
        password: PASSWORD,
        birthMonth: '4',
        birthDay: '12',
        birthYear: '1990',
        gender: 'male',
        terms: 'on',
      });
    }
    await page.goto(`${rewardsUrl}/?lang=es-us`);
    await page.goto(`${rewardsUrl}/signin?screen=create`);
    await page.waitForURL(/\/create-account\?interaction=/);
    await fillSignUp(page, tomas);
    await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await expect
      .poll(() => formMessage(page).textContent())
      .toBe('Demasiados intentos. Espere unos minutos e inténtelo de nuevo.');
    expect(await inView()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the sign-up messages in Spanish, checked in the browser and on the server alike', async () => {
    const { page } = await shopper();
    await page.goto(`${rewardsUrl}/?lang=es-us`);
    await page.goto(`${rewardsUrl}/signin?screen=create`);
    await page.waitForURL(/\/create-account\?interaction=/);
    await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await page.getByText('Acepte los Términos de uso para continuar.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the account pages in both languages', () => {
  it.each(['en-us', 'es-us'] as const)('pass axe in %s', async (language) => {
    const { page, errors } = await shopper();
    for (const [siteUrl, path] of [
      [snacksUrl, '/forgotpassword'],
      [snacksUrl, '/resetpassword'],
      [rewardsUrl, '/verify-email'],
      [rewardsUrl, '/implicit/callback?code=forged&state=forged'],
    ] as const) {
      await page.goto(`${siteUrl}${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
    }
    await openLogin(page, snacksUrl);
    expect(await axeViolations(page)).toEqual([]);
    // The forged callback is answered 400, which the console reports; nothing else.
    expect(errors.filter((error) => !error.includes('400 (Bad Request)'))).toEqual([]);
  });
});

/** The reset link of the newest password-reset message to `email`, from the dev mailbox. */
async function resetLink(email: string): Promise<string> {
  const list = await (await fetch(`${apiUrl}/dev/mailbox`)).text();
  const row = list.split('<tr>').find((part) => part.includes(email));
  const message = row && /href="([^"]+)"/.exec(row)?.[1];
  expect(message, `no message to ${email}`).toBeDefined();
  const body = await (await fetch(`${apiUrl}${message}`)).text();
  const link = /(http:\/\/[^\s<"]+\/resetpassword\?token=[^\s<"&]+)/.exec(body)?.[1];
  expect(link, 'no reset link in the message').toBeDefined();
  return link!.replace(/&amp;/g, '&');
}
