import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The mail outbox: messages are written in the same transaction as what they announce (an
 * order), then a worker sends them and marks them. Without SMTP they stay here and the dev
 * mailbox page shows them.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** Not retried before this instant (backs off after a failure). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Where it went: `smtp`, or `dev-mailbox` when no SMTP server is configured. */
    transport: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.status, table.nextAttemptAt)],
);
