import { MESSAGES } from '@snackshop/commerce-core';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../test/harness';
import {
  Browser,
  interactionOf,
  landing,
  registerCustomer,
  SiteServer,
  TEST_SITES,
  testIdentity,
} from './flow-fixtures';

describeApi(
  'a lock per email, whether or not it has an account',
  (api) => {
    let snacks: SiteServer;
    const known = `locked.known.${Date.now()}@example.com`;
    const unknown = `locked.unknown.${Date.now()}@example.com`;

    beforeAll(async () => {
      snacks = await SiteServer.create(
        api(),
        TEST_SITES.snacks,
        `${api().baseUrl}/oidc`,
        '203.0.113.77',
      );
      await registerCustomer(api(), known);
    });

    /** Six wrong passwords for `email` on the login page: each answer's status and message. */
    async function sixWrongPasswords(email: string) {
      const browser = new Browser();
      const pending = await snacks.startSignIn();
      const uid = interactionOf(landing(await browser.follow(pending.url.href, api().baseUrl)));
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        const answer = await snacks.loginRefused(uid, email, `Wrong#Password${i}`);
        answers.push({
          status: answer.status,
          code: answer.body.code,
          message: answer.body.message,
        });
      }
      return answers;
    }

    it('answers an unknown email exactly as an account: refused four times, then locked', async () => {
      const forAccount = await sixWrongPasswords(known);
      const forNobody = await sixWrongPasswords(unknown);
      expect(forNobody).toEqual(forAccount);
      const refused = {
        status: 401,
        code: 'INVALID_CREDENTIALS',
        message: MESSAGES.badCredentials.en,
      };
      const locked = {
        status: 423,
        code: 'ACCOUNT_LOCKED',
        message: 'Your account has been locked due to too many incorrect password attempts',
      };
      expect(forNobody).toEqual([refused, refused, refused, refused, locked, locked]);
    });
  },
  { seed: false, app: (origin) => testIdentity(origin) },
);
