import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers } from './customers';

/** One stored cart line: ids and quantities only; prices are looked up when it is read. */
export interface StoredCartLine {
  productId?: number;
  bundleId?: number;
  /** A multipack line: its `MYOMP-30-{n}` cart id and the packs inside. */
  multipackId?: string;
  mixPackId?: string;
  multipackList?: { productId: number; quantity: number }[];
  /** A gift-card line: the card, its face value and, for an e-gift card, the recipient. */
  giftCardId?: number;
  amountCents?: number;
  recipient?: {
    recipientEmail: string;
    firstName?: string;
    lastName?: string;
    giftMessage?: string;
  };
  quantity: number;
}

/**
 * The persisted cart of SPEC section 7 items 1–2, kept so a cart survives the browser
 * session. Owned like a saved mix: by its customer once known, else by its session. A
 * customer's row keeps `account:<customer id>` as its session (never a handshake session's
 * id), so a guest cart of the same browser never collides with it; a guest's row expires with
 * the handshake session that owns it (`expiresAt`) and is swept after.
 */
export const persistedCarts = pgTable(
  'persisted_carts',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: text().notNull(),
    email: text(),
    accountId: text(),
    lines: jsonb().$type<StoredCartLine[]>().notNull(),
    /** The server's own total of the lines when saved, in cents. */
    cartAmountCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A guest cart's end: its handshake session's expiry. Null for a customer's cart. */
    expiresAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('persisted_carts_session_idx').on(table.sessionId),
    uniqueIndex('persisted_carts_customer_idx')
      .on(table.customerId)
      .where(sql`${table.customerId} is not null`),
  ],
);
