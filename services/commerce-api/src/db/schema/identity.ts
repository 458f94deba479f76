import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';

/*
 * Identity (docs/decisions/0027): API sessions, Google identities, reset and verification
 * tokens, newsletter consents, Google sign-ins in progress and the OpenID Provider's own
 * state. Every secret a shopper holds is stored as its SHA-256 only.
 */

/** A signed-in shopper's API session: the token of `X-Auth-Token`, by its hash. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The OpenID client (site) the session was made for. */
    clientId: text().notNull(),
    /** The provider grant it came from: revoking the grant revokes the session. */
    oidcGrantId: text(),
    loginMethod: text({ enum: ['password', 'google'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp({ withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text({ enum: ['logout', 'password', 'grant', 'signout-everywhere'] }),
  },
  (table) => [
    uniqueIndex('customer_sessions_token_idx').on(table.tokenHash),
    index('customer_sessions_customer_idx').on(table.customerId),
    index('customer_sessions_grant_idx').on(table.oidcGrantId),
  ],
);

/** A Google (or other upstream) identity of a customer, by issuer and subject. */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['google'] }).notNull(),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customer_identities_subject_idx').on(table.issuer, table.subject),
    index('customer_identities_customer_idx').on(table.customerId),
  ],
);

/** Single-use tokens mailed to a customer: password reset and email verification. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    purpose: text({ enum: ['password-reset', 'email-verification'] }).notNull(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The site whose page the mailed link opens. */
    siteId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('customer_tokens_hash_idx').on(table.tokenHash),
    index('customer_tokens_customer_idx').on(table.customerId, table.purpose),
  ],
);

/** A newsletter opt-in: which code, from which site, and when the customer consented. */
export const newsletterConsents = pgTable(
  'newsletter_consents',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    siteId: text().notNull(),
    consentedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('newsletter_consents_code_idx').on(table.customerId, table.code)],
);

/**
 * A Google sign-in in progress, from the button to the callback (state, nonce and PKCE
 * verifier stay here, never in the browser), then, for a new Google account, until the
 * shopper completes the profile.
 */
export const federatedSignIns = pgTable(
  'federated_sign_ins',
  {
    /** SHA-256 of the `state` sent upstream. */
    stateHash: text().primaryKey(),
    interactionUid: text().notNull(),
    clientId: text().notNull(),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Filled by the callback: the upstream identity. */
    issuer: text(),
    subject: text(),
    email: text(),
    givenName: text(),
    familyName: text(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('federated_sign_ins_interaction_idx').on(table.interactionUid)],
);

/**
 * The OpenID Provider's models (sessions, grants, codes, interactions, ...) in one table,
 * as its adapter contract describes them; `model` names the kind.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text().notNull(),
    id: text().notNull(),
    payload: jsonb().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.model, table.uid),
    index('oidc_payloads_expires_idx').on(table.expiresAt),
    index('oidc_payloads_account_idx')
      .on(table.model, sql`(${table.payload} ->> 'accountId')`)
      .where(sql`${table.model} in ('Session', 'Grant')`),
  ],
);
