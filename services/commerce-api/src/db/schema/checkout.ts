import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** What a replayed order request answers: the stored status and envelope body. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

/**
 * submittedorder requests by idempotency key, per caller. The first request claims the key
 * (`processing`); it ends `completed` with its order, or `failed` with the refusal it got, and
 * a repeat with the same body replays that answer. A different body under the key is a 409.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    /** The caller scope: `customer:<id>` or `session:<handshake id>`. */
    ownerKey: text().notNull(),
    idempotencyKey: text().notNull(),
    /** SHA-256 of the canonical request body. */
    requestHash: text().notNull(),
    status: text({ enum: ['processing', 'completed', 'failed'] })
      .notNull()
      .default('processing'),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    /**
     * The claim working on the request. Taking over an abandoned claim replaces it, so the
     * request it replaced can no longer complete, fail or release the key.
     */
    claimToken: text(),
    response: jsonb().$type<StoredResponse>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerKey, table.idempotencyKey] })],
);
