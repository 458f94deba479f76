import * as client from 'openid-client';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../test/harness';
import {
  Browser,
  getCustomer,
  landing,
  passwordSignIn,
  registerCustomer,
  SiteServer,
  TEST_SITES,
  testIdentity,
} from './flow-fixtures';

/** The hidden fields and action of the first form of a page. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!;
  }
  return { action: action.replace(/&amp;/g, '&'), fields };
}

describeApi(
  'one sign-in for both sites, one sign-out',
  (api) => {
    let snacks: SiteServer;
    let rewards: SiteServer;
    const email = 'rosa.sso@example.com';

    beforeAll(async () => {
      snacks = await SiteServer.create(api(), TEST_SITES.snacks, `${api().baseUrl}/oidc`);
      rewards = await SiteServer.create(api(), TEST_SITES.rewards, `${api().baseUrl}/oidc`);
      await registerCustomer(api(), email, 'rewards');
    });

    it('signs in on rewards without a login page after signing in on snacks, and signs out of both', async () => {
      const browser = new Browser();
      const onSnacks = await passwordSignIn(api(), browser, snacks, email);
      expect(onSnacks.tokens.claims()).not.toHaveProperty('loyalty_id');

      const pending = await rewards.startSignIn();
      const hops = await browser.follow(pending.url.href, api().baseUrl);
      const callback = landing(hops);
      expect(callback).toMatch(/^http:\/\/rewards\.test\/implicit\/callback\?code=/);
      expect(hops.some((hop) => hop.location?.includes('/login'))).toBe(false);
      const tokens = await rewards.finishSignIn(callback, pending);
      expect(tokens.claims()).toMatchObject({
        email,
        rewards_member: true,
        loyalty_id: expect.stringMatching(/^\d{12}$/),
      });
      const onRewards = await rewards.exchange(tokens.access_token);
      expect(onRewards.customer.accountId).toBe(onSnacks.session.customer.accountId);
      expect((await getCustomer(api(), onRewards.sessionToken)).status).toBe(200);

      // Sign-out on snacks: the provider's page submits itself (a button without JavaScript).
      const endSession = client.buildEndSessionUrl(snacks.config, {
        id_token_hint: onSnacks.tokens.id_token!,
        post_logout_redirect_uri: 'http://snacks.test/',
      });
      const confirm = await browser.request(endSession.href);
      expect(confirm.status).toBe(200);
      expect(confirm.body).toMatch(/<button type="submit">Sign out<\/button>/);
      const form = formOf(confirm.body);
      expect(form.fields.logout).toBe('yes');
      const done = await browser.request(form.action, { form: form.fields });
      expect(done.status).toBe(303);
      expect(done.location).toBe('http://snacks.test/');

      for (const token of [onSnacks.session.sessionToken, onRewards.sessionToken]) {
        expect(await getCustomer(api(), token)).toMatchObject({
          status: 401,
          code: 'INVALID_TOKEN',
        });
      }
      // The provider's session is gone too: the next sign-in asks for the password.
      const next = await rewards.startSignIn();
      expect(landing(await browser.follow(next.url.href, api().baseUrl))).toMatch(
        /^http:\/\/rewards\.test\/login\?interaction=/,
      );
    });

    it('signs out of both sites from the site’s server alone: the other site’s token stops at once, no browser page needed', async () => {
      const browser = new Browser();
      const onSnacks = await passwordSignIn(api(), browser, snacks, email);
      const pending = await rewards.startSignIn();
      const tokens = await rewards.finishSignIn(
        landing(await browser.follow(pending.url.href, api().baseUrl)),
        pending,
      );
      const onRewards = await rewards.exchange(tokens.access_token);
      // Another browser's sign-in of the same shopper is not this sign-in: it stays.
      const elsewhere = await passwordSignIn(api(), new Browser(), snacks, email);

      const ended = await snacks.call('sessionEnd', {
        body: { sessionToken: onSnacks.session.sessionToken, reason: 'signout' },
      });
      expect(ended.status).toBe(200);
      expect(ended.body.data).toEqual({ ended: true, sessionsEnded: 2 });

      // The browser never went to the provider's sign-out page, yet neither token works.
      for (const token of [onSnacks.session.sessionToken, onRewards.sessionToken]) {
        expect(await getCustomer(api(), token)).toMatchObject({
          status: 401,
          code: 'INVALID_TOKEN',
        });
      }
      expect((await getCustomer(api(), elsewhere.session.sessionToken)).status).toBe(200);
      // The provider's session went with it: the next sign-in on either site asks for the password.
      for (const site of [snacks, rewards]) {
        const next = await site.startSignIn();
        expect(landing(await browser.follow(next.url.href, api().baseUrl))).toMatch(
          new RegExp(`^${site.site.origin}/login\\?interaction=`),
        );
      }
    });

    it('answers a silent check (prompt=none) with a code when signed in, login_required when not', async () => {
      const signedIn = new Browser();
      await passwordSignIn(api(), signedIn, snacks, email);
      const silent = await rewards.startSignIn({ prompt: 'none' }, 'ssocallback');
      const answer = new URL(landing(await signedIn.follow(silent.url.href, api().baseUrl)));
      expect(answer.origin + answer.pathname).toBe('http://rewards.test/implicit/ssocallback');
      expect(answer.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);

      const visitor = new Browser();
      const check = await rewards.startSignIn({ prompt: 'none' }, 'ssocallback');
      const refused = new URL(landing(await visitor.follow(check.url.href, api().baseUrl)));
      expect(refused.origin + refused.pathname).toBe('http://rewards.test/implicit/ssocallback');
      expect(refused.searchParams.get('error')).toBe('login_required');
    });

    it('keeps the rewards scope to the rewards site', async () => {
      const pending = await snacks.startSignIn({ scope: 'openid profile email rewards' });
      const answer = new URL(landing(await new Browser().follow(pending.url.href, api().baseUrl)));
      expect(answer.searchParams.get('error')).toBe('invalid_scope');
    });
  },
  { seed: false, app: (origin) => testIdentity(origin) },
);
