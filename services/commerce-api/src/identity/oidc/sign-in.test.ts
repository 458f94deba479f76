import { MESSAGES } from '@snackshop/commerce-core';
import * as client from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../../../test/account-fixtures';
import { describeApi } from '../../../test/harness';
import {
  Browser,
  getCustomer,
  interactionOf,
  landing,
  passwordSignIn,
  registerCustomer,
  SiteServer,
  TEST_SITES,
  testIdentity,
} from './flow-fixtures';

describeApi(
  'sign-in through the OpenID Provider',
  (api) => {
    let snacks: SiteServer;
    let rewards: SiteServer;
    const email = 'marisol.signin@example.com';

    beforeAll(async () => {
      snacks = await SiteServer.create(api(), TEST_SITES.snacks, `${api().baseUrl}/oidc`);
      rewards = await SiteServer.create(api(), TEST_SITES.rewards, `${api().baseUrl}/oidc`);
      await registerCustomer(api(), email);
    });

    it('signs in with a password: login page on the site, code, API session, get-customer', async () => {
      const browser = new Browser();
      const pending = await snacks.startSignIn();
      const toLogin = await browser.follow(pending.url.href, api().baseUrl);
      const loginPage = landing(toLogin);
      expect(loginPage).toMatch(/^http:\/\/snacks\.test\/login\?interaction=[\w-]+$/);
      const uid = interactionOf(loginPage);

      const details = await snacks.call('interactionDetails', { query: { uid } });
      expect(details.status).toBe(200);
      expect(details.body.data).toMatchObject({
        uid,
        prompt: 'login',
        siteId: 'snacks',
        googleEnabled: false,
        language: 'en-us',
      });

      const login = await snacks.login(uid, email);
      expect(login.status).toBe(200);
      expect(login.body.data.redirectTo).toBe(`${api().baseUrl}/oidc/auth/${uid}`);

      const callback = landing(await browser.follow(login.body.data.redirectTo, api().baseUrl));
      expect(callback).toMatch(/^http:\/\/snacks\.test\/implicit\/callback\?code=/);
      const tokens = await snacks.finishSignIn(callback, pending);
      expect(tokens.refresh_token).toBeUndefined();
      expect(tokens.claims()).toMatchObject({ email, given_name: 'Marisol' });

      const session = await snacks.exchange(tokens.access_token);
      expect(session.loginMethod).toBe('password');
      const customer = await getCustomer(api(), session.sessionToken);
      expect(customer.status).toBe(200);
      expect(customer.data?.accountId).toBe(session.customer.accountId);
    });

    it('opens the create-account page when the request says screen=create', async () => {
      const browser = new Browser();
      const pending = await snacks.startSignIn({ screen: 'create' });
      const page = landing(await browser.follow(pending.url.href, api().baseUrl));
      expect(page).toMatch(/^http:\/\/snacks\.test\/create-account\?interaction=/);
    });

    it('refuses a request without PKCE, and the plain method', async () => {
      const browser = new Browser();
      const pending = await snacks.startSignIn();
      const withoutPkce = new URL(pending.url);
      withoutPkce.searchParams.delete('code_challenge');
      withoutPkce.searchParams.delete('code_challenge_method');
      const refused = new URL(landing(await browser.follow(withoutPkce.href, api().baseUrl)));
      expect(refused.origin + refused.pathname).toBe('http://snacks.test/implicit/callback');
      expect(refused.searchParams.get('error')).toBe('invalid_request');

      const plain = new URL(pending.url);
      plain.searchParams.set('code_challenge', pending.verifier);
      plain.searchParams.set('code_challenge_method', 'plain');
      const refusedPlain = new URL(landing(await browser.follow(plain.href, api().baseUrl)));
      expect(refusedPlain.searchParams.get('error')).toBe('invalid_request');
      expect(refusedPlain.searchParams.get('code')).toBeNull();
    });

    it('never redirects to an unregistered redirect_uri', async () => {
      const browser = new Browser();
      const pending = await snacks.startSignIn({
        redirect_uri: 'http://attacker.test/implicit/callback',
      });
      const hops = await browser.follow(pending.url.href, api().baseUrl);
      const last = hops[hops.length - 1]!;
      expect(last.status).toBe(400);
      expect(last.location).toBeNull();
      expect(last.body).toContain('redirect_uri');
      expect(last.body).not.toMatch(/at \w+ \(|node_modules/);
    });

    it('refuses a callback whose state or nonce is not the site’s', async () => {
      const browser = new Browser();
      await passwordSignIn(api(), browser, snacks, email);
      // The same browser signs in again (its provider session: no password asked).
      const first = await snacks.startSignIn();
      const firstCallback = landing(await browser.follow(first.url.href, api().baseUrl));
      expect(firstCallback).toMatch(/\/implicit\/callback\?code=/);
      const wrongState = await snacks
        .finishSignIn(firstCallback, { ...first, state: client.randomState() })
        .catch((error: unknown) => error);
      expect(String((wrongState as Error).cause ?? wrongState)).toMatch(/state/);

      const second = await snacks.startSignIn();
      const secondCallback = landing(await browser.follow(second.url.href, api().baseUrl));
      const wrongNonce = await snacks
        .finishSignIn(secondCallback, { ...second, nonce: client.randomNonce() })
        .catch((error: unknown) => error);
      expect(String((wrongNonce as Error).cause ?? wrongNonce)).toMatch(/nonce/);
    });

    it('refuses a code used twice and ends the sessions of its grant', async () => {
      const browser = new Browser();
      await passwordSignIn(api(), browser, snacks, email);
      const pending = await snacks.startSignIn();
      const callback = landing(await browser.follow(pending.url.href, api().baseUrl));
      const tokens = await snacks.finishSignIn(callback, pending);
      const session = await snacks.exchange(tokens.access_token);
      expect((await getCustomer(api(), session.sessionToken)).status).toBe(200);

      const replay = await snacks.finishSignIn(callback, pending).catch((error: unknown) => error);
      expect(replay).toBeInstanceOf(Error);
      expect(JSON.stringify(replay) + String(replay)).toMatch(/invalid_grant/);
      const after = await getCustomer(api(), session.sessionToken);
      expect(after).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    });

    it('authenticates the site server and keeps each site to its own sign-ins', async () => {
      const browser = new Browser();
      const pending = await snacks.startSignIn();
      const uid = interactionOf(landing(await browser.follow(pending.url.href, api().baseUrl)));
      const body = { uid, email, password: 'Crunchy#Snack42' };

      const none = await snacks.refusal('interactionLogin', { body }, null);
      expect(none.status).toBe(401);
      expect(none.body.code).toBe('CLIENT_UNAUTHENTICATED');
      expect(none.headers.get('www-authenticate')).toMatch(/^Basic/);
      const wrong = await snacks.refusal(
        'interactionLogin',
        { body },
        { id: 'snacks', secret: TEST_SITES.rewards.clientSecret },
      );
      expect(wrong.status).toBe(401);
      const other = await rewards.refusal('interactionLogin', { body });
      expect(other.status).toBe(403);
      expect(other.body.code).toBe('WRONG_CLIENT');

      const unknown = await snacks.loginRefused('no-such-interaction', email);
      expect(unknown.status).toBe(410);
      expect(unknown.body.message).toBe(MESSAGES.signInExpired.en);
    });

    it('tells the site a wrong password in the catalogue’s words (rewards: its own)', async () => {
      const browser = new Browser();
      const pending = await rewards.startSignIn();
      const uid = interactionOf(landing(await browser.follow(pending.url.href, api().baseUrl)));
      const wrong = await rewards.loginRefused(uid, email, 'Wrong#Password1');
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe(MESSAGES.rewardsSignInFailed.en);
    });

    it('signs a rewards member in by number on the rewards site only', async () => {
      const member = await registerCustomer(api(), `member.${Date.now()}@example.com`, 'rewards');
      const number = member.loyaltyId!;
      const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');

      // The snacks site may not send a member number: 400 naming the field.
      const shopUid = interactionOf(
        landing(await new Browser().follow((await snacks.startSignIn()).url.href, api().baseUrl)),
      );
      const onShop = await snacks.refusal('interactionLogin', {
        body: { uid: shopUid, username: spaced, password: GOOD_PASSWORD },
      });
      expect(onShop.status).toBe(400);
      expect(onShop.body.errors).toEqual([
        { field: 'username', message: MESSAGES.memberNumberRewardsOnly.en },
      ]);

      const browser = new Browser();
      const pending = await rewards.startSignIn();
      const uid = interactionOf(landing(await browser.follow(pending.url.href, api().baseUrl)));
      const both = await rewards.refusal('interactionLogin', {
        body: { uid, email: member.email, username: number, password: GOOD_PASSWORD },
      });
      expect(both.status).toBe(400);
      expect(both.body.errors?.map((error) => error.field)).toEqual(['username']);
      const wrong = await rewards.refusal('interactionLogin', {
        body: { uid, username: spaced, password: 'Wrong#Password1' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe(MESSAGES.rewardsSignInFailed.en);

      const login = await rewards.call('interactionLogin', {
        body: { uid, username: spaced, password: GOOD_PASSWORD },
      });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const callback = landing(await browser.follow(login.body.data.redirectTo, api().baseUrl));
      const tokens = await rewards.finishSignIn(callback, pending);
      expect(tokens.claims()).toMatchObject({ email: member.email, loyalty_id: number });
    });

    it('does not complete an interaction in a browser other than the one that started it', async () => {
      const shopper = new Browser();
      const intruder = new Browser();
      const pending = await snacks.startSignIn();
      const uid = interactionOf(landing(await shopper.follow(pending.url.href, api().baseUrl)));
      const login = await snacks.login(uid, email);
      expect(login.status).toBe(200);

      const stolen = await intruder.follow(login.body.data.redirectTo, api().baseUrl);
      const last = stolen[stolen.length - 1]!;
      expect(last.status).toBe(400);
      expect(last.location).toBeNull();
      expect(last.body).toContain(MESSAGES.signInExpired.en);

      const callback = landing(await shopper.follow(login.body.data.redirectTo, api().baseUrl));
      expect(callback).toMatch(/^http:\/\/snacks\.test\/implicit\/callback\?code=/);
    });

    it('gives up with access_denied when the shopper cancels', async () => {
      const browser = new Browser();
      const pending = await snacks.startSignIn();
      const uid = interactionOf(landing(await browser.follow(pending.url.href, api().baseUrl)));
      const abort = await snacks.call('interactionAbort', { body: { uid } });
      expect(abort.status).toBe(200);
      const back = new URL(
        landing(await browser.follow(abort.body.data.redirectTo, api().baseUrl)),
      );
      expect(back.searchParams.get('error')).toBe('access_denied');
    });

    it('refuses a session exchange with another site’s or an unknown access token', async () => {
      const { tokens } = await passwordSignIn(api(), new Browser(), snacks, email);
      const foreign = await rewards.refusal('sessionExchange', {
        body: { accessToken: tokens.access_token },
      });
      expect(foreign.status).toBe(403);
      const unknown = await snacks.refusal('sessionExchange', {
        body: { accessToken: 'x'.repeat(43) },
      });
      expect(unknown.status).toBe(401);
      expect(unknown.body.code).toBe('ACCESS_TOKEN_INVALID');
    });
  },
  { seed: false, app: (origin) => testIdentity(origin) },
);

describe('the provider without Node bindings', () => {
  it('answers 404 under app.request()', async () => {
    const { createApp } = await import('../../app');
    const { createDatabase } = await import('../../db/client');
    const database = await createDatabase(undefined, { pgliteDir: 'memory://' });
    try {
      const app = createApp({
        db: database.db,
        handshakeSecret: 'x'.repeat(40),
        ...testIdentity('http://127.0.0.1:1'),
      });
      const response = await app.request('/oidc/.well-known/openid-configuration');
      expect(response.status).toBe(404);
    } finally {
      await database.close();
    }
  });
});
