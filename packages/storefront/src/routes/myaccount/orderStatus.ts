import type { OrderView } from '@snackshop/commerce-core/contract';

/** The order statuses the shop names (the `lookup.status.*` texts). */
const STATUSES = [
  'pending',
  'authorized',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;

/** The text key of an order's status, or null for one the shop has no name for. */
export function statusKey(status: OrderView['status']): string | null {
  return (STATUSES as readonly string[]).includes(status) ? `lookup.status.${status}` : null;
}
