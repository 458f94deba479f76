import { z } from 'zod';

export const PRODUCTS_PER_PAGE = 36 as const;
export const BEST_SELLERS_SHOWN = 4;
export const STAFF_PICKS_SHOWN = 4;

export const langSchema = z
  .enum(['en-us', 'es-us'])
  .default('en-us')
  .describe('Language of titles and descriptions: en-us (default) or es-us.');

const slugList = (what: string) =>
  z
    .union([z.string().max(500), z.array(z.string().max(100)).max(50)])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : (value ?? '').split(','))
        .map((slug) => slug.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^[a-z0-9-]{1,100}$/, `Each ${what} must be a slug.`))
        .max(50, `At most 50 ${what} values.`),
    )
    .describe(`${what} slugs, comma-separated or repeated.`);

export const sortValues = [
  'featured',
  'best-selling',
  'price-asc',
  'price-desc',
  'name-asc',
  'newest',
] as const;

/** The filters shared by listing, search and facets. */
export const productFilterShape = {
  brand: slugList('brand'),
  productType: slugList('productType'),
  flavor: slugList('flavor'),
  size: slugList('size'),
  event: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, 'event must be a slug.')
    .optional()
    .describe('Only products of this shop event (hot-shop, holiday-shop, ...).'),
  kind: z
    .enum(['snack', 'variety-pack', 'merchandise'])
    .optional()
    .describe('Only this kind; by default snacks and variety packs.'),
  inStock: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: only products in stock.'),
};

const pageSchema = z.coerce
  .number({ error: 'page must be a whole number from 1.' })
  .int('page must be a whole number from 1.')
  .min(1, 'page must be a whole number from 1.')
  .max(10_000, 'page must be at most 10000.')
  .default(1);

const locationNumberSchema = z
  .union([z.string().regex(/^[A-Za-z0-9-]{1,20}$/), z.number().int().nonnegative()])
  .optional()
  .transform((value) => (value === undefined ? undefined : String(value)))
  .describe('The location number (_lo_No).');

export const filterProductsBodySchema = z.object({
  locationNumber: locationNumberSchema,
  ...productFilterShape,
  sort: z.enum(sortValues).default('featured'),
  page: pageSchema,
  lang: langSchema,
});
export type ProductFilters = Omit<z.output<typeof filterProductsBodySchema>, 'sort'> & {
  sort: string;
  q?: string;
};

export const filterListQuerySchema = z.object({ ...productFilterShape, lang: langSchema });

export const queryProductsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'q is required.')
    .max(100, 'q must be at most 100 characters.')
    .describe('The search text.'),
  ...productFilterShape,
  sort: z.enum(['relevance', ...sortValues]).default('relevance'),
  page: pageSchema,
  locationNumber: locationNumberSchema,
  lang: langSchema,
});

export const productRefQuerySchema = z
  .object({
    productId: z.coerce
      .number({ error: 'productId must be a whole number.' })
      .int('productId must be a whole number.')
      .positive('productId must be a whole number.')
      .max(2_147_483_647, 'productId is too large.')
      .optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9-]{1,200}$/, 'slug must be lower-case letters, digits and hyphens.')
      .optional(),
    lang: langSchema,
  })
  .refine((value) => value.productId !== undefined || value.slug !== undefined, {
    message: 'productId or slug is required.',
    path: ['productId'],
  });

export const langQuerySchema = z.object({ lang: langSchema });

const imageSchema = z.object({ tile: z.string(), detail: z.string(), alt: z.string() });

export const productSummarySchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  kind: z.enum(['snack', 'variety-pack', 'merchandise']),
  title: z.string(),
  brand: z.object({ slug: z.string(), name: z.string() }),
  productType: z.object({ slug: z.string(), name: z.string() }),
  flavor: z.object({ slug: z.string(), name: z.string(), heatLevel: z.number() }).nullable(),
  size: z.object({ slug: z.string(), label: z.string() }).nullable(),
  priceCents: z.number().int(),
  price: z.number().describe('priceCents as dollars with two decimals.'),
  compareAtPriceCents: z.number().int().nullable(),
  availableQty: z.number().int(),
  inStock: z.boolean(),
  multipackEligible: z.boolean(),
  isSpicy: z.boolean(),
  rating: z.number().describe('Stars, 0 to 5, one decimal.'),
  reviewCount: z.number().int(),
  image: imageSchema,
  productEnableFor: z
    .array(z.string())
    .describe('Where the product can be bought: cart, multipack.'),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productPageSchema = z.object({
  products: z.array(productSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(PRODUCTS_PER_PAGE),
  totalPages: z.number().int(),
  pagination: z.boolean().describe('True when another page follows.'),
  locationNumber: z.string().nullable(),
});

const facetSchema = z.array(
  z.object({ slug: z.string(), name: z.string(), count: z.number().int() }),
);
export const facetsSchema = z.object({
  brand: facetSchema,
  productType: facetSchema,
  flavor: facetSchema,
  size: facetSchema,
  total: z.number().int(),
});

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  ingredients: z.string(),
  nutrition: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  packCount: z.number().int(),
  components: z.array(z.object({ product: productSummarySchema, quantity: z.number().int() })),
});
