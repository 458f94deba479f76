import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/schema/index';
import { isOwner, type CallerIdentity } from '../identity/caller';

/**
 * Who asks for an order. The two differ on guest orders: an account holds only the orders
 * placed while signed in (decision 0029), while the caller of order details also sees the
 * guest order its own checkout session placed.
 */
export type OrderOwner =
  /** A signed-in customer's account. */
  | { customerId: string }
  /**
   * The caller of order details, asked for only once the order exists: an unknown number
   * answers the same 404 whatever the request's X-Auth-Token says.
   */
  | { caller: () => Promise<CallerIdentity> };

/** WHERE condition: the orders of a signed-in customer's account. */
export function ownedBy(customerId: string): SQL {
  return eq(orders.customerId, customerId);
}

/**
 * The order numbered `orderNumber` (already normalised) when `owner` may see it, else null:
 * the same null as no order at all, so a miss never tells which order numbers exist.
 */
export async function findOwnedOrder(
  db: Database,
  orderNumber: string,
  owner: OrderOwner,
): Promise<{ id: string } | null> {
  if ('customerId' in owner) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), ownedBy(owner.customerId)));
    return order ?? null;
  }
  const [order] = await db
    .select({ id: orders.id, customerId: orders.customerId, sessionId: orders.sessionId })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  if (!order) return null;
  const caller = await owner.caller();
  const row = { customerId: order.customerId, sessionId: order.sessionId ?? '' };
  return isOwner(row, caller) ? { id: order.id } : null;
}
