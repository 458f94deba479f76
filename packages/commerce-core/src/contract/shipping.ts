import { z } from 'zod';
import { shippingAddressSchema } from '../validation/forms';
import { stateSchema, zipSchema } from '../validation/fields';
import { languageSchema } from './common';

export const zipCodeValidateQuerySchema = z.object({
  zipcode: zipSchema,
  state: stateSchema.optional(),
  city: z.string().trim().max(50).optional(),
  lang: languageSchema,
});

/** zipcodevalidate: the place of a ZIP code and whether we ship there. */
export const zipPlaceSchema = z.object({
  zipcode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.literal('US'),
  shippable: z.boolean(),
  message: z.string().nullable(),
  locationNumber: z
    .string()
    .nullable()
    .describe('The fulfilment location that serves the ZIP (_lo_No); null where we do not ship.'),
});

/** The fields a carrier-validated address may change. */
export const ADDRESS_LINE_FIELDS = [
  'address',
  'addressDetails',
  'city',
  'state',
  'zipcode',
] as const;
export type AddressLineField = (typeof ADDRESS_LINE_FIELDS)[number];

/** addressvalidate: the street lines of a shipping address. */
export const addressValidateRequestSchema = shippingAddressSchema
  .pick({
    address: true,
    addressDetails: true,
    city: true,
    state: true,
    zipcode: true,
    country: true,
  })
  .extend({ lang: languageSchema });

/** addressvalidate: whether the address reads as the carrier delivers, or how it would. */
export const addressValidationSchema = z.object({
  valid: z.boolean().describe('The address as entered is deliverable as it reads.'),
  candidates: z.array(
    z.object({
      address: z.string(),
      addressDetails: z.string(),
      city: z.string(),
      state: z.string(),
      zipcode: z.string(),
      country: z.literal('US'),
      changes: z
        .array(z.enum(ADDRESS_LINE_FIELDS))
        .describe('The fields this candidate changes from what was sent.'),
    }),
  ),
});
