import { z } from 'zod';
import { MAX_GIFT_CARD_QUANTITY } from '../cart/giftCard';
import { parseMultipackCartId } from '../cart/multipack';
import type { GiftCardRecipient } from '../cart/types';
import { MULTIPACK_SIZE } from '../constants/constants';
import { giftRecipientSchema } from '../validation/forms';
import { catalogueIdSchema, quantitySchema } from './common';

/** Most units of one cart line (or packs of one multipack line) a cart may hold. */
export const MAX_LINE_QUANTITY = 99;
/** Most lines one cart may hold. */
export const MAX_CART_LINES = 100;

/** One bag of a multipack: which product and how many packs of it. */
export const multipackItemSchema = z.object({
  productId: catalogueIdSchema,
  quantity: quantitySchema(MULTIPACK_SIZE).describe('Packs of this product in the mix.'),
});

/** Largest face value a gift-card line may name; the catalogue's amounts decide the rest. */
const MAX_GIFT_CARD_AMOUNT_CENTS = 100_000;

/** The face value of a gift-card line: whole cents, checked against the card's amounts. */
const giftCardAmountSchema = z
  .number({ error: 'Must be a number of cents.' })
  .int({ error: 'Must be a whole number of cents.' })
  .min(1, { error: 'Must be at least 1 cent.' })
  .max(MAX_GIFT_CARD_AMOUNT_CENTS, { error: 'Is not an amount this gift card comes in.' })
  .describe('The face value chosen, in cents: one of the amounts giftcardlist gives the card.');

/**
 * A cart line as the storefront sends it (SPEC section 3 cartItems). Only ids and quantities
 * are read: price, title, totals and anything else the client sends is ignored, because the
 * server prices every line itself.
 */
export const cartLineSchema = z
  .object({
    productId: z
      .union([z.number(), z.string().max(40)])
      .optional()
      .describe('Product id, or the MYOMP-30-{n} id of a multipack line.'),
    bundleId: catalogueIdSchema.optional(),
    quantity: quantitySchema(MAX_LINE_QUANTITY).describe(
      'Units of the line; for a multipack, how many packs of the mix.',
    ),
    multipackList: z
      .array(multipackItemSchema)
      .min(1)
      .max(MULTIPACK_SIZE)
      .optional()
      .describe(`The bags of a multipack line: exactly ${MULTIPACK_SIZE} packs in all.`),
    mixPackId: z.uuid().optional().describe('The saved mix a multipack line was made from.'),
    giftCardId: catalogueIdSchema
      .optional()
      .describe('A gift card of giftcardlist (physical or e-gift); needs amountCents.'),
    amountCents: giftCardAmountSchema.optional(),
    recipient: giftRecipientSchema
      .optional()
      .describe(
        'Who an e-gift card is for: recipientEmail (required), firstName, lastName and ' +
          'giftMessage. A physical card takes none.',
      ),
  })
  .transform((line, ctx): CartLineRequest => {
    if (line.giftCardId !== undefined) {
      const others = (['productId', 'bundleId', 'multipackList'] as const).filter(
        (key) => line[key] !== undefined,
      );
      for (const key of others) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'A gift-card line names only its giftCardId, amountCents and recipient.',
        });
      }
      if (line.amountCents === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['amountCents'],
          message: 'amountCents is required: one of the amounts the gift card comes in.',
        });
      }
      if (line.quantity > MAX_GIFT_CARD_QUANTITY) {
        ctx.addIssue({
          code: 'custom',
          path: ['quantity'],
          message: `Must be at most ${MAX_GIFT_CARD_QUANTITY}.`,
        });
      }
      return {
        kind: 'gift-card',
        giftCardId: line.giftCardId,
        amountCents: line.amountCents ?? 0,
        ...(line.recipient ? { recipient: recipientOf(line.recipient) } : {}),
        quantity: line.quantity,
      };
    }
    if (line.multipackList) {
      const multipackId = typeof line.productId === 'string' ? line.productId : '';
      if (parseMultipackCartId(multipackId) === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['productId'],
          message: `A multipack line needs a productId of the form MYOMP-${MULTIPACK_SIZE}-{n}.`,
        });
      }
      const packs = line.multipackList.reduce((sum, item) => sum + item.quantity, 0);
      if (packs !== MULTIPACK_SIZE) {
        ctx.addIssue({
          code: 'custom',
          path: ['multipackList'],
          message: `A multipack holds exactly ${MULTIPACK_SIZE} packs; this one holds ${packs}.`,
        });
      }
      const ids = line.multipackList.map((item) => item.productId);
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['multipackList'],
          message: 'Each product may appear only once in a multipack.',
        });
      }
      return {
        kind: 'multipack',
        multipackId,
        ...(line.mixPackId ? { mixPackId: line.mixPackId } : {}),
        items: line.multipackList,
        quantity: line.quantity,
      };
    }
    if (line.bundleId !== undefined) {
      return { kind: 'bundle', bundleId: line.bundleId, quantity: line.quantity };
    }
    const id = catalogueIdSchema.safeParse(line.productId);
    if (!id.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['productId'],
        message:
          line.productId === undefined
            ? 'productId is required (or bundleId for a bundle).'
            : 'Must be a numeric product id.',
      });
      return z.NEVER;
    }
    return { kind: 'product', productId: id.data, quantity: line.quantity };
  });

/** The recipient as stored and priced: optional fields only when they have a value. */
function recipientOf(recipient: z.output<typeof giftRecipientSchema>): GiftCardRecipient {
  return {
    recipientEmail: recipient.recipientEmail,
    ...(recipient.firstName ? { firstName: recipient.firstName } : {}),
    ...(recipient.lastName ? { lastName: recipient.lastName } : {}),
    ...(recipient.giftMessage ? { giftMessage: recipient.giftMessage } : {}),
  };
}

/** The cart lines of a request: at most `MAX_CART_LINES`. */
export const cartLinesSchema = z
  .array(cartLineSchema)
  .max(MAX_CART_LINES, { error: `A cart holds at most ${MAX_CART_LINES} lines.` });

/**
 * A validated cart line: a product, a bundle, a multipack or a gift card, with ids and
 * quantities only (a gift card also names its face value and, for an e-gift card, the
 * recipient).
 */
export type CartLineRequest =
  | { kind: 'product'; productId: number; quantity: number }
  | { kind: 'bundle'; bundleId: number; quantity: number }
  | {
      kind: 'gift-card';
      giftCardId: number;
      amountCents: number;
      recipient?: GiftCardRecipient;
      quantity: number;
    }
  | {
      kind: 'multipack';
      multipackId: string;
      mixPackId?: string;
      items: { productId: number; quantity: number }[];
      quantity: number;
    };
