import { MESSAGES } from '@snackshop/commerce-core';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../test/harness';
import {
  Browser,
  getCustomer,
  interactionOf,
  landing,
  registerCustomer,
  SiteServer,
  TEST_SITES,
  testIdentity,
  type PendingSignIn,
} from '../oidc/flow-fixtures';
import { GOOGLE_STATE_COOKIE } from './federation';
import { STAND_IN_ACCOUNTS } from './standin';

const [ada, bruno, chloe] = STAND_IN_ACCOUNTS as [
  (typeof STAND_IN_ACCOUNTS)[number],
  (typeof STAND_IN_ACCOUNTS)[number],
  (typeof STAND_IN_ACCOUNTS)[number],
];

const profile = {
  firstName: 'Ada',
  lastName: 'Okafor',
  birthDay: 2,
  birthMonth: 7,
  birthYear: 1988,
  gender: 'female',
  terms: true,
  shopNewsletter: true,
} as const;

describeApi(
  'Google sign-in through the stand-in issuer',
  (api) => {
    let snacks: SiteServer;

    beforeAll(async () => {
      snacks = await SiteServer.create(api(), TEST_SITES.snacks, `${api().baseUrl}/oidc`);
    });

    /** The shopper opens the login page and presses the Google button. */
    async function toGoogle(
      browser: Browser,
    ): Promise<{ pending: PendingSignIn; uid: string; chooser: string }> {
      const pending = await snacks.startSignIn();
      const uid = interactionOf(landing(await browser.follow(pending.url.href, api().baseUrl)));
      const google = await snacks.call('interactionGoogle', { body: { uid } });
      expect(google.status).toBe(200);
      const hops = await browser.follow(google.body.data.redirectTo, api().baseUrl);
      const chooser = hops[hops.length - 1]!;
      expect(chooser.status).toBe(200);
      expect(chooser.url).toMatch(/\/dev\/google\/interaction\//);
      return { pending, uid, chooser: chooser.url };
    }

    /** Picks an account on the stand-in's chooser and follows back to a site. */
    async function choose(browser: Browser, chooser: string, accountId: string) {
      return landing(
        await browser.follow(chooser, api().baseUrl, { form: { account: accountId } }),
      );
    }

    it('offers Google and lists the stand-in’s accounts on its chooser', async () => {
      const browser = new Browser();
      const pending = await snacks.startSignIn();
      const uid = interactionOf(landing(await browser.follow(pending.url.href, api().baseUrl)));
      const details = await snacks.call('interactionDetails', { query: { uid } });
      expect(details.body.data.googleEnabled).toBe(true);
      const { chooser } = await toGoogle(browser);
      const page = await browser.request(chooser);
      for (const account of STAND_IN_ACCOUNTS) expect(page.body).toContain(account.email);
    });

    it('creates the account of a new Google identity from its profile, then signs it in', async () => {
      const browser = new Browser();
      const { pending, uid, chooser } = await toGoogle(browser);
      const createPage = await choose(browser, chooser, ada.id);
      expect(createPage).toBe(`http://snacks.test/create-account?interaction=${uid}&google=1`);

      const details = await snacks.call('interactionDetails', { query: { uid } });
      expect(details.body.data).toMatchObject({
        prompt: 'profile',
        email: ada.email,
        firstName: ada.givenName,
        lastName: ada.familyName,
      });

      const created = await snacks.call('createProfile', { body: { uid, ...profile } });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const callback = landing(await browser.follow(created.body.data.redirectTo, api().baseUrl));
      expect(callback).toMatch(/^http:\/\/snacks\.test\/implicit\/callback\?code=/);
      const tokens = await snacks.finishSignIn(callback, pending);
      expect(tokens.claims()).toMatchObject({ email: ada.email, email_verified: true });
      const session = await snacks.exchange(tokens.access_token);
      expect(session.loginMethod).toBe('google');
      const customer = await getCustomer(api(), session.sessionToken);
      expect(customer.status).toBe(200);

      // The profile is spent: it cannot create a second account.
      const again = await snacks.refusal('createProfile', { body: { uid, ...profile } });
      expect(again.status).toBe(410);
    });

    it('signs a known Google identity straight in', async () => {
      const browser = new Browser();
      const { pending, chooser } = await toGoogle(browser);
      const callback = await choose(browser, chooser, ada.id);
      expect(callback).toMatch(/^http:\/\/snacks\.test\/implicit\/callback\?code=/);
      const tokens = await snacks.finishSignIn(callback, pending);
      const session = await snacks.exchange(tokens.access_token);
      expect(session.loginMethod).toBe('google');
    });

    it('never links a Google email that has a password account', async () => {
      await registerCustomer(api(), chloe.email);
      const browser = new Browser();
      const { uid, chooser } = await toGoogle(browser);
      const back = await choose(browser, chooser, chloe.id);
      expect(back).toBe(`http://snacks.test/login?interaction=${uid}&error=google-link`);
      expect(MESSAGES.googleLinkRefused.en).toMatch(/sign in with your password/);
      const password = await snacks.login(uid, chloe.email);
      expect(password.status).toBe(200);
    });

    it('refuses Google’s answer delivered to another browser', async () => {
      const shopper = new Browser();
      const { chooser } = await toGoogle(shopper);
      // The shopper's browser goes to Google and gets the code; an intruder's browser
      // (without the shopper's state cookie) delivers it to the callback.
      const picked = await shopper.request(chooser, { form: { account: bruno.id } });
      const resumed = await shopper.request(picked.location!);
      const callback = resumed.location!;
      expect(callback).toContain('/identity/google/callback?');
      const stolen = await new Browser().request(callback);
      expect(stolen.status).toBe(400);
      expect(stolen.body).toContain(MESSAGES.signInExpired.en);
      // The shopper's own browser still finishes it.
      expect(shopper.has(GOOGLE_STATE_COOKIE)).toBe(true);
      expect(landing(await shopper.follow(callback, api().baseUrl))).toMatch(
        /^http:\/\/snacks\.test\/create-account\?interaction=/,
      );
    });

    it('only lets the browser of the sign-in start its Google step', async () => {
      const shopper = new Browser();
      const pending = await snacks.startSignIn();
      const uid = interactionOf(landing(await shopper.follow(pending.url.href, api().baseUrl)));
      const google = await snacks.call('interactionGoogle', { body: { uid } });
      const intruder = await new Browser().request(google.body.data.redirectTo);
      expect(intruder.status).toBe(400);
      expect(intruder.location).toBeNull();
    });
  },
  { seed: false, app: (origin) => testIdentity(origin, 'stand-in') },
);
