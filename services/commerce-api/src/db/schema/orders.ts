import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@snackshop/commerce-core/constants';
import { bundles, giftCards, products } from './catalogue';
import { customers } from './customers';

/** An address as captured on an order (a copy: later address edits do not change it). */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  address: string;
  addressDetails?: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

/** The gift part of an order (SPEC section 3 checkout giftCard). */
export interface OrderGift {
  firstName?: string;
  lastName?: string;
  recipientEmail: string;
  giftMessage?: string;
}

/** A gift-card line of an order: which kind, its face value and, for an e-gift card, who it is for. */
export interface OrderGiftCard {
  kind: 'physical' | 'e-gift';
  amountCents: number;
  recipient?: OrderGift;
}

/**
 * Orders with every amount in cents, computed by the server. An order belongs to its
 * customer when one was signed in, else to the handshake session that placed it; anyone
 * else finds it only by order number and email.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderNumber: text().notNull().unique(),
    customerId: uuid().references(() => customers.id),
    /** The handshake session that placed the order (guest ownership for the thank-you page). */
    sessionId: text(),
    email: text().notNull(),
    phone: text(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending'),
    shipping: jsonb().$type<OrderAddress>().notNull(),
    billing: jsonb().$type<OrderAddress>().notNull(),
    gift: jsonb().$type<OrderGift>(),
    /** A gift order whose shopper asked for a gift card to go with it (checkout includesGiftCard). */
    includesGiftCard: boolean().notNull().default(false),
    lang: text({ enum: ['en-us', 'es-us'] })
      .notNull()
      .default('en-us'),
    /** The fulfilment location whose stock the order took (decision 0033). */
    fulfilmentLocationId: text(),
    paymentMethod: text({ enum: ['card', 'apple-pay', 'google-pay', 'paypal', 'none'] }),
    couponCode: text(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    /** The part of `discountCents` that is a Snack Rewards free pack (decision 0049). */
    rewardCents: integer().notNull().default(0),
    shippingCents: integer().notNull().default(0),
    taxCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.createdAt.desc()),
    index('orders_email_idx').on(table.email),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id),
    bundleId: integer().references(() => bundles.id),
    /** For multipack lines: the MYOMP-30-{n} id and the bags inside. */
    mixPackId: text(),
    components: jsonb().$type<{ productId: number; quantity: number }[]>(),
    /** For gift-card lines: the card, and its kind, face value and recipient. */
    giftCardId: integer().references(() => giftCards.id),
    giftCard: jsonb().$type<OrderGiftCard>(),
    title: text().notNull(),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    lineTotalCents: integer().notNull(),
    /** A free sample's line, recorded at 0 (decision 0038). */
    freeSample: boolean().notNull().default(false),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId)],
);

/** Payment attempts against an order; card numbers are never stored. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    method: text({ enum: ['card', 'apple-pay', 'google-pay', 'paypal'] }).notNull(),
    status: text({ enum: ['pending', 'authorized', 'captured', 'voided', 'refunded', 'declined'] })
      .notNull()
      .default('pending'),
    amountCents: integer().notNull(),
    /** The provider's authorisation id. */
    providerReference: text(),
    /** Brand and last four digits shown on the receipt (never the card number). */
    cardBrand: text(),
    cardLast4: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Captures tried after the order's own (the reconciler's, a replay's): how many failed,
     * the last error, when the last one ran, and not before when the next may run (also the
     * lease of the process working on it). See orders/capture-reconciler.ts.
     */
    captureAttempts: integer().notNull().default(0),
    captureLastError: text(),
    captureLastAttemptAt: timestamp({ withTimezone: true }),
    captureNextAttemptAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    // Only payments still waiting for a capture: the reconciler's scan stays small.
    index('payments_authorized_idx')
      .on(table.captureNextAttemptAt)
      .where(sql`${table.status} = 'authorized'`),
  ],
);
