import { z } from 'zod';
import { PRODUCTS_PER_PAGE } from '../constants/constants';
import { imageSchema, languageSchema, locationNumberSchema, productIdSchema } from './common';

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
  multipackEligible: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: only the snacks a build-your-own multipack can hold.'),
};

const pageSchema = z.coerce
  .number({ error: 'page must be a whole number from 1.' })
  .int('page must be a whole number from 1.')
  .min(1, 'page must be a whole number from 1.')
  .max(10_000, 'page must be at most 10000.')
  .default(1);

export const filterProductsBodySchema = z.object({
  locationNumber: locationNumberSchema,
  ...productFilterShape,
  sort: z.enum(sortValues).default('featured'),
  page: pageSchema,
  lang: languageSchema,
});
export type ProductFilters = Omit<z.output<typeof filterProductsBodySchema>, 'sort'> & {
  sort: string;
  q?: string;
};

export const filterListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'q must not be empty.')
    .max(100, 'q must be at most 100 characters.')
    .optional()
    .describe('A search text: count the products of its results page (getqueryproducts) only.'),
  ...productFilterShape,
  lang: languageSchema,
});

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
  lang: languageSchema,
});

export const productRefQuerySchema = z
  .object({
    productId: productIdSchema.optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9-]{1,200}$/, 'slug must be lower-case letters, digits and hyphens.')
      .optional(),
    lang: languageSchema,
  })
  .refine((value) => value.productId !== undefined || value.slug !== undefined, {
    message: 'productId or slug is required.',
    path: ['productId'],
  });

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
  isFreeSample: z
    .boolean()
    .describe('A free sample: priced 0 by the server, one per order, never sold alone.'),
  isSpicy: z.boolean(),
  rating: z.number().describe('Stars, 0 to 5, one decimal.'),
  reviewCount: z.number().int(),
  image: imageSchema.extend({ alt: z.string() }),
  productEnableFor: z
    .array(z.string())
    .describe('Where the product can be bought: cart, multipack.'),
});
export type ProductSummary = z.output<typeof productSummarySchema>;

export const productPageSchema = z.object({
  products: z.array(productSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(PRODUCTS_PER_PAGE),
  totalPages: z.number().int(),
  pagination: z.boolean().describe('True when another page follows.'),
  locationNumber: z.string().nullable(),
});

/**
 * A search results page: a listing page, and for a search nothing answers a way on (the
 * fields are absent when products are found, so listing callers see the page they knew).
 */
export const searchPageSchema = productPageSchema.extend({
  didYouMean: z
    .string()
    .nullable()
    .optional()
    .describe('No product found: the nearest search that finds some, if any.'),
  bestSellers: z
    .array(productSummarySchema)
    .optional()
    .describe('No product found: a few best sellers in stock, so the page is no dead end.'),
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
  shareImage: z
    .string()
    .describe('A 1200 × 630 PNG of the pack for link previews (og:image): previews show no SVG.'),
  description: z.string(),
  ingredients: z.string(),
  nutrition: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  packCount: z.number().int(),
  components: z.array(z.object({ product: productSummarySchema, quantity: z.number().int() })),
});

/** A list of product summaries (best sellers, staff picks, recommendations, recently viewed). */
export const productListSchema = z.array(productSummarySchema);

/** The query of recommendedproducts: the product the others are like. */
export const productIdQuerySchema = z.object({ productId: productIdSchema, lang: languageSchema });

/** The query of getrecentlyviewedproducts: ids the storefront kept itself, newest first. */
export const recentlyViewedQuerySchema = z.object({
  productIds: z
    .string()
    .max(200)
    .optional()
    .transform((value) => (value ?? '').split(',').filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,9}$/, 'productIds must be whole numbers.')
            .transform(Number),
        )
        .max(12, 'At most 12 productIds.'),
    )
    .describe('Comma-separated product ids.'),
  lang: languageSchema,
});

/** A parent category with its product types (Shop By Category). */
export const productGroupSchema = z.object({
  slug: z.string(),
  name: z.string(),
  productCount: z.number().int(),
  productTypes: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      productCount: z.number().int(),
      href: z.string(),
    }),
  ),
});

/** A brand of allbrands. */
export const brandSchema = z.object({
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  productCount: z.number().int(),
  logo: z.string(),
  href: z.string(),
});

/** A bundle of getallbundles: its products, price and savings. */
export const bundleSchema = z.object({
  bundleId: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  price: z.number(),
  separatelyCents: z.number().int(),
  savingsCents: z.number().int(),
  availableQty: z.number().int(),
  products: z.array(z.object({ product: productSummarySchema, quantity: z.number().int() })),
  image: imageSchema,
});

/** A gift card of giftcardlist (physical or e-gift) with the amounts it comes in. */
export const giftCardSchema = z.object({
  giftCardId: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  kind: z.enum(['physical', 'e-gift']),
  title: z.string(),
  description: z.string(),
  amountsCents: z.array(z.number().int()),
  amounts: z.array(z.number()),
  requiresRecipientEmail: z.boolean(),
  image: imageSchema,
});

/** A shop event running now (geteventsview). */
export const shopEventSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  theme: z.enum(['snacks', 'hot', 'holiday']),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  productCount: z.number().int(),
  products: productListSchema,
});

const sitemapFacetSchema = z.array(
  z.object({ slug: z.string(), productCount: z.number().int().min(1) }),
);

/**
 * sitemapentries: what a storefront's sitemap names, in one cheap answer. Products (any kind,
 * active) with the time their page last changed; the brands, product types and flavors that
 * have at least one product in the default listing (snacks and variety packs), the pages of
 * their single-facet listings; the content pages; and when the catalogue last changed.
 */
export const sitemapEntriesSchema = z.object({
  catalogueUpdatedAt: z
    .string()
    .describe('When the catalogue last changed (ISO 8601): the lastmod of listings.'),
  products: z.array(
    z.object({
      slug: z.string(),
      kind: z.enum(['snack', 'variety-pack', 'merchandise']),
      updatedAt: z.string().describe('When what the product page shows last changed (ISO 8601).'),
    }),
  ),
  brands: sitemapFacetSchema,
  productTypes: sitemapFacetSchema,
  flavors: sitemapFacetSchema,
  content: z.array(
    z.object({
      slug: z.string(),
      updatedAt: z
        .string()
        .describe('The latest change of the page in either language (ISO 8601).'),
    }),
  ),
});
