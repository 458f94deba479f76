import { endpoints } from '@snackshop/commerce-core/api-client';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import {
  langSchema,
  productPageSchema,
  queryProductsQuerySchema,
} from '../catalogue/catalogue.schemas';
import { autocomplete, searchProducts } from './search.service';

const tag = 'Search';

export const searchRoutes = [
  defineRoute({
    endpoint: endpoints.autocompleteProducts,
    operationId: 'autocompleteProducts',
    tag,
    summary: 'Search-as-you-type suggestions, prefix and typo tolerant',
    query: z.object({
      q: z
        .string()
        .trim()
        .min(2, 'q must be at least 2 characters.')
        .max(100, 'q must be at most 100 characters.')
        .describe('What the shopper has typed so far.'),
      limit: z.coerce
        .number({ error: 'limit must be a whole number from 1 to 20.' })
        .int('limit must be a whole number from 1 to 20.')
        .min(1, 'limit must be a whole number from 1 to 20.')
        .max(20, 'limit must be a whole number from 1 to 20.')
        .default(8),
      lang: langSchema,
    }),
    response: z.object({
      query: z.string(),
      suggestions: z.array(
        z.object({
          productId: z.number().int(),
          slug: z.string(),
          title: z.string(),
          brand: z.string(),
          productType: z.string(),
          priceCents: z.number().int(),
          price: z.number(),
          image: z.string(),
          matchStart: z.number().int(),
        }),
      ),
    }),
    handler: ({ deps, query }) => autocomplete(deps, query.q, query.limit, query.lang),
  }),
  defineRoute({
    endpoint: endpoints.queryProducts,
    operationId: 'queryProducts',
    tag,
    summary: 'Search results for a text query, with the listing filters (36 per page)',
    description:
      'Same filters and page shape as the filter-products call; sort defaults to relevance.',
    query: queryProductsQuerySchema,
    response: productPageSchema,
    handler: ({ deps, query }) => searchProducts(deps, query),
  }),
];
