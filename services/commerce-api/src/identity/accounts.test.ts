import { MESSAGES } from '@snackshop/commerce-core';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { customers, newsletterConsents } from '../db/schema/index';
import {
  GOOD_PASSWORD,
  lastMailTo,
  linkToken,
  registerCustomer,
  registration,
  signIn,
} from '../../test/account-fixtures';
import { describeApi } from '../../test/harness';

// The app's clock: tests move it to expire sessions and links; each test starts afresh.
const START = new Date('2026-11-25T12:00:00Z');
let clock = START;
/** Session lifetimes of this suite: 2 hours idle, 12 hours in all. */
const LIFETIMES = { idleSeconds: 2 * 3600, absoluteSeconds: 12 * 3600 };
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describeApi(
  'accounts (SPEC section 7)',
  (api) => {
    afterEach(() => {
      clock = START;
    });

    describe('register user', () => {
      it('creates the account with an argon2id hash and answers no secret', async () => {
        const body = registration({ rewardsNewsletter: true, shopNewsletter: 'on' });
        const response = await api().call('createCustomer', { body });
        expect(response.status).toBe(201);
        expect(response.body.data).toMatchObject({
          email: body.email,
          firstName: 'Marisol',
          lastName: 'Quintero',
          loyaltyId: null,
          rewardsMember: false,
        });
        expect(JSON.stringify(response.body)).not.toContain(GOOD_PASSWORD);
        const [row] = await api()
          .database.db.select()
          .from(customers)
          .where(eq(customers.email, String(body.email)));
        expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
        expect(row?.birthDate).toBe('1990-03-14');
        expect(row?.termsAcceptedAt).toEqual(clock);
        const consents = await api()
          .database.db.select()
          .from(newsletterConsents)
          .where(eq(newsletterConsents.customerId, row!.id));
        expect(consents.map((consent) => consent.code).sort()).toEqual([
          'SNK-REWARDS-NEWS',
          'SNK-SHOP-NEWS',
        ]);
        expect(consents.every((consent) => consent.consentedAt.getTime() === clock.getTime())).toBe(
          true,
        );
      });

      it('enrols a rewards-site sign-up in the programme with a loyalty number', async () => {
        const response = await api().call('createCustomer', {
          body: registration({ sourceID: 'rewards' }),
        });
        expect(response.status).toBe(201);
        expect(response.body.data.rewardsMember).toBe(true);
        expect(response.body.data.loyaltyId).toMatch(/^\d{12}$/);
      });

      it('refuses under-18s, missing terms and weak passwords with the spec’s messages', async () => {
        const year = clock.getUTCFullYear() - 17;
        const young = await api().refusal('createCustomer', {
          body: registration({ birthYear: year }),
        });
        expect(young.status).toBe(400);
        expect(young.body.errors).toContainEqual({
          field: 'birthYear',
          message: 'Sorry! You must be 18 or older to register for the concert.',
        });

        const noTerms = await api().refusal('createCustomer', {
          body: { ...registration(), terms: false },
        });
        expect(noTerms.status).toBe(400);
        expect(noTerms.body.errors?.map((error) => error.field)).toEqual(['terms']);

        const weak = await api().refusal('createCustomer', {
          body: registration({ password: 'snacks' }),
        });
        expect(weak.status).toBe(400);
        expect(weak.body.errors?.[0]?.field).toBe('password');
      });

      it('refuses an email already registered, whatever its case', async () => {
        const first = await registerCustomer(api());
        const again = await api().refusal('createCustomer', {
          body: registration({ email: first.email.toUpperCase() }),
        });
        expect(again.status).toBe(409);
        expect(again.body.code).toBe('ACCOUNT_EXISTS');
        expect(again.body.message).toBe(MESSAGES.accountExists.en);
      });

      it('sends a Google account’s email to Google sign-in', async () => {
        const email = `google.${Date.now()}@example.com`;
        await api().database.db.insert(customers).values({
          email,
          firstName: 'Ana',
          lastName: 'Ruiz',
          authProvider: 'google',
        });
        const response = await api().refusal('createCustomer', {
          body: registration({ email }),
        });
        expect(response.status).toBe(409);
        expect(response.body.message).toBe(
          'Account already exists. Please login through Google sign in',
        );
      });
    });

    describe('sessions', () => {
      it('answers get-customer to the session’s owner', async () => {
        const customer = await registerCustomer(api());
        const session = await signIn(api(), customer.accountId, () => clock, LIFETIMES);
        const response = await api().call('getCustomer', { headers: session.headers });
        expect(response.status).toBe(200);
        expect(response.body.data).toMatchObject({
          accountId: customer.accountId,
          loginMethod: 'password',
          accountContacts: [
            {
              email: customer.email,
              firstName: 'Marisol',
              lastName: 'Quintero',
              gender: 'female',
              birthDate: '1990-03-14',
            },
          ],
          accountUsers: [],
          accountAddresses: [],
        });
        expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash|failedLogin/);
      });

      it('tells a caller without a token, with an unknown one and with an expired one apart', async () => {
        const none = await api().refusal('getCustomer');
        expect(none.status).toBe(401);
        expect(none.body.code).toBe('SIGN_IN_REQUIRED');

        const unknown = await api().refusal('getCustomer', {
          headers: { 'X-Auth-Token': 'not-a-session-token-at-all' },
        });
        expect(unknown.status).toBe(401);
        expect(unknown.body.message).toBe('Invalid token.');

        const customer = await registerCustomer(api());
        const session = await signIn(api(), customer.accountId, () => clock, LIFETIMES);
        advance(2 * 3600 * 1000 + 1000);
        const expired = await api().refusal('getCustomer', { headers: session.headers });
        expect(expired.status).toBe(440);
        expect(expired.body.responseCode).toBe(440);
        expect(expired.body.message).toBe('Your session has timed out. Please login to continue.');
      });

      it('keeps a session in use alive until its absolute expiry', async () => {
        const customer = await registerCustomer(api());
        const session = await signIn(api(), customer.accountId, () => clock, LIFETIMES);
        const minutes = 100;
        let status = 200;
        let elapsed = 0;
        while (status === 200 && elapsed < 24 * 60) {
          advance(minutes * 60 * 1000);
          elapsed += minutes;
          status = (await api().call('getCustomer', { headers: session.headers })).status;
        }
        // A call every 100 minutes beats the 2-hour idle expiry, not the 12-hour absolute one.
        expect(status).toBe(440);
        expect(elapsed).toBe(Math.ceil((12 * 60) / minutes) * minutes);
      });

      it('ends the session on remove token', async () => {
        const customer = await registerCustomer(api());
        const session = await signIn(api(), customer.accountId, () => clock, LIFETIMES);
        const removed = await api().call('removeToken', { headers: session.headers });
        expect(removed.status).toBe(200);
        expect(removed.body.data).toEqual({ removed: true });
        const after = await api().refusal('getCustomer', { headers: session.headers });
        expect(after.status).toBe(401);
        expect(after.body.message).toBe('Invalid token.');
      });

      it('answers social-user identification for the caller’s own email only', async () => {
        const customer = await registerCustomer(api());
        const other = await registerCustomer(api());
        const session = await signIn(api(), customer.accountId, () => clock, LIFETIMES);
        const own = await api().call('usersExists', {
          query: { email: customer.email },
          headers: session.headers,
        });
        expect(own.body.data).toEqual({
          email: customer.email,
          exists: true,
          socialUser: false,
          provider: null,
        });
        const theirs = await api().refusal('usersExists', {
          query: { email: other.email },
          headers: session.headers,
        });
        expect(theirs.status).toBe(404);
      });
    });

    describe('forgot and reset password', () => {
      it('answers the same for an unknown email and mails a link for a known one', async () => {
        const customer = await registerCustomer(api());
        const unknown = await api().call('forgotPassword', {
          body: { email: `nobody.${Date.now()}@example.com` },
        });
        const known = await api().call('forgotPassword', { body: { email: customer.email } });
        expect(unknown.status).toBe(200);
        expect(known.status).toBe(200);
        expect(known.body.data).toEqual(unknown.body.data);
        expect(known.body.data.message).toBe(MESSAGES.resetLinkSent.en);
        const mail = await lastMailTo(api(), customer.email);
        expect(mail?.kind).toBe('password-reset');
        expect(mail?.text).toContain('http://localhost:3000/resetpassword?token=');
      });

      it('answers a Google account with the spec’s message', async () => {
        const email = `google.forgot.${Date.now()}@example.com`;
        await api().database.db.insert(customers).values({
          email,
          firstName: 'Ana',
          lastName: 'Ruiz',
          authProvider: 'google',
        });
        const response = await api().refusal('forgotPassword', { body: { email } });
        expect(response.status).toBe(422);
        expect(response.body.message).toBe(
          'Forgot password is not available for a Google sign in account',
        );
      });

      it('resets once with the mailed token, ending every session', async () => {
        const customer = await registerCustomer(api());
        const session = await signIn(api(), customer.accountId, () => clock, LIFETIMES);
        await api().call('forgotPassword', {
          body: { email: customer.email, sourceID: 'rewards', lang: 'es-us' },
        });
        const mail = await lastMailTo(api(), customer.email);
        expect(mail?.subject).toBe('Restablezca su contraseña de Snack Shop');
        expect(mail?.text).toContain('http://localhost:3001/resetpassword?token=');
        const token = linkToken(mail!.text);
        // Its page asks first whether the link can still be used; asking does not spend it.
        const usable = async (checked: string) =>
          (await api().call('resetPasswordLink', { body: { token: checked } })).body.data.usable;
        expect(await usable(token)).toBe(true);
        expect(await usable(token)).toBe(true);
        expect(await usable('x'.repeat(43))).toBe(false);

        const reset = await api().call('resetPassword', {
          body: { token, password: 'Fresh&Salty99' },
        });
        expect(reset.status).toBe(200);
        expect(reset.body.data).toEqual({ reset: true });
        expect(await usable(token)).toBe(false);

        const again = await api().refusal('resetPassword', {
          body: { token, password: 'Other&Salty99' },
        });
        expect(again.status).toBe(400);
        expect(again.body.message).toBe(MESSAGES.linkInvalid.en);

        const old = await api().refusal('getCustomer', { headers: session.headers });
        expect(old.status).toBe(401);
      });

      it('refuses a link after 30 minutes and keeps only the newest link working', async () => {
        const customer = await registerCustomer(api());
        await api().call('forgotPassword', { body: { email: customer.email } });
        const first = linkToken((await lastMailTo(api(), customer.email))!.text);
        await api().call('forgotPassword', { body: { email: customer.email } });
        const second = linkToken((await lastMailTo(api(), customer.email))!.text);
        const stale = await api().refusal('resetPassword', {
          body: { token: first, password: 'Fresh&Salty99' },
        });
        expect(stale.status).toBe(400);
        advance(31 * 60 * 1000);
        const lateCheck = await api().call('resetPasswordLink', { body: { token: second } });
        expect(lateCheck.body.data).toEqual({ usable: false });
        const late = await api().refusal('resetPassword', {
          body: { token: second, password: 'Fresh&Salty99' },
        });
        expect(late.status).toBe(400);
      });

      it('limits forgot password per email', async () => {
        const customer = await registerCustomer(api());
        const statuses: number[] = [];
        for (let i = 0; i < 4; i += 1) {
          statuses.push(
            (await api().call('forgotPassword', { body: { email: customer.email } })).status,
          );
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
      });
    });

    describe('change password', () => {
      it('needs the current password and ends the other sessions only', async () => {
        const customer = await registerCustomer(api());
        const here = await signIn(api(), customer.accountId, () => clock, LIFETIMES);
        const elsewhere = await signIn(api(), customer.accountId, () => clock, LIFETIMES);

        const wrong = await api().refusal('changePassword', {
          body: { currentPassword: 'Not#The1Password', newPassword: 'Fresh&Salty99' },
          headers: here.headers,
        });
        expect(wrong.status).toBe(422);
        expect(wrong.body.errors).toEqual([
          { field: 'currentPassword', message: MESSAGES.currentPasswordWrong.en },
        ]);

        const changed = await api().call('changePassword', {
          body: { currentPassword: customer.password, newPassword: 'Fresh&Salty99' },
          headers: here.headers,
        });
        expect(changed.status).toBe(200);
        expect(changed.body.data).toEqual({ changed: true, otherSessionsEnded: 1 });
        expect((await api().call('getCustomer', { headers: here.headers })).status).toBe(200);
        expect((await api().refusal('getCustomer', { headers: elsewhere.headers })).status).toBe(
          401,
        );
      });

      it('refuses a new password that misses a criterion, naming the field', async () => {
        const customer = await registerCustomer(api());
        const session = await signIn(api(), customer.accountId, () => clock, LIFETIMES);
        const response = await api().refusal('changePassword', {
          body: { currentPassword: customer.password, newPassword: 'alllowercase1!' },
          headers: session.headers,
        });
        expect(response.status).toBe(400);
        expect(response.body.errors?.[0]?.field).toBe('newPassword');
      });
    });

    describe('rewards programme and update user', () => {
      it('verifies the email through the mailed link and enrols the customer', async () => {
        const customer = await registerCustomer(api());
        const sent = await api().call('rewardsEmailVerification', {
          body: { email: customer.email },
        });
        expect(sent.body.data.status).toBe('sent');
        const mail = await lastMailTo(api(), customer.email);
        expect(mail?.text).toContain('http://localhost:3001/verify-email?token=');
        const verified = await api().call('rewardsEmailVerification', {
          body: { token: linkToken(mail!.text) },
        });
        expect(verified.body.data.status).toBe('verified');
        expect(verified.body.data.loyaltyId).toMatch(/^\d{12}$/);
        const session = await signIn(api(), customer.accountId, () => clock, LIFETIMES);
        const details = await api().call('getCustomer', { headers: session.headers });
        expect(details.body.data).toMatchObject({ emailVerified: true, rewardsMember: true });
      });

      it('stores and withdraws newsletter consents', async () => {
        const customer = await registerCustomer(api());
        const session = await signIn(api(), customer.accountId, () => clock, LIFETIMES);
        const on = await api().call('updateUser', {
          body: { shopNewsletter: true, sourceID: 'rewards' },
          headers: session.headers,
        });
        expect(on.body.data.newsletters).toEqual({ rewards: false, shop: true });
        const off = await api().call('updateUser', {
          body: { shopNewsletter: false },
          headers: session.headers,
        });
        expect(off.body.data.newsletters).toEqual({ rewards: false, shop: false });
      });
    });
  },
  // Handshakes outlive the weeks these tests move through.
  {
    app: {
      now: () => clock,
      handshakeTtlSeconds: 60 * 24 * 3600,
      identity: { sessionLifetimes: LIFETIMES },
    },
  },
);
