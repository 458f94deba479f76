import { z } from 'zod';
import type { CartLine } from '../cart/types';
import { emailSchema, zipSchema } from '../validation/fields';
import { cartLinesSchema } from './cart-lines';
import { catalogueIdSchema, languageSchema } from './common';

/** Most product ids one inventory or availability call may ask about. */
export const MAX_PRODUCT_IDS = 200;

const optionalEmail = z
  .union([z.literal(''), emailSchema])
  .optional()
  .describe('The shopper’s email; empty for a guest.');
const accountId = z.string().max(64).optional().describe('The account id, when signed in.');

/** Query of getcartwebdata (SPEC section 7 item 1). */
export const getCartQuerySchema = z.object({
  email: optionalEmail,
  accountId,
  isAuth: z
    .enum(['true', 'false'], { error: 'Must be true or false.' })
    .transform((value) => value === 'true')
    .optional(),
  lang: languageSchema,
});

/** Body of savecartwebdata (SPEC section 7 item 2). */
export const saveCartBodySchema = z.object({
  persistCartData: cartLinesSchema.describe(
    'The cart lines. Only ids and quantities are read; prices and titles are the server’s.',
  ),
  email: optionalEmail,
  accountId,
  isAuth: z.boolean().optional(),
  cartamount: z
    .number()
    .optional()
    .describe('Accepted for compatibility and ignored: the server computes the amount.'),
});

const lineCommon = {
  quantity: z.number().int(),
  title: z.string(),
  availableQty: z.number().int().optional().describe('Units the shop can sell now.'),
  productEnableFor: z.string().optional(),
  isFreeSample: z.boolean().optional(),
  available: z.boolean().describe('The line can be bought now.'),
};
const unitPrice = z.number().int().describe('Unit price in cents.');

/**
 * A cart line as the server prices it (SPEC section 3 cartItems): a product, a bundle, a
 * multipack (`productId` MYOMP-30-{n}, its bags in `multipackList`) or a gift card, with
 * today's prices in cents and whether it can be bought now.
 */
export const pricedCartLineSchema = z.union([
  z.object({
    ...lineCommon,
    productId: z.string(),
    multipackList: z.array(
      z.object({
        productId: z.string(),
        title: z.string().optional(),
        price: unitPrice.describe('Price of one bag in cents.'),
        quantity: z.number().int(),
        availableQty: z.number().int().optional(),
      }),
    ),
    mixPackId: z.string().optional().describe('The saved mix the multipack was made from.'),
    price: unitPrice.optional(),
  }),
  z.object({ ...lineCommon, productId: z.string(), price: unitPrice }),
  z.object({
    ...lineCommon,
    bundleId: z.string(),
    price: unitPrice,
    products: z
      .array(
        z.object({
          productId: z.string(),
          title: z.string().optional(),
          quantity: z.number().int(),
        }),
      )
      .optional(),
  }),
  z.object({
    ...lineCommon,
    giftCardId: z.string().describe('The card of giftcardlist.'),
    giftCardKind: z.enum(['physical', 'e-gift']),
    amountCents: z.number().int().describe('The gift card’s face value in cents.'),
    price: unitPrice,
    recipient: z
      .object({
        recipientEmail: z.string(),
        firstName: z.string().optional(),
        lastName: z.string().optional(),
        giftMessage: z.string().optional(),
      })
      .optional()
      .describe('Who an e-gift card goes to.'),
  }),
]);

/** Accepts only cart lines of the cart math, so a priced line that is not one fails to compile. */
type CartLineOf<T extends CartLine> = T;

/** A line of `pricedCartLineSchema`: a cart line of commerce-core's cart math, plus `available`. */
export type PricedCartLine = CartLineOf<z.output<typeof pricedCartLineSchema>>;

export const persistedCartSchema = z.object({
  persistCartId: z.string().nullable(),
  persistCartData: z.array(pricedCartLineSchema),
  cartamount: z.number().describe('The server’s total of the lines, dollars with 2 decimals.'),
  cartAmountCents: z.number().int(),
  updatedAt: z.string().optional(),
});

export const savedCartSchema = z.object({
  persistCartId: z.string(),
  cartamount: z.number().describe('The server’s total of the lines, dollars with 2 decimals.'),
  cartAmountCents: z.number().int(),
});

const productIdsSchema = z
  .array(catalogueIdSchema)
  .min(1, { error: 'Name at least one product.' })
  .max(MAX_PRODUCT_IDS, { error: `Name at most ${MAX_PRODUCT_IDS} products.` });

export const inventoryBodySchema = z.object({ productIds: productIdsSchema });

export const inventorySchema = z.object({
  inventory: z.array(
    z.object({
      productId: z.number().int(),
      availableQty: z.number().int().describe('Units the shop can sell now.'),
      available: z.boolean(),
    }),
  ),
});

export const availabilityBodySchema = z.object({
  zipcode: zipSchema,
  productIds: productIdsSchema,
  lang: languageSchema,
});

export const availabilitySchema = z.object({
  zipcode: z.string(),
  city: z.string(),
  state: z.string(),
  allAvailable: z.boolean(),
  unavailableItems: z.array(
    z.object({
      productId: z.number().int(),
      reason: z.string(),
      message: z.string().describe('Product not available for the selected shipping zip code'),
    }),
  ),
});
