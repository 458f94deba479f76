import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { coupons } from './pricing';

/**
 * Each use of a coupon by a customer, for per-customer limits. The customer key is the
 * customer id once accounts exist, else the lower-cased email of the order.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerKey: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    redeemedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupon_redemptions_customer_idx').on(table.couponId, table.customerKey)],
);
