import { z } from 'zod';
import { languageSchema } from './common';

export const autocompleteQuerySchema = z.object({
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
  lang: languageSchema,
});

/** A search-as-you-type suggestion; `matchStart` is where the typed text starts in the title. */
export const suggestionSchema = z.object({
  productId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  brand: z.string(),
  productType: z.string(),
  priceCents: z.number().int(),
  price: z.number(),
  image: z.string(),
  matchStart: z.number().int(),
});

export const autocompleteSchema = z.object({
  query: z.string(),
  suggestions: z.array(suggestionSchema),
  didYouMean: z
    .string()
    .nullable()
    .optional()
    .describe('No suggestion: the nearest search that has some, if any.'),
});
