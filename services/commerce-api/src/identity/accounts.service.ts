import { randomInt } from 'node:crypto';
import { MESSAGES } from '@snackshop/commerce-core';
import { withLanguage, type Language } from '@snackshop/commerce-core/language';
import { memberNumberOf } from '@snackshop/commerce-core/validation';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  customerIdentities,
  customers,
  customerTokens,
  newsletterConsents,
} from '../db/schema/index';
import { BusinessRuleError, ConflictError, DomainError, ValidationError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { DOOR_LIMITS, emailKey, passDoor } from '../rate-limit/doors';
import type { RateLimits } from '../rate-limit/rate-limits';
import { emailVerificationEmail, passwordResetEmail } from './emails';
import { AccountLockedError, GoogleAccountError, InvalidCredentialsError } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import { endProviderSessions } from './provider-state';
import { randomToken, tokenHash } from './secrets';
import type { CustomerSessions } from './sessions';
import { NEWSLETTER_CODES, type IdentitySite, type SiteId } from './sites';

/** Wrong passwords in a row that lock an account, and for how long (docs/decisions/0027). */
export const LOCKOUT = { attempts: 5, minutes: 15 } as const;
/**
 * The lock of an email or member number that has no password account, kept in the rate-limit
 * store (there is no customer row to hold it): wrong passwords in a row, and the lock they set.
 */
const UNKNOWN_EMAIL_FAILURES = {
  name: 'sign-in-failures',
  limit: LOCKOUT.attempts,
  windowMs: 24 * 3_600_000,
};
const UNKNOWN_EMAIL_LOCK = { name: 'sign-in-lock', limit: 1, windowMs: LOCKOUT.minutes * 60_000 };
/** How long the mailed links work. */
const RESET_LINK_MINUTES = 30;
const VERIFICATION_LINK_HOURS = 24;

/** What the account operations need: the database, the clock, sessions, limits and sites. */
export interface AccountsContext {
  db: Database;
  now: () => Date;
  sessions: CustomerSessions;
  rateLimits: RateLimits;
  sites: Readonly<Record<SiteId, IdentitySite>>;
}

export type Customer = typeof customers.$inferSelect;

const byEmail = (email: string) => sql`lower(${customers.email}) = lower(${email})`;

async function findByEmail(db: Database, email: string): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(byEmail(email)).limit(1);
  return row;
}

async function findByMemberNumber(db: Database, digits: string): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.loyaltyId, digits)).limit(1);
  return row;
}

export async function findCustomer(db: Database, id: string): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/**
 * Counts a wrong password for a sign-in name without a password account (a normalised email
 * or member number), as the customer row counts one for an account: the fifth in a row locks
 * the name for 15 minutes, so the answers (and their timing) are those of an account.
 */
async function unknownAccountRefusal(limits: RateLimits, key: string, rewards: boolean) {
  if (await limits.exhausted(UNKNOWN_EMAIL_LOCK, key)) return new AccountLockedError();
  if ((await limits.count(UNKNOWN_EMAIL_FAILURES, key)) >= LOCKOUT.attempts) {
    await limits.clear(UNKNOWN_EMAIL_FAILURES, key);
    await limits.count(UNKNOWN_EMAIL_LOCK, key);
    return new AccountLockedError();
  }
  return new InvalidCredentialsError(rewards);
}

const isoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A new loyalty number: 12 digits, unique by the database's index. */
function newLoyaltyId(): string {
  return `${randomInt(100_000, 1_000_000)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The profile a new account starts with (the register-user body after validation). */
export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | undefined;
  zipcode?: string | undefined;
  birthDay: number;
  birthMonth: number;
  birthYear: number;
  gender: string;
  rewardsNewsletter?: boolean | undefined;
  shopNewsletter?: boolean | undefined;
  sourceID: SiteId;
  loyaltyId?: string | undefined;
}

/**
 * Creates a customer: with a password (register user), or from a Google identity (create
 * profile). An email already in use is refused: a Google account's with the spec's "Account
 * already exists. Please login through Google sign in", a password account's with ours.
 */
export async function createAccount(
  ctx: AccountsContext,
  input: NewAccount &
    (
      | { password: string; google?: undefined }
      | { password?: undefined; google: { issuer: string; subject: string; email: string } }
    ),
  clientAddress?: string,
): Promise<Customer> {
  if (clientAddress !== undefined) {
    await passDoor(ctx.rateLimits, [
      [DOOR_LIMITS.registerPerAddress, clientAddress],
      [DOOR_LIMITS.registerPerEmail, emailKey(input.email)],
    ]);
  }
  const existing = await findByEmail(ctx.db, input.email);
  if (existing) {
    if (existing.authProvider === 'google') throw new GoogleAccountError();
    throw new ConflictError(MESSAGES.accountExists.en, 'ACCOUNT_EXISTS');
  }
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const now = ctx.now();
  // The rewards site enrols the shopper in the programme: a loyalty number if none was given.
  const rewardsMember = input.sourceID === 'rewards' || Boolean(input.loyaltyId);
  const loyaltyId = input.loyaltyId ?? (rewardsMember ? newLoyaltyId() : null);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phoneNumber ?? null,
          zipcode: input.zipcode ?? null,
          gender: input.gender,
          birthDate: isoDate(input.birthYear, input.birthMonth, input.birthDay),
          authProvider: input.google ? 'google' : 'password',
          passwordHash,
          passwordChangedAt: passwordHash ? now : null,
          sourceId: input.sourceID,
          loyaltyId,
          rewardsMember,
          // Google has verified the address; a password account verifies it by mail.
          emailVerifiedAt: input.google ? now : null,
          termsAcceptedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (input.google) {
        await tx.insert(customerIdentities).values({
          customerId: customer!.id,
          provider: 'google',
          issuer: input.google.issuer,
          subject: input.google.subject,
          email: input.google.email,
        });
      }
      const codes = NEWSLETTER_CODES[input.sourceID];
      const chosen = [
        input.rewardsNewsletter ? codes.rewards : null,
        input.shopNewsletter ? codes.shop : null,
      ].filter((code): code is string => code !== null);
      if (chosen.length > 0) {
        await tx.insert(newsletterConsents).values(
          chosen.map((code) => ({
            customerId: customer!.id,
            code,
            siteId: input.sourceID,
            consentedAt: now,
          })),
        );
      }
      return customer!;
    });
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides, the loser is told.
    if (String((error as { cause?: unknown }).cause ?? error).includes('customers_email_idx')) {
      throw new ConflictError(MESSAGES.accountExists.en, 'ACCOUNT_EXISTS');
    }
    throw error;
  }
}

/**
 * Who a sign-in names: an email, or on the rewards site a member number (its 12 digits). A
 * member number on the snacks site is refused as the `username` field that carried it.
 */
function signInName(username: string, site: SiteId) {
  const memberNumber = memberNumberOf(username);
  if (memberNumber === null) return { kind: 'email' as const, email: username };
  if (site !== 'rewards') {
    const message = MESSAGES.memberNumberRewardsOnly.en;
    throw new ValidationError([{ field: 'username', message }], message);
  }
  return { kind: 'member' as const, memberNumber };
}

/**
 * Checks a sign-in name (an email, or on the rewards site a member number) and a password
 * for a sign-in from `site`. Counts the attempt against the client address first; a wrong
 * password counts against the account, and the fifth in a row locks it for 15 minutes,
 * whichever name it was given by. Unknown names take as long as wrong passwords and get the
 * same answer.
 */
export async function authenticate(
  ctx: AccountsContext,
  input: { username: string; password: string; site: SiteId; clientAddress: string },
): Promise<Customer> {
  const name = signInName(input.username, input.site);
  await passDoor(ctx.rateLimits, [[DOOR_LIMITS.signInPerAddress, input.clientAddress]]);
  const rewards = input.site === 'rewards';
  const customer =
    name.kind === 'member'
      ? await findByMemberNumber(ctx.db, name.memberNumber)
      : await findByEmail(ctx.db, name.email);
  const now = ctx.now();
  if (!customer || customer.passwordHash === null) {
    await verifyPassword(null, input.password);
    if (customer?.authProvider === 'google') throw new GoogleAccountError();
    const key = name.kind === 'member' ? name.memberNumber : emailKey(name.email);
    throw await unknownAccountRefusal(ctx.rateLimits, key, rewards);
  }
  if (customer.lockedUntil && customer.lockedUntil > now) {
    await verifyPassword(null, input.password);
    throw new AccountLockedError();
  }
  if (await verifyPassword(customer.passwordHash, input.password)) {
    if (customer.failedLoginCount > 0 || customer.lockedUntil) {
      await ctx.db
        .update(customers)
        .set({ failedLoginCount: 0, lockedUntil: null })
        .where(eq(customers.id, customer.id));
    }
    return customer;
  }
  // One statement, so two processes counting at once never lose a failure.
  const lockUntil = new Date(now.getTime() + LOCKOUT.minutes * 60_000);
  const [counted] = await ctx.db
    .update(customers)
    .set({
      failedLoginCount: sql`case when ${customers.failedLoginCount} + 1 >= ${LOCKOUT.attempts} then 0 else ${customers.failedLoginCount} + 1 end`,
      lockedUntil: sql`case when ${customers.failedLoginCount} + 1 >= ${LOCKOUT.attempts} then ${lockUntil.toISOString()}::timestamptz else ${customers.lockedUntil} end`,
    })
    .where(eq(customers.id, customer.id))
    .returning({ lockedUntil: customers.lockedUntil });
  if (counted?.lockedUntil && counted.lockedUntil > now) throw new AccountLockedError();
  throw new InvalidCredentialsError(rewards);
}

/**
 * Forgot password: mails a single-use link (30 minutes) to the account's email and answers
 * the same whether or not there is an account, except the spec's answer for a Google
 * account, which has no password to reset.
 */
export async function requestPasswordReset(
  ctx: AccountsContext,
  input: { email: string; site: SiteId; language: Language; clientAddress: string },
): Promise<void> {
  await passDoor(ctx.rateLimits, [
    [DOOR_LIMITS.forgotPerAddress, input.clientAddress],
    [DOOR_LIMITS.forgotPerEmail, emailKey(input.email)],
  ]);
  const customer = await findByEmail(ctx.db, input.email);
  if (!customer) return;
  if (customer.authProvider === 'google') {
    throw new BusinessRuleError('GOOGLE_ACCOUNT', MESSAGES.forgotPasswordGoogle.en);
  }
  const token = randomToken();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works.
    await tx
      .update(customerTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(customerTokens.customerId, customer.id),
          eq(customerTokens.purpose, 'password-reset'),
          isNull(customerTokens.usedAt),
        ),
      );
    await tx.insert(customerTokens).values({
      tokenHash: tokenHash(token),
      purpose: 'password-reset',
      customerId: customer.id,
      siteId: input.site,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    const url = new URL('/resetpassword', ctx.sites[input.site].origin);
    url.searchParams.set('token', token);
    withLanguage(url, input.language);
    await enqueueMail(
      tx as unknown as Database,
      passwordResetEmail({
        to: customer.email,
        firstName: customer.firstName,
        url: url.toString(),
        minutes: RESET_LINK_MINUTES,
        language: input.language,
      }),
    );
  });
}

/** 400: the mailed link is unknown, used or expired. */
class LinkInvalidError extends DomainError {
  constructor() {
    super(400, 'LINK_INVALID', MESSAGES.linkInvalid.en, [
      { field: 'token', message: MESSAGES.linkInvalid.en },
    ]);
  }
}

/** Spends a mailed token: it must exist, have this purpose, be unused and unexpired. */
async function spendToken(
  db: Database,
  token: string,
  purpose: 'password-reset' | 'email-verification',
  now: Date,
): Promise<string> {
  const [spent] = await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.tokenHash, tokenHash(token)),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: customerTokens.customerId });
  if (!spent) throw new LinkInvalidError();
  return spent.customerId;
}

/**
 * Whether a reset link can still set a password (unused, unexpired, a reset link), without
 * spending it: its page then shows the form, or says the link is used up. Counted at the same
 * door as the reset itself, so it is no cheaper way to try tokens.
 */
export async function resetLinkUsable(
  ctx: AccountsContext,
  input: { token: string; clientAddress: string },
): Promise<boolean> {
  await passDoor(ctx.rateLimits, [[DOOR_LIMITS.resetPerAddress, input.clientAddress]]);
  const [found] = await ctx.db
    .select({ id: customerTokens.customerId })
    .from(customerTokens)
    .where(
      and(
        eq(customerTokens.tokenHash, tokenHash(input.token)),
        eq(customerTokens.purpose, 'password-reset'),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** Sets a new password from a reset link; unlocks the account and ends every session. */
export async function resetPassword(
  ctx: AccountsContext,
  input: { token: string; password: string; clientAddress: string },
): Promise<void> {
  await passDoor(ctx.rateLimits, [[DOOR_LIMITS.resetPerAddress, input.clientAddress]]);
  const now = ctx.now();
  const customerId = await spendToken(ctx.db, input.token, 'password-reset', now);
  await setPassword(ctx, customerId, input.password);
}

/** Stores a new password, unlocks, and ends sessions (but `keep`); answers how many ended. */
async function setPassword(
  ctx: AccountsContext,
  customerId: string,
  password: string,
  keep?: string,
): Promise<number> {
  const now = ctx.now();
  await ctx.db
    .update(customers)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: now,
      failedLoginCount: 0,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
  const ended = await ctx.sessions.revokeAllOf(customerId, 'password', keep);
  await endProviderSessions(ctx.db, customerId);
  return ended;
}

/**
 * Change password (signed in): the current password must be right; every other session and
 * every provider session of the customer ends, the one making the change stays.
 */
export async function changePassword(
  ctx: AccountsContext,
  input: { customerId: string; sessionId: string; currentPassword: string; newPassword: string },
): Promise<number> {
  const customer = await findCustomer(ctx.db, input.customerId);
  if (!customer) throw new InvalidCredentialsError();
  if (customer.passwordHash === null) {
    throw new BusinessRuleError('GOOGLE_ACCOUNT', MESSAGES.googleNoPassword.en);
  }
  if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) {
    throw new BusinessRuleError('CURRENT_PASSWORD_WRONG', MESSAGES.currentPasswordWrong.en, [
      { field: 'currentPassword', message: MESSAGES.currentPasswordWrong.en },
    ]);
  }
  if (input.currentPassword === input.newPassword) {
    throw new BusinessRuleError('PASSWORD_UNCHANGED', MESSAGES.passwordUnchanged.en, [
      { field: 'newPassword', message: MESSAGES.passwordUnchanged.en },
    ]);
  }
  return setPassword(ctx, customer.id, input.newPassword, input.sessionId);
}

/**
 * The rewards-programme email verification (SPEC section 7): with an email, mails a
 * single-use link (24 hours) to an account that has not confirmed its address, answering the
 * same for every email; with the link's token, confirms the address and enrols the customer
 * in the programme (a loyalty number if they had none).
 */
export async function requestEmailVerification(
  ctx: AccountsContext,
  input: { email: string; site: SiteId; language: Language; clientAddress: string },
): Promise<void> {
  await passDoor(ctx.rateLimits, [
    [DOOR_LIMITS.verifyPerAddress, input.clientAddress],
    [DOOR_LIMITS.verifyPerEmail, emailKey(input.email)],
  ]);
  const customer = await findByEmail(ctx.db, input.email);
  if (!customer || customer.emailVerifiedAt) return;
  const token = randomToken();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(customerTokens).values({
      tokenHash: tokenHash(token),
      purpose: 'email-verification',
      customerId: customer.id,
      siteId: input.site,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_LINK_HOURS * 3_600_000),
    });
    const url = new URL('/verify-email', ctx.sites[input.site].origin);
    url.searchParams.set('token', token);
    withLanguage(url, input.language);
    await enqueueMail(
      tx as unknown as Database,
      emailVerificationEmail({
        to: customer.email,
        firstName: customer.firstName,
        url: url.toString(),
        hours: VERIFICATION_LINK_HOURS,
        language: input.language,
      }),
    );
  });
}

export async function confirmEmail(
  ctx: AccountsContext,
  token: string,
  clientAddress: string,
): Promise<Customer> {
  await passDoor(ctx.rateLimits, [[DOOR_LIMITS.verifyPerAddress, clientAddress]]);
  const now = ctx.now();
  const customerId = await spendToken(ctx.db, token, 'email-verification', now);
  const customer = await findCustomer(ctx.db, customerId);
  const [updated] = await ctx.db
    .update(customers)
    .set({
      emailVerifiedAt: now,
      rewardsMember: true,
      loyaltyId: customer?.loyaltyId ?? newLoyaltyId(),
      updatedAt: now,
    })
    .where(eq(customers.id, customerId))
    .returning();
  return updated!;
}

/** What update user may change: the newsletters of a site and joining the programme. */
export interface UserSettings {
  sourceID: SiteId;
  rewardsNewsletter?: boolean | undefined;
  shopNewsletter?: boolean | undefined;
  joinRewards?: true | undefined;
}

/**
 * update user: a ticked newsletter stores the site's code with the time of consent, an
 * unticked one withdraws that newsletter (every site's code of it); `joinRewards` enrols
 * the customer in the programme with a loyalty number if they had none.
 */
export async function updateUserSettings(
  ctx: AccountsContext,
  customerId: string,
  settings: UserSettings,
): Promise<void> {
  const codes = NEWSLETTER_CODES[settings.sourceID];
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    for (const kind of ['rewards', 'shop'] as const) {
      const ticked = kind === 'rewards' ? settings.rewardsNewsletter : settings.shopNewsletter;
      if (ticked === true) {
        await tx
          .insert(newsletterConsents)
          .values({ customerId, code: codes[kind], siteId: settings.sourceID, consentedAt: at })
          .onConflictDoUpdate({
            target: [newsletterConsents.customerId, newsletterConsents.code],
            set: { consentedAt: at, withdrawnAt: null, siteId: settings.sourceID },
          });
      } else if (ticked === false) {
        await tx
          .update(newsletterConsents)
          .set({ withdrawnAt: at })
          .where(
            and(
              eq(newsletterConsents.customerId, customerId),
              inArray(
                newsletterConsents.code,
                Object.values(NEWSLETTER_CODES).map((pair) => pair[kind]),
              ),
              isNull(newsletterConsents.withdrawnAt),
            ),
          );
      }
    }
    if (settings.joinRewards) {
      const [row] = await tx
        .select({ loyaltyId: customers.loyaltyId })
        .from(customers)
        .where(eq(customers.id, customerId));
      await tx
        .update(customers)
        .set({ rewardsMember: true, loyaltyId: row?.loyaltyId ?? newLoyaltyId(), updatedAt: at })
        .where(eq(customers.id, customerId));
    }
  });
}
