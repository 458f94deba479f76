import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { customers } from './customers';
import { multipackConfigs } from './multipack-config';

/**
 * Saved build-your-own mixes ("Saved Mixes"). A mix belongs to the customer who created it;
 * until that customer is known (guest, or before accounts exist) it belongs to the
 * handshake session that created it, and only that session may read or change it.
 */
export const mixPacks = pgTable(
  'mix_packs',
  {
    id: uuid().primaryKey().defaultRandom(),
    configCode: text()
      .notNull()
      .references(() => multipackConfigs.code),
    name: text().notNull(),
    /** The owning customer; null while the mix belongs to a session only. */
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    /** The handshake session (`_ss_i`) that created the mix. */
    sessionId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mix_packs_customer_idx').on(table.customerId, table.updatedAt.desc()),
    index('mix_packs_session_idx').on(table.sessionId, table.updatedAt.desc()),
  ],
);

/** The bags of one mix: how many packs of each product. */
export const mixPackItems = pgTable(
  'mix_pack_items',
  {
    mixPackId: uuid()
      .notNull()
      .references(() => mixPacks.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    quantity: smallint().notNull(),
    /** The order the shopper picked the items in. */
    position: smallint().notNull(),
  },
  (table) => [primaryKey({ columns: [table.mixPackId, table.productId] })],
);
