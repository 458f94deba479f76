import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * Transient tokens of the sandbox processor: what the hosted card fields produced. The card
 * number and CVV are never kept; the sandbox keeps only what a processor's test mode would
 * decide from them (the simulated issuer outcome), the brand, the last four and the expiry.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  id: text().primaryKey(),
  /** The capture context the token was made under (its jti). */
  contextId: text().notNull(),
  /** The handshake session the capture context was issued to: only it may spend the token. */
  sessionId: text().notNull(),
  brand: text().notNull(),
  last4: text().notNull(),
  expMonth: integer().notNull(),
  expYear: integer().notNull(),
  /** The simulated issuer answer for this card (approve, decline, cvv-fail, retry-once). */
  outcome: text().notNull(),
  /** Authorisation attempts made with the token (for the retry-once test card). */
  attempts: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The sandbox processor's vault: the cards it keeps for a merchant's customers, by the token
 * it handed the merchant. Like a processor it keeps what it needs to charge the card again
 * (here the simulated issuer outcome), never the number or the CVV.
 */
export const sandboxStoredCards = pgTable('sandbox_stored_cards', {
  /** The provider token the merchant keeps (saved_cards.provider_token). */
  id: text().primaryKey(),
  brand: text().notNull(),
  last4: text().notNull(),
  expMonth: integer().notNull(),
  expYear: integer().notNull(),
  /** The simulated issuer answer for the card, as its number decided when it was tokenised. */
  outcome: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Security codes typed again for a stored card, as one-use tokens: the code itself is never
 * kept, only whether the simulated issuer would match it (the sandbox's test CVV rules).
 */
export const sandboxCvvTokens = pgTable('sandbox_cvv_tokens', {
  id: text().primaryKey(),
  /** The capture context the code was typed under (its jti). */
  contextId: text().notNull(),
  /** The handshake session the capture context was issued to: only it may spend the token. */
  sessionId: text().notNull(),
  /** Which stored card the code was asked for (a digest of its provider token). */
  cardDigest: text().notNull(),
  /** 'match' or 'mismatch'. */
  outcome: text().notNull(),
  /** Authorisation attempts made with the token (a retry after a busy processor). */
  attempts: integer().notNull().default(0),
  /** When an approved authorisation spent it: a security code answers for one payment. */
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Google Pay payment tokens of the sandbox processor's test mode: what Google Pay's TEST
 * environment hands the page for a test card (tokenizationData of type PAYMENT_GATEWAY). As
 * for a card token, the sandbox keeps only the simulated issuer outcome, the brand and the
 * last four; a token pays for one order (an approval spends it).
 */
export const sandboxGooglePayTokens = pgTable('sandbox_google_pay_tokens', {
  id: text().primaryKey(),
  brand: text().notNull(),
  last4: text().notNull(),
  /** The simulated issuer answer for the test card the token stands for. */
  outcome: text().notNull(),
  /** Authorisation attempts made with the token (for the retry-once test card). */
  attempts: integer().notNull().default(0),
  /** When an approved authorisation spent it. */
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

export const sandboxAuthorizationStatuses = [
  'authorized',
  'captured',
  'partially_refunded',
  'refunded',
  'voided',
] as const;
export type SandboxAuthorizationStatus = (typeof sandboxAuthorizationStatuses)[number];

/** The sandbox processor's ledger: one row per approved authorisation. */
export const sandboxAuthorizations = pgTable(
  'sandbox_authorizations',
  {
    id: text().primaryKey(),
    method: text({ enum: ['card', 'apple-pay', 'google-pay', 'paypal'] }).notNull(),
    amountCents: integer().notNull(),
    capturedCents: integer().notNull().default(0),
    refundedCents: integer().notNull().default(0),
    status: text({ enum: sandboxAuthorizationStatuses }).notNull().default('authorized'),
    brand: text(),
    last4: text(),
    /** The merchant's reference (idempotency key of the order request). */
    reference: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sandbox_authorizations_reference_idx').on(table.reference)],
);

/** A PayPal checkout in the sandbox: created, approved or cancelled by the payer, then used. */
export const payPalSessions = pgTable(
  'paypal_sessions',
  {
    id: text().primaryKey(),
    /** The handshake session that started it: only it may read or use it. */
    sessionId: text().notNull(),
    merchantReferenceCode: text().notNull(),
    amountCents: integer().notNull(),
    lineItems: jsonb()
      .$type<{ productId: string; title: string; quantity: number; amountCents: number }[]>()
      .notNull(),
    status: text({ enum: ['created', 'approved', 'cancelled', 'authorized', 'completed'] })
      .notNull()
      .default('created'),
    payerId: text(),
    payPalOrderId: text(),
    returnUrl: text().notNull(),
    cancelUrl: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('paypal_sessions_session_idx').on(table.sessionId)],
);

/** Saved cards: a provider token with what the shopper recognises; never the card number. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerToken: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: integer().notNull(),
    expYear: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_cards_customer_idx').on(table.customerId),
    uniqueIndex('saved_cards_token_idx').on(table.provider, table.providerToken),
  ],
);
