import { z } from 'zod';
import { SHIPPING_SKUS } from '../constants/constants';
import { emailSchema, zipSchema } from '../validation/fields';
import { cartLinesSchema } from './cart-lines';
import { centsSchema as cents, dollarsSchema as dollars, languageSchema } from './common';

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

/** A signed-in Snack Rewards member spends points on a free pack (decision 0049). */
export const redeemRewardSchema = z
  .boolean()
  .optional()
  .describe(
    'Spend the member’s points on a free pack: the lowest-priced snack of the cart. Priced ' +
      'only for a signed-in member with enough points; checkout refuses it otherwise (422).',
  );

/**
 * What every pricing call reads: the cart lines (ids and quantities only), and optionally
 * a coupon, the shopper's email (per-customer coupon limits) and the shipping ZIP code.
 */
export const pricingRequestSchema = z.object({
  cartItems: cartLinesSchema.describe(
    'The cart lines. Prices, totals, discounts and taxes sent here are ignored.',
  ),
  couponName: couponCodeSchema.optional(),
  redeemReward: redeemRewardSchema,
  email: z.union([z.literal(''), emailSchema]).optional(),
  zipcode: zipSchema.optional(),
  lang: languageSchema,
});

/** The amounts of a priced cart, in dollars (SPEC section 3 names) and cents. */
export const cartTotalsSchema = z.object({
  subTotal: dollars,
  subTotalCents: cents,
  discount: dollars,
  discountCents: cents.describe('Every discount: the coupon’s and a rewards free pack’s.'),
  rewardCents: cents.describe('The part of the discount that is a rewards free pack.'),
  shippingCharge: dollars,
  shippingChargeCents: cents,
  tax: dollars,
  taxCents: cents,
  totalAmount: dollars,
  totalAmountCents: cents,
});

/** The SKU of the shipping line (SPEC section 3 `shippingSku`). */
export const shippingSkuSchema = z.enum(SHIPPING_SKUS);

/** Why the cart ships for what it does. */
export const SHIPPING_REASONS = ['empty-cart', 'free-order', 'coupon', 'minimum', 'flat'] as const;
export type ShippingReason = (typeof SHIPPING_REASONS)[number];

/**
 * What a cart line is called in the request's language: its title and, for a multipack or
 * a bundle, the title of each product in it. `lineId` is the line's cart key (product or
 * bundle id, `MYOMP-30-{n}`, or a gift card's `GC-…` id).
 */
export const lineLabelSchema = z.object({
  lineId: z.string(),
  title: z.string(),
  items: z.array(z.object({ productId: z.string(), title: z.string() })),
});

/** shippingcharge: the cart's amounts, the shipping line and how far free shipping is. */
export const shippingChargeSchema = cartTotalsSchema.extend({
  lineLabels: z
    .array(lineLabelSchema)
    .describe('Each line named in the request’s language, in the order of the request.'),
  shippingSku: shippingSkuSchema,
  reason: z.enum(SHIPPING_REASONS),
  freeShippingEnabled: z
    .boolean()
    .describe(
      'The config list’s freeShipping flag: whether carts at or above the minimum ship free. ' +
        'Off, the minimum and what remains promise nothing.',
    ),
  freeShippingMinimum: dollars,
  freeShippingMinimumCents: cents,
  remainingForFreeShipping: dollars,
  remainingForFreeShippingCents: cents,
});

/** ordertax: the request needs the shipping ZIP code. */
export const orderTaxRequestSchema = pricingRequestSchema.extend({ zipcode: zipSchema });

/** ordertax: what shippingcharge answers for the cart and ZIP, and how its tax was found. */
export const orderTaxSchema = shippingChargeSchema.extend({
  taxInfo: z.object({
    zipcode: z.string(),
    state: z.string(),
    rate: z.number().describe('Percent, e.g. 7.25.'),
    rateBasisPoints: z.number().int(),
    taxableAmount: dollars,
    taxableAmountCents: cents,
    tax: dollars,
    taxCents: cents,
    shippingTaxable: z.boolean(),
    categories: z.array(
      z.object({
        taxCategory: z.string(),
        taxable: z.boolean(),
        amountCents: cents,
      }),
    ),
  }),
});

/** validatevoucher: the coupon is required here. */
export const validateVoucherRequestSchema = pricingRequestSchema.extend({
  couponName: couponCodeSchema,
  cartID: z.string().max(64).optional().describe('Echoed back as couponData.cartID.'),
});

/** The couponData of SPEC section 3, plus the same amounts in cents. */
export const couponDataSchema = z.object({
  couponName: z.string(),
  cartAmount: dollars.describe('The cart subtotal the coupon was checked against.'),
  cartAmountCents: cents,
  discount: dollars,
  discountCents: cents,
  discountedAmount: dollars.describe('The subtotal after the discount.'),
  discountedAmountCents: cents,
  message: z.string(),
  freeOrder: z.boolean(),
  freeShipping: z.boolean(),
  cartID: z.string().nullable(),
  date: z.string().describe('When the coupon was checked (ISO 8601).'),
  discountItems: z.array(
    z.object({ productId: z.string(), discount: dollars, discountCents: cents }),
  ),
});
