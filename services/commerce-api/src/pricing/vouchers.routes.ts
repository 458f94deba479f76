import { requestLocation } from '../addresses/location-stock';
import { centsToDollars } from '@snackshop/commerce-core/cart';
import { callerIdentity } from '../identity/caller';
import { defineRoute } from './deps';
import { priceCart, pricedLineId } from './price-cart';

const couponErrors = [
  ['COUPON_UNKNOWN', 'No active coupon has this code.'],
  ['COUPON_NOT_STARTED', 'The coupon’s offer has not started.'],
  ['COUPON_EXPIRED', 'The coupon has expired.'],
  ['COUPON_USED_UP', 'The coupon reached its total usage limit.'],
  ['COUPON_ALREADY_USED', 'This customer reached the coupon’s per-customer limit.'],
  ['COUPON_EMAIL_REQUIRED', 'A per-customer coupon needs the shopper’s email.'],
  ['COUPON_MINIMUM_NOT_MET', 'The cart is below the coupon’s minimum amount.'],
].map(([code, description]) => ({ status: 422, code: code!, description: description! }));

/** validatevoucher: checks a coupon against the cart the server prices itself. */
export const voucherRoutes = [
  defineRoute('validateVoucher', {
    tag: 'Pricing',
    summary: 'Check a coupon against the cart and answer couponData',
    description:
      'Percent off, amount off, free shipping or free order; minimum cart amount (met when ' +
      'the subtotal equals it), start and expiry, total and per-customer usage limits.',
    errors: couponErrors,
    handler: async (input) => {
      const { body, deps } = input;
      const now = deps.now();
      const price = await priceCart(deps.db, {
        lines: body.cartItems,
        field: 'cartItems',
        couponCode: body.couponName,
        email: body.email,
        caller: await callerIdentity(input),
        lang: body.lang,
        location: requestLocation(input.c),
        now,
      });
      const coupon = price.coupon!;
      return {
        couponName: coupon.code,
        cartAmount: centsToDollars(price.subtotalCents),
        cartAmountCents: price.subtotalCents,
        discount: centsToDollars(price.discountCents),
        discountCents: price.discountCents,
        discountedAmount: centsToDollars(price.subtotalCents - price.discountCents),
        discountedAmountCents: price.subtotalCents - price.discountCents,
        message: coupon.message,
        freeOrder: coupon.freeOrder,
        freeShipping: coupon.freeShipping,
        cartID: body.cartID ?? null,
        date: now.toISOString(),
        discountItems: price.lines
          .map((line, index) => ({
            productId: pricedLineId(line),
            discountCents: price.lineDiscountsCents[index] ?? 0,
          }))
          .filter((item) => item.discountCents > 0)
          .map((item) => ({ ...item, discount: centsToDollars(item.discountCents) })),
      };
    },
  }),
];
