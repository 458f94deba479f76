import { MESSAGES } from '@snackshop/commerce-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema/index';
import { RateLimits } from '../rate-limit/rate-limits';
import { registerCustomer } from '../../test/account-fixtures';
import { describeApi } from '../../test/harness';
import { authenticate, LOCKOUT, type AccountsContext } from './accounts.service';
import { hashPassword, verifyPassword } from './passwords';
import { createIdentityServices } from './services';

let clock = new Date('2026-11-25T12:00:00Z');
let addresses = 0;
/** A fresh client address per attempt, so only the throttling test meets the per-address limit. */
const nextAddress = () => `203.0.113.${(addresses++ % 250) + 1}`;
const advanceMinutes = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

/**
 * The answer of a sign-in attempt by email or member number (`username`): the customer's id,
 * or the refusal's code and message (and the fields it names, when it names some).
 */
async function attempt(
  ctx: AccountsContext,
  username: string,
  password: string,
  options: { site?: 'snacks' | 'rewards'; address?: string } = {},
) {
  try {
    const customer = await authenticate(ctx, {
      username,
      password,
      site: options.site ?? 'snacks',
      clientAddress: options.address ?? nextAddress(),
    });
    return { ok: true as const, id: customer.id };
  } catch (error) {
    const { code, message, errors } = error as {
      code: string;
      message: string;
      errors?: { field: string }[];
    };
    return {
      ok: false as const,
      code,
      message,
      ...(errors ? { fields: errors.map((entry) => entry.field) } : {}),
    };
  }
}

let numbers = 0;
/** A member number no customer has: new numbers never start with 0 (`newLoyaltyId`). */
const unknownNumber = () =>
  `0${String(Date.now() % 1e8).padStart(8, '0')}${String(numbers++ % 1000).padStart(3, '0')}`;

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters and verifies only the same password', async () => {
    const stored = await hashPassword('Crunchy#Snack42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Crunchy#Snack42')).toBe(true);
    expect(await verifyPassword(stored, 'crunchy#snack42')).toBe(false);
    expect(await verifyPassword(stored, ' Crunchy#Snack42')).toBe(false);
    expect(await verifyPassword(null, 'Crunchy#Snack42')).toBe(false);
  });
});

describeApi('sign-in checks: credentials, lockout and throttling', (api) => {
  let ctx: AccountsContext;
  beforeAll(() => {
    ctx = createIdentityServices({
      db: api().database.db,
      now: () => clock,
      rateLimits: new RateLimits({ db: api().database.db, clock: () => clock.getTime() }),
    }).accounts;
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const customer = await registerCustomer(api());
    const unknown = await attempt(ctx, `nobody.${Date.now()}@example.com`, 'Whatever#123');
    const wrong = await attempt(ctx, customer.email, 'Whatever#123', { address: '203.0.113.8' });
    expect(unknown).toEqual({
      ok: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password. Please try again',
    });
    expect(wrong).toEqual(unknown);
    expect(await attempt(ctx, customer.email.toUpperCase(), customer.password)).toEqual({
      ok: true,
      id: customer.accountId,
    });
  });

  it('words a failed rewards sign-in as the rewards site does', async () => {
    const customer = await registerCustomer(api());
    expect(await attempt(ctx, customer.email, 'Wrong#Pass1', { site: 'rewards' })).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Authentication Failed. Your username or password is incorrect.',
    });
  });

  it('locks after five wrong passwords in a row, for 15 minutes', async () => {
    const customer = await registerCustomer(api());
    const answers = [];
    for (let i = 0; i < LOCKOUT.attempts; i += 1) {
      answers.push((await attempt(ctx, customer.email, `Wrong#Pass${i}`)).ok ? 'ok' : 'refused');
    }
    expect(answers).toEqual(['refused', 'refused', 'refused', 'refused', 'refused']);
    const locked = await attempt(ctx, customer.email, customer.password);
    expect(locked).toEqual({
      ok: false,
      code: 'ACCOUNT_LOCKED',
      message: 'Your account has been locked due to too many incorrect password attempts',
    });
    advanceMinutes(LOCKOUT.minutes - 1);
    expect((await attempt(ctx, customer.email, customer.password)).ok).toBe(false);
    advanceMinutes(2);
    expect((await attempt(ctx, customer.email, customer.password)).ok).toBe(true);
  });

  it('says locked on the fifth wrong password and resets the count on success', async () => {
    const customer = await registerCustomer(api());
    for (let i = 0; i < LOCKOUT.attempts - 1; i += 1)
      await attempt(ctx, customer.email, 'Wrong#1a');
    expect((await attempt(ctx, customer.email, customer.password)).ok).toBe(true);
    for (let i = 0; i < LOCKOUT.attempts - 1; i += 1) {
      expect(await attempt(ctx, customer.email, 'Wrong#1a')).toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    }
    expect(await attempt(ctx, customer.email, 'Wrong#1a')).toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
  });

  it('locks an email without an account after the same failures, with the same message', async () => {
    const customer = await registerCustomer(api());
    const unknown = `nobody.locked.${Date.now()}@example.com`;
    const answers = async (email: string) => {
      const codes = [];
      for (let i = 0; i < LOCKOUT.attempts + 1; i += 1)
        codes.push(await attempt(ctx, email, `Wrong#Pass${i}`));
      return codes;
    };
    const known = await answers(customer.email);
    // The email as typed in another case and with spaces around it is the same email.
    const stranger = await answers(` ${unknown.toUpperCase()} `);
    expect(stranger).toEqual(known);
    expect(stranger.map((answer) => (answer.ok ? 'ok' : answer.code))).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
    ]);
    expect(stranger[5]).toEqual({
      ok: false,
      code: 'ACCOUNT_LOCKED',
      message: 'Your account has been locked due to too many incorrect password attempts',
    });
    advanceMinutes(LOCKOUT.minutes - 1);
    expect(await attempt(ctx, unknown, 'Wrong#Again1')).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    advanceMinutes(2);
    expect(await attempt(ctx, unknown, 'Wrong#Again1')).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('costs as much work for an unknown email as for a wrong password', async () => {
    // The work an attempt takes is CPU time (argon2 runs on the process's worker threads),
    // measured rather than the wall clock, which would measure the machine's load.
    const customer = await registerCustomer(api());
    const work = async (email: string) => {
      const spent = [];
      for (let i = 0; i < 3; i += 1) {
        const before = process.cpuUsage();
        await attempt(ctx, email, 'Wrong#Pass9');
        const { user, system } = process.cpuUsage(before);
        spent.push(user + system);
      }
      return spent.sort((a, b) => a - b)[1]!;
    };
    const known = await work(customer.email);
    const unknown = await work(`nobody.timed.${Date.now()}@example.com`);
    // Both verify an argon2id hash of the same cost (an unknown email against a throwaway one).
    expect(unknown).toBeGreaterThan(known / 3);
    expect(known).toBeGreaterThan(unknown / 3);
  });

  it('counts wrong passwords from two processes without losing one', async () => {
    const customer = await registerCustomer(api());
    const other = createIdentityServices({
      db: api().database.db,
      now: () => clock,
      rateLimits: new RateLimits({ db: api().database.db, clock: () => clock.getTime() }),
    }).accounts;
    await Promise.all(
      [ctx, other, ctx, other].map((context) => attempt(context, customer.email, 'Wrong#2b')),
    );
    expect(await attempt(other, customer.email, 'Wrong#2b')).toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
  });

  it('refuses a password for a Google account with the spec’s message', async () => {
    const email = `google.signin.${Date.now()}@example.com`;
    await api()
      .database.db.insert(customers)
      .values({ email, firstName: 'Ana', lastName: 'Ruiz', authProvider: 'google' });
    expect(await attempt(ctx, email, 'Crunchy#Snack42')).toEqual({
      ok: false,
      code: 'GOOGLE_ACCOUNT',
      message: MESSAGES.existingGoogleAccount.en,
    });
  });

  describe('by member number (the rewards site)', () => {
    /** A new rewards member (the rewards site enrols a sign-up) and their number. */
    const newMember = async () => {
      const member = await registerCustomer(api(), { sourceID: 'rewards' });
      expect(member.loyaltyId).toMatch(/^\d{12}$/);
      return { ...member, number: member.loyaltyId! };
    };
    /** A number as the card prints it: groups of four. */
    const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    const rewards = { site: 'rewards' } as const;

    it('signs a member in by their number, typed with or without the card’s spaces', async () => {
      const member = await newMember();
      const signedIn = { ok: true, id: member.accountId };
      expect(await attempt(ctx, member.number, member.password, rewards)).toEqual(signedIn);
      expect(await attempt(ctx, spaced(member.number), member.password, rewards)).toEqual(signedIn);
      const dashed = member.number.replace(/(\d{4})(?=\d)/g, '$1-');
      expect(await attempt(ctx, ` ${dashed} `, member.password, rewards)).toEqual(signedIn);
    });

    it('refuses a member number on the snacks site, naming the field', async () => {
      const member = await newMember();
      expect(await attempt(ctx, spaced(member.number), member.password)).toEqual({
        ok: false,
        code: 'VALIDATION_FAILED',
        message: MESSAGES.memberNumberRewardsOnly.en,
        fields: ['username'],
      });
    });

    it('words a wrong password by number as the rewards site does', async () => {
      const member = await newMember();
      expect(await attempt(ctx, member.number, 'Wrong#Pass1', rewards)).toEqual({
        ok: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Authentication Failed. Your username or password is incorrect.',
      });
    });

    it('locks the account after five wrong passwords by number, by email too', async () => {
      const member = await newMember();
      const codes = [];
      for (let i = 0; i < LOCKOUT.attempts; i += 1) {
        const answer = await attempt(ctx, spaced(member.number), `Wrong#Pass${i}`, rewards);
        codes.push(answer.ok ? 'ok' : answer.code);
      }
      expect(codes).toEqual([
        'INVALID_CREDENTIALS',
        'INVALID_CREDENTIALS',
        'INVALID_CREDENTIALS',
        'INVALID_CREDENTIALS',
        'ACCOUNT_LOCKED',
      ]);
      expect(await attempt(ctx, member.number, member.password, rewards)).toMatchObject({
        code: 'ACCOUNT_LOCKED',
      });
      expect(await attempt(ctx, member.email, member.password, rewards)).toEqual({
        ok: false,
        code: 'ACCOUNT_LOCKED',
        message: 'Your account has been locked due to too many incorrect password attempts',
      });
      expect(await attempt(ctx, member.email, member.password)).toMatchObject({
        code: 'ACCOUNT_LOCKED',
      });
    });

    it('answers an unknown number as a wrong password, and locks it after the same failures', async () => {
      const member = await newMember();
      const answers = async (username: (i: number) => string) => {
        const all = [];
        for (let i = 0; i < LOCKOUT.attempts + 1; i += 1)
          all.push(await attempt(ctx, username(i), `Wrong#Pass${i}`, rewards));
        return all;
      };
      const known = await answers(() => member.number);
      // One number, typed in turn with and without the card's spaces: one count.
      const number = unknownNumber();
      const stranger = await answers((i) => (i % 2 === 0 ? number : spaced(number)));
      expect(stranger).toEqual(known);
      expect(stranger[0]).toEqual({
        ok: false,
        code: 'INVALID_CREDENTIALS',
        message: MESSAGES.rewardsSignInFailed.en,
      });
      expect(stranger.map((answer) => (answer.ok ? 'ok' : answer.code)).slice(3)).toEqual([
        'INVALID_CREDENTIALS',
        'ACCOUNT_LOCKED',
        'ACCOUNT_LOCKED',
      ]);
      advanceMinutes(LOCKOUT.minutes + 1);
      expect(await attempt(ctx, number, 'Wrong#Again1', rewards)).toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    });

    it('costs as much work for an unknown number as for a wrong password', async () => {
      const member = await newMember();
      const unknownName = unknownNumber();
      // Taken in turns, known then unknown, so a busy moment of the machine (or of this
      // process's other work) falls on both alike, not on one side's three attempts.
      const spent: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
      for (let i = 0; i < 3; i += 1) {
        for (const [side, username] of [
          ['known', member.number],
          ['unknown', unknownName],
        ] as const) {
          const before = process.cpuUsage();
          await attempt(ctx, username, 'Wrong#Pass9', rewards);
          const { user, system } = process.cpuUsage(before);
          spent[side].push(user + system);
        }
      }
      const middle = (list: number[]) => list.sort((a, b) => a - b)[1]!;
      const known = middle(spent.known);
      const unknown = middle(spent.unknown);
      expect(unknown).toBeGreaterThan(known / 3);
      expect(known).toBeGreaterThan(unknown / 3);
    });

    it('gives a Google account found by number the Google answer', async () => {
      const number = unknownNumber();
      await api()
        .database.db.insert(customers)
        .values({
          email: `google.member.${Date.now()}@example.com`,
          firstName: 'Ana',
          lastName: 'Ruiz',
          authProvider: 'google',
          loyaltyId: number,
          rewardsMember: true,
        });
      expect(await attempt(ctx, spaced(number), 'Crunchy#Snack42', rewards)).toEqual({
        ok: false,
        code: 'GOOGLE_ACCOUNT',
        message: MESSAGES.existingGoogleAccount.en,
      });
    });
  });

  it('slows one address trying many accounts', async () => {
    const address = '198.51.100.23';
    const statuses: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      const answer = await attempt(ctx, `guess.${i}@example.com`, 'Guess#1234', { address });
      statuses.push(answer.ok ? 'ok' : answer.code);
    }
    expect(statuses.slice(0, 20).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(statuses[20]).toBe('RATE_LIMITED');
  });
});
