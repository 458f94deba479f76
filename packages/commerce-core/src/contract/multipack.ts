import { z } from 'zod';
import { MULTIPACK_SIZE } from '../constants/constants';
import { catalogueIdSchema, languageSchema, quantitySchema } from './common';

/** Longest mix name. */
export const MIX_NAME_MAX_LENGTH = 60;

export const mixPackIdSchema = z.uuid({ error: 'Must be a mix id (UUID).' }).describe('Mix id.');

export const mixPackIdQuerySchema = z.object({
  mixPackId: mixPackIdSchema,
  lang: languageSchema,
});

const mixItemsSchema = z
  .array(
    z.object({
      productId: catalogueIdSchema,
      quantity: quantitySchema(MULTIPACK_SIZE).describe('Packs of this product in the mix.'),
    }),
  )
  .min(1, { error: 'A mix needs at least one item.' })
  .max(MULTIPACK_SIZE, { error: `A mix holds at most ${MULTIPACK_SIZE} different products.` })
  .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
    error: 'Each product may appear only once in a mix.',
  })
  .describe(`The bags of the mix: exactly ${MULTIPACK_SIZE} available packs in all.`);

const mixNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'The name cannot be empty.' })
  .max(MIX_NAME_MAX_LENGTH, {
    error: `The name must be at most ${MIX_NAME_MAX_LENGTH} characters.`,
  })
  .describe('A name for the saved mix.');

/** Body of mixpack create: the mix's items and an optional name. */
export const createMixBodySchema = z.object({
  name: mixNameSchema.optional(),
  items: mixItemsSchema,
  lang: languageSchema,
});

/** Body of mixpack update: which mix, and its new items (and name). */
export const updateMixBodySchema = createMixBodySchema.extend({ mixPackId: mixPackIdSchema });

const money = {
  price: z.number().describe('Dollars, 2 decimals.'),
  priceCents: z.number().int(),
};

export const multipackProductSchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  title: z.string(),
  brand: z.string(),
  flavor: z.string().nullable(),
  ...money,
  availableQty: z.number().int().describe('Packs in stock.'),
  available: z.boolean(),
  maxQty: z.number().int().describe('The most packs of this product one mix can take now.'),
  image: z
    .object({ tile: z.string() })
    .describe(
      "The pack's picture, as a product summary names it (its artwork version in the path).",
    ),
});

export const multipackConfigSchema = z.object({
  code: z.string().describe('Cart lines of this multipack get ids MYOMP-30-{n}.'),
  packSize: z.number().int().describe('Packs in one multipack: 30.'),
  title: z.string(),
  description: z.string(),
  maxPerProduct: z.number().int(),
  eligibleProductCount: z.number().int(),
  eligibleProductIds: z.array(z.number().int()),
  rules: z.array(z.string()).describe('The rules of a mix, for display.'),
});

export const mixPackItemSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  ...money,
  quantity: z.number().int(),
  availableQty: z.number().int(),
  available: z.boolean(),
});

export const mixPackSchema = z.object({
  mixPackId: z.string(),
  name: z.string(),
  code: z.string(),
  packSize: z.number().int(),
  items: z.array(mixPackItemSchema),
  packCount: z.number().int(),
  availablePackCount: z.number().int(),
  isFull: z.boolean().describe('True when exactly 30 packs are available.'),
  hasUnavailableItems: z.boolean(),
  unavailableProductIds: z.array(z.number().int()),
  message: z
    .string()
    .nullable()
    .describe('Set when items are no longer available: click Edit and replace them.'),
  packPrice: z.number(),
  packPriceCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const varietyPackSchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  title: z.string(),
  description: z.string(),
  ...money,
  packCount: z.number().int(),
  availableQty: z.number().int(),
  available: z.boolean(),
  components: z.array(
    z.object({ productId: z.number().int(), title: z.string(), quantity: z.number().int() }),
  ),
});

export const recommendedQuerySchema = z.object({
  lang: languageSchema,
  limit: z.coerce
    .number({ error: 'Must be a number.' })
    .int({ error: 'Must be a whole number.' })
    .min(1, { error: 'Must be at least 1.' })
    .max(24, { error: 'Must be at most 24.' })
    .default(8),
});

/** multipack/productlist: what a mix can be made of. */
export const multipackProductListSchema = z.object({
  packSize: z.number().int(),
  products: z.array(multipackProductSchema),
});

export const mixPackDeletedSchema = z.object({
  mixPackId: z.string(),
  deleted: z.literal(true),
});

export const mixPackListSchema = z.object({
  mixPacks: z.array(mixPackSchema),
  total: z.number().int(),
});

export const recommendedVarietyPacksSchema = z.object({ varietyPacks: z.array(varietyPackSchema) });
