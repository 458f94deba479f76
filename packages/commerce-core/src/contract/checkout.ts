import { z } from 'zod';
import { ORDER_STATUSES } from '../constants/constants';
import { emailSchema, personNameSchema } from '../validation/fields';
import {
  billingAddressSchema,
  contactInfoSchema,
  giftRecipientSchema,
  shippingAddressSchema,
} from '../validation/forms';
import { cartLinesSchema } from './cart-lines';
import { centsSchema as cents, dollarsSchema as dollars, languageSchema } from './common';
import {
  cartTotalsSchema,
  couponCodeSchema,
  redeemRewardSchema,
  shippingSkuSchema,
} from './pricing';

/** The gift part of checkout (SPEC section 3 giftCard): a recipient when giftOrder is on. */
export const giftSchema = z.discriminatedUnion('giftOrder', [
  z.object({ giftOrder: z.literal(false) }),
  giftRecipientSchema.extend({
    giftOrder: z.literal(true),
    includesGiftCard: z.boolean().default(false),
  }),
]);

/** The Apple Pay payment token as Apple Pay JS hands it over. */
export const applePayTokenSchema = z.object({
  paymentData: z.object({
    version: z.string().max(20).optional(),
    data: z.string().min(1).max(20_000),
    signature: z.string().max(20_000).optional(),
    header: z.record(z.string(), z.string().max(2000)).optional(),
  }),
  paymentMethod: z.object({
    displayName: z.string().max(64).optional(),
    network: z.string().max(32).optional(),
    type: z.string().max(32).optional(),
  }),
  transactionIdentifier: z.string().min(1).max(200),
});

/**
 * How the order is paid: a transient card token, a saved card with its security code asked
 * again, an Apple Pay or Google Pay token or an approved PayPal payment.
 */
export const paymentInfoSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    transientToken: z.string().trim().min(1).max(100).describe('From the hosted card fields.'),
    nameonCard: personNameSchema.optional(),
    saveNewCard: z.boolean().default(false).describe('Keep the card (signed-in customers).'),
  }),
  z.object({
    method: z.literal('saved-card'),
    savedCardId: z
      .uuid({ error: 'savedCardId must be a saved card id.' })
      .describe("One of the signed-in customer's savedCards (get-customer)."),
    cvvToken: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .describe("From the hosted security-code field opened for that card's capture context."),
  }),
  z.object({ method: z.literal('apple-pay'), token: applePayTokenSchema }),
  z.object({
    method: z.literal('google-pay'),
    token: z
      .string()
      .trim()
      .min(1)
      .max(4000)
      .describe(
        "Google Pay's paymentMethodData.tokenizationData.token (type PAYMENT_GATEWAY): the " +
          "processor's payment token, good for one order.",
      ),
  }),
  z.object({
    method: z.literal('paypal'),
    paymentId: z.string().trim().min(1).max(64).describe('The approved PayPal paymentId.'),
  }),
]);

const checkoutShape = {
  cartItems: cartLinesSchema
    .min(1, { error: 'Your cart is empty.' })
    .describe(
      'Cart lines: ids and quantities only. Prices, totals, discounts and taxes are ignored.',
    ),
  couponName: couponCodeSchema.optional(),
  redeemReward: redeemRewardSchema,
  contactInfo: contactInfoSchema,
  shipping: shippingAddressSchema,
  billingSameShippingFlag: z.boolean().default(true),
  billing: billingAddressSchema
    .optional()
    .describe('Required when billingSameShippingFlag is false.'),
  isUpsAddress: z.boolean().default(false).describe('The carrier validated the shipping address.'),
  giftCard: giftSchema.optional(),
  lang: languageSchema,
};

type CheckoutShape = z.output<z.ZodObject<typeof checkoutShape>>;

/** Requires a billing address when it is not the shipping one. */
function billingRule(body: CheckoutShape, ctx: z.RefinementCtx) {
  if (!body.billingSameShippingFlag && !body.billing) {
    ctx.addIssue({
      code: 'custom',
      path: ['billing'],
      message: 'Enter a billing address, or use the shipping address.',
    });
  }
}

/** validateOrder: everything checkout knows before payment. */
export const validateOrderSchema = z.object(checkoutShape).superRefine(billingRule);

/** submittedorder: the checkout plus how it is paid (not needed for a free order). */
export const submitOrderSchema = z
  .object({ ...checkoutShape, paymentInfo: paymentInfoSchema.optional() })
  .superRefine(billingRule);

export type CheckoutBody = z.output<typeof validateOrderSchema>;
export type SubmitOrderBody = z.output<typeof submitOrderSchema>;
export type PaymentInfo = z.output<typeof paymentInfoSchema>;

/** The PayPal session call: the cart as it will be ordered (the ZIP decides the tax). */
export const payPalSessionSchema = z.object({
  cartItems: checkoutShape.cartItems,
  couponName: checkoutShape.couponName,
  redeemReward: checkoutShape.redeemReward,
  email: contactInfoSchema.shape.email,
  zipcode: shippingAddressSchema.shape.zipcode,
  returnUrl: z.string().trim().max(500).describe('Storefront page the payer returns to.'),
  cancelUrl: z.string().trim().max(500).describe('Storefront page a cancelled payment returns to.'),
  lang: languageSchema,
});

const addressOut = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  addressDetails: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
});

const giftRecipientOut = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  recipientEmail: z.string(),
  giftMessage: z.string().optional(),
});

export const orderLineViewSchema = z.object({
  productId: z.string().nullable(),
  bundleId: z.string().nullable(),
  mixPackId: z.string().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  price: dollars,
  priceCents: cents,
  lineTotal: dollars,
  lineTotalCents: cents,
  multipackList: z
    .array(z.object({ productId: z.string(), quantity: z.number().int() }))
    .nullable(),
  giftCardId: z.string().nullable().describe('The gift card of a gift-card line.'),
  giftCard: z
    .object({
      kind: z.enum(['physical', 'e-gift']).describe('Mailed with the order, or sent by email.'),
      amountCents: cents.describe('Face value of one card, in integer cents.'),
      recipient: giftRecipientOut.optional().describe('Who an e-gift card is emailed to.'),
    })
    .nullable(),
  isFreeSample: z.boolean().optional().describe('A free sample, recorded at 0.'),
});

/** An order as the thank-you page, the confirmation email and Order Lookup show it. */
export const orderViewSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  shipping: addressOut,
  billing: addressOut,
  giftOrder: z.boolean(),
  gift: giftRecipientOut.nullable(),
  includesGiftCard: z
    .boolean()
    .describe('A gift order whose shopper asked for a gift card to go with it.'),
  couponName: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  card: z.object({ cardType: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  lines: z.array(orderLineViewSchema),
  ...cartTotalsSchema.shape,
});
export type OrderView = z.output<typeof orderViewSchema>;

/** validateOrder: the server's amounts for the checkout as sent. */
export const validatedOrderSchema = cartTotalsSchema.extend({
  valid: z.literal(true),
  shippingSku: shippingSkuSchema,
  couponName: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      lineTotal: dollars,
      lineTotalCents: cents,
      discountCents: cents,
    }),
  ),
  shipping: addressOut.describe('The shipping address as the order will use it.'),
  billing: addressOut.describe('The billing address as the order will use it.'),
});

/** orderdetails: an order by number, for its owner or (with the email) Order Lookup. */
export const orderDetailsQuerySchema = z.object({
  orderNumber: z.string().trim().min(1).max(20).describe('e.g. SN-7KQM-X3PA (any case).'),
  email: emailSchema.optional(),
  lang: languageSchema,
});
