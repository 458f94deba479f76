import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Shop customers. Minimal for now: the accounts feature adds credentials, sessions and
 * social identities in its own schema file, keyed by customers.id.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    loyaltyId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('customers_email_idx').on(sql`lower(${table.email})`)],
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
