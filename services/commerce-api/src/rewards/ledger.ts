import {
  REWARD_FREE_PACK_POINTS,
  REWARD_POINTS_PER_DOLLAR,
} from '@snackshop/commerce-core/constants';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers, orders, rewardPoints } from '../db/schema/index';
import { BusinessRuleError } from '../http/errors';

/** The request field a free pack is asked for by (pricing, checkout and PayPal bodies). */
const REDEEM_FIELD = 'redeemReward';

/** The points a member earns for `paidCents` of merchandise: per whole dollar, rounded down. */
export function pointsEarnedFor(paidCents: number): number {
  return Math.floor(Math.max(0, paidCents) / 100) * REWARD_POINTS_PER_DOLLAR;
}

/** A customer's points to spend: the sum of their ledger (0 without entries). */
export async function pointsBalance(db: Database, customerId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${rewardPoints.points}), 0)::int` })
    .from(rewardPoints)
    .where(eq(rewardPoints.customerId, customerId));
  return row?.balance ?? 0;
}

/**
 * Whether the customer is in Snack Rewards (a visitor never is). With `lock`, inside a
 * transaction, the customer's row stays locked until it ends (see `recordOrderPoints`).
 */
export async function isRewardsMember(
  db: Database,
  customerId: string | null,
  { lock = false } = {},
): Promise<boolean> {
  if (!customerId) return false;
  const query = db
    .select({ member: customers.rewardsMember })
    .from(customers)
    .where(eq(customers.id, customerId));
  // NO KEY UPDATE: the order row's key-share lock on its customer (the foreign key) must not
  // make two orders of one customer deadlock; two such locks still wait on each other.
  const [row] = lock ? await query.for('no key update') : await query;
  return row?.member === true;
}

/** The refusal of a free pack asked for by someone who cannot have it. */
export function rewardRefusal(
  code: 'REWARD_MEMBERS_ONLY' | 'REWARD_POINTS_SHORT' | 'REWARD_NEEDS_SNACK',
  lang: Language,
  balance = 0,
): BusinessRuleError {
  const message =
    code === 'REWARD_MEMBERS_ONLY'
      ? formatMessage('rewardMembersOnly', lang)
      : code === 'REWARD_NEEDS_SNACK'
        ? formatMessage('rewardNeedsSnack', lang)
        : formatMessage('rewardPointsShort', lang, { points: REWARD_FREE_PACK_POINTS, balance });
  return new BusinessRuleError(code, message, [{ field: REDEEM_FIELD, message }]);
}

/** What an order does to its customer's points, recorded with the order. */
export interface OrderPoints {
  customerId: string | null;
  orderId: string;
  /** The order took a free pack. */
  redeemed: boolean;
  /** The merchandise the order pays for, after every discount (gift cards earn nothing). */
  paidMerchandiseCents: number;
  lang: Language;
}

/**
 * Records an order's points inside the order's transaction: a free pack spends
 * REWARD_FREE_PACK_POINTS, then a member earns for what they paid. Spending locks the
 * customer's row first, so two checkouts spending the same points wait on each other and the
 * second finds them gone (422 REWARD_POINTS_SHORT rolls its order back). Points an order earns
 * are not there to spend on the same order.
 */
export async function recordOrderPoints(tx: Database, input: OrderPoints): Promise<void> {
  const { customerId, orderId, lang } = input;
  if (!customerId || !(await isRewardsMember(tx, customerId, { lock: input.redeemed }))) {
    if (input.redeemed) throw rewardRefusal('REWARD_MEMBERS_ONLY', lang);
    return;
  }
  if (input.redeemed) {
    const balance = await pointsBalance(tx, customerId);
    if (balance < REWARD_FREE_PACK_POINTS)
      throw rewardRefusal('REWARD_POINTS_SHORT', lang, balance);
    await tx
      .insert(rewardPoints)
      .values({ customerId, orderId, kind: 'redeemed', points: -REWARD_FREE_PACK_POINTS });
  }
  const earned = pointsEarnedFor(input.paidMerchandiseCents);
  if (earned > 0) {
    await tx
      .insert(rewardPoints)
      .values({ customerId, orderId, kind: 'earned', points: earned })
      .onConflictDoNothing();
  }
}

/**
 * A cancelled order's points given back, inside the cancellation's transaction: what it
 * earned is taken back and what it spent returned, each once (the ledger's one row per order
 * and kind), so the balance may dip below 0 when the earned points were already spent.
 */
export async function reverseOrderPoints(tx: Database, orderId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${rewardPoints} (customer_id, order_id, kind, points)
    select customer_id, order_id,
      case kind when 'earned' then 'earning-reversed' else 'redemption-returned' end,
      -points
    from ${rewardPoints}
    where order_id = ${orderId} and kind in ('earned', 'redeemed')
    on conflict (order_id, kind) do nothing`);
}

/** A customer's balance and newest ledger entries, with the order each belongs to. */
export async function rewardHistory(db: Database, customerId: string, limit = 20) {
  const [balance, entries] = await Promise.all([
    pointsBalance(db, customerId),
    db
      .select({
        kind: rewardPoints.kind,
        points: rewardPoints.points,
        orderNumber: orders.orderNumber,
        createdAt: rewardPoints.createdAt,
      })
      .from(rewardPoints)
      .innerJoin(orders, eq(orders.id, rewardPoints.orderId))
      .where(eq(rewardPoints.customerId, customerId))
      .orderBy(desc(rewardPoints.createdAt), desc(rewardPoints.id))
      .limit(limit),
  ]);
  return {
    balance,
    entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}
