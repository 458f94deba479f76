import { endpoints } from '@snackshop/commerce-core/api-client';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import {
  facetsSchema,
  filterListQuerySchema,
  filterProductsBodySchema,
  langQuerySchema,
  langSchema,
  productDetailSchema,
  productPageSchema,
  productRefQuerySchema,
  productSummarySchema,
} from './catalogue.schemas';
import * as catalogue from './catalogue.service';

const tag = 'Catalogue';
const productList = z.array(productSummarySchema);
const productIdQuery = z.object({
  productId: z.coerce
    .number({ error: 'productId must be a whole number.' })
    .int('productId must be a whole number.')
    .positive('productId must be a whole number.')
    .max(2_147_483_647, 'productId is too large.'),
  lang: langSchema,
});

export const catalogueRoutes = [
  defineRoute({
    endpoint: endpoints.filterProducts,
    operationId: 'filterProducts',
    tag,
    summary: 'List products by brand, product type, flavor and size (36 per page)',
    description:
      'The filter-products call. Filters are slugs (see filterlist); sort is featured, ' +
      'best-selling, price-asc, price-desc, name-asc or newest. pagination is true when ' +
      'another page follows.',
    body: filterProductsBodySchema,
    response: productPageSchema,
    handler: ({ deps, body }) => catalogue.listProducts(deps, body),
  }),
  defineRoute({
    endpoint: endpoints.filterList,
    operationId: 'filterList',
    tag,
    summary: 'Filter facets with product counts',
    description:
      'Brands, product types, flavors and sizes with how many products each has. Each ' +
      'facet counts with the other selected filters applied, not its own.',
    query: filterListQuerySchema,
    response: facetsSchema,
    handler: ({ deps, query }) => catalogue.facetCounts(deps, query),
  }),
  defineRoute({
    endpoint: endpoints.productDetail,
    operationId: 'productDetail',
    tag,
    summary: 'One product with description, ingredients, nutrition and pack contents',
    description: 'By productId or slug. Also records the view for recently viewed products.',
    query: productRefQuerySchema,
    response: productDetailSchema,
    errors: [{ status: 404, code: 'NOT_FOUND', description: 'This product is not available' }],
    handler: ({ deps, query, session }) =>
      catalogue.productDetail(deps, query, session?.sessionId ?? null),
  }),
  defineRoute({
    endpoint: endpoints.recommendedProducts,
    operationId: 'recommendedProducts',
    tag,
    summary: 'Up to 8 in-stock products like the given one',
    query: productIdQuery,
    response: productList,
    handler: ({ deps, query }) => catalogue.recommendedProducts(deps, query.productId, query.lang),
  }),
  defineRoute({
    endpoint: endpoints.staffPicksList,
    operationId: 'staffPicksList',
    tag,
    summary: 'The 4 staff picks',
    query: langQuerySchema,
    response: productList,
    handler: ({ deps, query }) => catalogue.staffPicks(deps, query.lang),
  }),
  defineRoute({
    endpoint: endpoints.homeBestSellerList,
    operationId: 'homeBestSellerList',
    tag,
    summary: 'The 4 best sellers',
    query: langQuerySchema,
    response: productList,
    handler: ({ deps, query }) => catalogue.bestSellers(deps, query.lang),
  }),
  defineRoute({
    endpoint: endpoints.productGroupList,
    operationId: 'productGroupList',
    tag,
    summary: 'Parent categories with their product types and counts (Shop By Category)',
    query: langQuerySchema,
    response: z.array(
      z.object({
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
      }),
    ),
    handler: ({ deps, query }) => catalogue.productGroups(deps, query.lang),
  }),
  defineRoute({
    endpoint: endpoints.allBrands,
    operationId: 'allBrands',
    tag,
    summary: 'Every brand with its product count and logo',
    query: langQuerySchema,
    response: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        tagline: z.string(),
        productCount: z.number().int(),
        logo: z.string(),
        href: z.string(),
      }),
    ),
    handler: ({ deps, query }) => catalogue.allBrands(deps, query.lang),
  }),
  defineRoute({
    endpoint: endpoints.allBundles,
    operationId: 'allBundles',
    tag,
    summary: 'Bundles with their products, price and savings',
    query: langQuerySchema,
    response: z.array(
      z.object({
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
        image: z.object({ tile: z.string(), detail: z.string() }),
      }),
    ),
    handler: ({ deps, query }) => catalogue.allBundles(deps, query.lang),
  }),
  defineRoute({
    endpoint: endpoints.giftCardList,
    operationId: 'giftCardList',
    tag,
    summary: 'Gift cards (physical and e-gift) with their amounts',
    query: langQuerySchema,
    response: z.array(
      z.object({
        giftCardId: z.number().int(),
        sku: z.string(),
        slug: z.string(),
        kind: z.enum(['physical', 'e-gift']),
        title: z.string(),
        description: z.string(),
        amountsCents: z.array(z.number().int()),
        amounts: z.array(z.number()),
        requiresRecipientEmail: z.boolean(),
        image: z.object({ tile: z.string(), detail: z.string() }),
      }),
    ),
    handler: ({ deps, query }) => catalogue.giftCardList(deps, query.lang),
  }),
  defineRoute({
    endpoint: endpoints.eventsView,
    operationId: 'eventsView',
    tag,
    summary: 'Shop events running now (Heat Shop, Holiday Shop, flavor drop, ...)',
    query: langQuerySchema,
    response: z.array(
      z.object({
        slug: z.string(),
        title: z.string(),
        description: z.string(),
        theme: z.enum(['snacks', 'hot', 'holiday']),
        startsAt: z.string().nullable(),
        endsAt: z.string().nullable(),
        productCount: z.number().int(),
        products: productList,
      }),
    ),
    handler: ({ deps, query }) => catalogue.eventsView(deps, query.lang, deps.now()),
  }),
  defineRoute({
    endpoint: endpoints.recentlyViewedProducts,
    operationId: 'recentlyViewedProducts',
    tag,
    summary: 'Products this session viewed, newest first (up to 12)',
    description:
      'Views are recorded by productdetail per handshake session; productIds adds ids the ' +
      'storefront kept itself (first in the list).',
    query: z.object({
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
      lang: langSchema,
    }),
    response: productList,
    handler: ({ deps, query, session }) =>
      catalogue.recentlyViewed(deps, session?.sessionId ?? null, query.productIds, query.lang),
  }),
];
