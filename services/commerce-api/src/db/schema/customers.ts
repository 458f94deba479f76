import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Shop customers: the account contacts of SPEC section 3 and the credentials. Sessions,
 * Google identities, reset tokens and newsletter consents live in `identity.ts`, keyed by
 * customers.id (docs/decisions/0027).
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    gender: text(),
    /** ISO date (YYYY-MM-DD). */
    birthDate: date({ mode: 'string' }),
    zipcode: text(),
    /** How the customer signs in: a password, or Google (then `passwordHash` is null). */
    authProvider: text({ enum: ['password', 'google'] })
      .notNull()
      .default('password'),
    /** argon2id PHC string; never logged, never answered. */
    passwordHash: text(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** The site the account was created on (`sourceID` of the registration). */
    sourceId: text(),
    loyaltyId: text(),
    rewardsMember: boolean().notNull().default(false),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /** Wrong passwords in a row; five lock the account until `lockedUntil`. */
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_idx').on(sql`lower(${table.email})`),
    uniqueIndex('customers_loyalty_id_idx')
      .on(table.loyaltyId)
      .where(sql`${table.loyaltyId} is not null`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    addressType: text({ enum: ['SHIPPING_ADDRESS', 'BILLING_ADDRESS'] }).notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    address: text().notNull(),
    addressDetails: text(),
    city: text().notNull(),
    state: text().notNull(),
    zipcode: text().notNull(),
    country: text().notNull().default('US'),
    primaryAddr: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_customer_idx').on(table.customerId)],
);
