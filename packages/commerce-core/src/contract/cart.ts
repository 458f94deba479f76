import { z } from 'zod';
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

const persistedLineSchema = z.object({
  productId: z.string().optional(),
  bundleId: z.string().optional(),
  quantity: z.number().int(),
  price: z.number().int().optional().describe('Unit price in cents.'),
  title: z.string(),
  availableQty: z.number().int().optional(),
  available: z.boolean(),
  mixPackId: z.string().optional(),
  giftCardId: z.string().optional().describe('A gift-card line: the card of giftcardlist.'),
  giftCardKind: z.enum(['physical', 'e-gift']).optional(),
  amountCents: z.number().int().optional().describe('The gift card’s face value in cents.'),
  recipient: z
    .object({
      recipientEmail: z.string(),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      giftMessage: z.string().optional(),
    })
    .optional()
    .describe('Who an e-gift card goes to.'),
  multipackList: z
    .array(
      z.object({
        productId: z.string(),
        title: z.string().optional(),
        price: z.number().int().describe('Price of one bag in cents.'),
        quantity: z.number().int(),
        availableQty: z.number().int().optional(),
      }),
    )
    .optional(),
});

export const persistedCartSchema = z.object({
  persistCartId: z.string().nullable(),
  persistCartData: z.array(persistedLineSchema),
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
