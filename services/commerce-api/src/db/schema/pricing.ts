import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';

export const couponKinds = ['percent_off', 'amount_off', 'free_shipping', 'free_order'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** Vouchers: the voucher endpoints apply them; this is their definition. */
export const coupons = pgTable('coupons', {
  id: serial().primaryKey(),
  /** Stored upper-case; codes are matched case-insensitively. */
  code: text().notNull().unique(),
  kind: text({ enum: couponKinds }).notNull(),
  description: text().notNull(),
  descriptionEs: text().notNull(),
  /** Whole percent for percent_off (1–100). */
  percentOff: integer(),
  amountOffCents: integer(),
  minCartCents: integer().notNull().default(0),
  startsAt: timestamp({ withTimezone: true }),
  expiresAt: timestamp({ withTimezone: true }),
  perCustomerLimit: integer(),
  totalLimit: integer(),
  timesRedeemed: integer().notNull().default(0),
  /** Applied without the shopper typing it unless the cart disables auto coupons. */
  autoApply: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
});

/** Products that cannot ship to some ZIP codes (a prefix of 3 to 5 digits). */
export const productZipRestrictions = pgTable(
  'product_zip_restrictions',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    zipPrefix: text().notNull(),
    reason: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.zipPrefix] }),
    index('product_zip_restrictions_zip_idx').on(table.zipPrefix),
  ],
);

/** Tax classes products fall into through their category. */
export const taxCategories = pgTable('tax_categories', {
  code: text().primaryKey(),
  name: text().notNull(),
  taxableByDefault: boolean().notNull(),
});

/** Combined state sales tax in basis points of a percent ×100 (725 = 7.25 %). */
export const stateTaxRates = pgTable('state_tax_rates', {
  state: text().primaryKey(),
  rateBasisPoints: integer().notNull(),
  /** Whether shipping charges are taxed in the state. */
  taxShipping: boolean().notNull().default(false),
});

/** Per-state exceptions to a tax category's default taxability (e.g. groceries exempt). */
export const stateCategoryTaxability = pgTable(
  'state_category_taxability',
  {
    state: text()
      .notNull()
      .references(() => stateTaxRates.state),
    taxCategory: text()
      .notNull()
      .references(() => taxCategories.code),
    taxable: boolean().notNull(),
  },
  (table) => [primaryKey({ columns: [table.state, table.taxCategory] })],
);
