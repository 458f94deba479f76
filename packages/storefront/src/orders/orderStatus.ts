import type { OrderStatus } from '@snackshop/commerce-core/constants';

/** The text key of an order's status (the `lookup.status.*` texts, one per status). */
export function statusKey(status: OrderStatus): `lookup.status.${OrderStatus}` {
  return `lookup.status.${status}`;
}
