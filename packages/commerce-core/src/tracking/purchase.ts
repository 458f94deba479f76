import { CURRENCY } from '../constants/constants';
import type { DataLayerEvent, EcommercePayload } from './events';
import { userDataOf, type HashedUserData, type TrackedCustomer } from './hash';
import { toAmount, toItem, wholeQuantity, type TrackedProduct } from './items';

// Events that hash personal fields live apart from ./events, so the pages that only track
// listings, products and the cart do not load the hashing and normalisation code.

export interface PurchaseInput {
  /** The order number. */
  readonly transactionId: string;
  /** The order's lines; unit prices in cents, as everywhere inside. */
  readonly products: readonly TrackedProduct[];
  /** The lines' total before the discount, in cents. */
  readonly subtotalCents: number;
  readonly discountCents?: number;
  readonly taxCents: number;
  readonly shippingCents: number;
  readonly coupon?: string | null;
  /**
   * The shopper's personal fields, sent only as hashes in `user_data`. Leave it out when the
   * shopper has not consented to advertising: the event then carries no personal data at all.
   */
  readonly customer?: TrackedCustomer;
}

export interface PurchasePayload extends EcommercePayload {
  readonly transaction_id: string;
  readonly value: number;
  readonly tax: number;
  readonly shipping: number;
  readonly coupon?: string;
}

export interface PurchaseEvent extends DataLayerEvent {
  readonly event: 'purchase';
  readonly ecommerce: PurchasePayload;
  /** Hashed personal fields (SPEC section 5); absent when none were given. */
  readonly user_data?: HashedUserData;
}

/**
 * purchase: a placed order, once. `value` is what the items cost after the discount, without
 * tax or shipping, which travel on their own (GA4's reading). The customer's personal fields
 * are lowercased, trimmed and hashed into `user_data`; nothing personal travels in clear.
 */
export async function purchaseEvent(input: PurchaseInput): Promise<PurchaseEvent> {
  const coupon = input.coupon?.trim();
  const netCents = Math.round(input.subtotalCents) - Math.round(input.discountCents ?? 0);
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: input.transactionId,
      currency: CURRENCY,
      value: toAmount(Math.max(0, netCents)),
      tax: toAmount(input.taxCents),
      shipping: toAmount(input.shippingCents),
      ...(coupon ? { coupon } : {}),
      items: input.products.map((product, index) =>
        toItem(product, wholeQuantity(product.quantity), { index }),
      ),
    },
    ...(await userDataOf(input.customer)),
  };
}
