import { CURRENCY } from '../constants/constants';
import type { DataLayerEvent, EcommercePayload } from './events';
import { userDataOf, type HashedUserData, type TrackedCustomer } from './hash';
import { toAmount, toItem, wholeQuantity, type TrackedProduct } from './items';

// Events that hash personal fields live apart from ./events (as purchase does), so the pages
// that only track listings, products and the cart do not load the hashing code.

export interface BeginCheckoutInput {
  /** The cart's lines; unit prices in cents. */
  readonly products: readonly TrackedProduct[];
  readonly coupon?: string | null;
  readonly customer?: TrackedCustomer;
}

export interface BeginCheckoutEvent extends DataLayerEvent {
  readonly event: 'begin_checkout';
  readonly ecommerce: EcommercePayload & { readonly coupon?: string };
  /** Hashed personal fields (SPEC section 5); absent when none were given. */
  readonly user_data?: HashedUserData;
}

/**
 * begin_checkout: the shopper opened checkout with these lines. `value` is what the items
 * cost before any discount (GA4's reading); the shopper's known personal fields are hashed
 * into `user_data`.
 */
export async function beginCheckoutEvent(input: BeginCheckoutInput): Promise<BeginCheckoutEvent> {
  const lines = input.products.map((product) => ({
    product,
    quantity: wholeQuantity(product.quantity),
  }));
  const cents = lines.reduce(
    (sum, { product, quantity }) => sum + Math.round(product.priceCents) * quantity,
    0,
  );
  const coupon = input.coupon?.trim();
  return {
    event: 'begin_checkout',
    ecommerce: {
      currency: CURRENCY,
      value: toAmount(cents),
      ...(coupon ? { coupon } : {}),
      items: lines.map(({ product, quantity }, index) => toItem(product, quantity, { index })),
    },
    ...(await userDataOf(input.customer)),
  };
}

/** How the shopper signed in or up (GA4's `method`). */
export type AccountMethod = 'password' | 'google';

export interface AccountEventInput {
  readonly method: AccountMethod;
  readonly customer?: TrackedCustomer;
}

export interface AccountEvent extends DataLayerEvent {
  readonly event: 'sign_up' | 'login';
  readonly method: AccountMethod;
  /** Hashed personal fields (SPEC section 5); absent when none were given. */
  readonly user_data?: HashedUserData;
}

/** sign_up: an account was created (and its first sign-in made). */
export async function signUpEvent(input: AccountEventInput): Promise<AccountEvent> {
  return { event: 'sign_up', method: input.method, ...(await userDataOf(input.customer)) };
}

/** login: a customer signed in to an account that already existed. */
export async function loginEvent(input: AccountEventInput): Promise<AccountEvent> {
  return { event: 'login', method: input.method, ...(await userDataOf(input.customer)) };
}
