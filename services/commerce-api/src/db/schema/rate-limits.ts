import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters when Redis is not configured (or does not answer): one row per rule and
 * subject in its current fixed window, counted by one atomic upsert, so every API process on
 * the database shares them. Rows of ended windows are swept now and then.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** `<rule>:<subject>`, e.g. `order-lookup:ip:203.0.113.9`. */
  key: text().primaryKey(),
  count: integer().notNull(),
  /** When the window ends and the count starts afresh. */
  resetsAt: timestamp({ withTimezone: true }).notNull(),
});
