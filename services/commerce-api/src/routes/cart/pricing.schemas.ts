import { emailSchema, zipSchema } from '@snackshop/commerce-core/validation';
import { z } from 'zod';
import { cartLinesSchema, languageSchema } from './cart-lines.schemas';

/** Longest coupon code accepted. */
export const COUPON_CODE_MAX_LENGTH = 40;

export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, { error: 'Enter a coupon code.' })
  .max(COUPON_CODE_MAX_LENGTH, {
    error: `A coupon code has at most ${COUPON_CODE_MAX_LENGTH} characters.`,
  })
  .describe('The coupon (voucher) code, matched case-insensitively.');

/**
 * What every pricing call reads: the cart lines (ids and quantities only), and optionally
 * a coupon, the shopper's email (per-customer coupon limits) and the shipping ZIP code.
 */
export const pricingRequestSchema = z.object({
  cartItems: cartLinesSchema.describe(
    'The cart lines. Prices, totals, discounts and taxes sent here are ignored.',
  ),
  couponName: couponCodeSchema.optional(),
  email: z.union([z.literal(''), emailSchema]).optional(),
  zipcode: zipSchema.optional(),
  lang: languageSchema,
});

const dollars = z.number().describe('Dollars with 2 decimals.');
const cents = z.number().int().describe('Integer cents.');

/** The amounts of a priced cart, in dollars (SPEC section 3 names) and cents. */
export const cartTotalsSchema = z.object({
  subTotal: dollars,
  subTotalCents: cents,
  discount: dollars,
  discountCents: cents,
  shippingCharge: dollars,
  shippingChargeCents: cents,
  tax: dollars,
  taxCents: cents,
  totalAmount: dollars,
  totalAmountCents: cents,
});
