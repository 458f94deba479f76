import { z } from 'zod';
import { LANGUAGES } from '../language/language';

/** Largest id a catalogue table holds (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** The language of texts in an answer: en-us (default) or es-us. */
export const languageSchema = z
  .enum(LANGUAGES, { error: 'lang must be en-us or es-us.' })
  .default('en-us')
  .describe('Language of titles and messages: en-us (default) or es-us.');

/** A query that takes only the language. */
export const languageQuerySchema = z.object({ lang: languageSchema });

/** A catalogue id: a positive integer, sent as a number or a string of digits. */
export const catalogueIdSchema = z
  .union([z.number(), z.string().max(10).regex(/^\d+$/, { error: 'Must be a numeric id.' })])
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: 'Must be a whole number.' })
      .min(1, { error: 'Must be a positive id.' })
      .max(MAX_ID, { error: 'Is not a known id.' }),
  )
  .describe('A catalogue id (integer, or a string of digits).');

/** A product id in a query string or body, named `productId` in its messages. */
export const productIdSchema = z.coerce
  .number({ error: 'productId must be a whole number.' })
  .int('productId must be a whole number.')
  .positive('productId must be a whole number.')
  .max(MAX_ID, 'productId is too large.');

/** A quantity: a whole number from 1 to `max`. */
export const quantitySchema = (max: number) =>
  z
    .number({ error: 'Must be a number.' })
    .int({ error: 'Must be a whole number.' })
    .min(1, { error: 'Must be at least 1.' })
    .max(max, { error: `Must be at most ${max}.` });

/** The location number (`_lo_No`): letters, digits or hyphens, sent as a string or number. */
export const locationNumberSchema = z
  .union([
    z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'locationNumber must be letters, digits or hyphens.'),
    z.number().int().nonnegative(),
  ])
  .optional()
  .transform((value) => (value === undefined ? undefined : String(value)))
  .describe('The location number (_lo_No).');

/** A lower-case slug of the catalogue or content. */
export const slugSchema = (field: string) =>
  z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, `${field} must be lower-case letters, digits and hyphens.`);

/** An amount in dollars with 2 decimals, as SPEC section 3 names amounts. */
export const dollarsSchema = z.number().describe('Dollars with 2 decimals.');

/** An amount in integer cents. */
export const centsSchema = z.number().int().describe('Integer cents.');

/** Image URLs of a catalogue entry. */
export const imageSchema = z.object({ tile: z.string(), detail: z.string() });
