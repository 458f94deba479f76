import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/** Back-in-stock sign-ups: one row per email and product. */
export const notifyMeRequests = pgTable(
  'notify_me_requests',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text().notNull().default('en-us'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('notify_me_email_product_idx').on(table.email, table.productId)],
);

/** Customer Support messages from the contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: serial().primaryKey(),
  subject: text().notNull(),
  name: text().notNull(),
  email: text(),
  description: text().notNull(),
  lang: text().notNull().default('en-us'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Product detail views per handshake session: recently viewed lists and view counts. */
export const productViews = pgTable(
  'product_views',
  {
    sessionId: text().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.productId] }),
    index('product_views_recent_idx').on(table.sessionId, table.viewedAt.desc()),
  ],
);
