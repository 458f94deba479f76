import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REWARD_ENTRY_KINDS } from '@snackshop/commerce-core/constants';
import { customers } from './customers';
import { orders } from './orders';

/**
 * A Snack Rewards member's points ledger (decision 0049): one row per thing that happened to
 * an order's points. A balance is the sum of a member's rows; nothing else stores it. An
 * order has at most one row of each kind, so it earns once, spends once, and a cancellation
 * gives each back once, however often a step is retried.
 */
export const rewardPoints = pgTable(
  'reward_points',
  {
    id: serial().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: REWARD_ENTRY_KINDS }).notNull(),
    /** Earned or given back above 0; spent or taken back below 0. */
    points: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reward_points_order_kind_idx').on(table.orderId, table.kind),
    index('reward_points_customer_idx').on(table.customerId, table.createdAt.desc()),
  ],
);
