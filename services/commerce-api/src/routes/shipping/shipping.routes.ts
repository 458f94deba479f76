import { endpoints } from '@snackshop/commerce-core/api-client';
import { centsToDollars } from '@snackshop/commerce-core/cart';
import { formatMessage, isNoShipState } from '@snackshop/commerce-core/catalogue';
import { shippingAddressSchema, stateSchema, zipSchema } from '@snackshop/commerce-core/validation';
import { z } from 'zod';
import { callerIdentity } from '../../http/caller';
import { BusinessRuleError, NotFoundError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { languageSchema } from '../cart/cart-lines.schemas';
import { cartTotalsView, priceCart, pricingRequestInput } from '../cart/price-cart.service';
import { cartTotalsSchema, pricingRequestSchema } from '../cart/pricing.schemas';
import {
  ADDRESS_LINE_FIELDS,
  addressValidationRefusal,
  offlineAddressValidator,
} from './address-validation.service';
import { loadShippingRules } from './shipping.service';
import { findZip, unknownZipMessage } from './zip.service';

const tag = 'Pricing';

/** shippingcharge, zipcodevalidate and addressvalidate. */
export const shippingRoutes = [
  defineRoute({
    endpoint: endpoints.shippingCharge,
    operationId: 'shippingCharge',
    tag,
    summary: 'The shipping charge of the cart',
    description:
      'A flat charge; free when the subtotal is at or above the configured free-shipping ' +
      'minimum (config list), with a free-shipping or free-order coupon, or for an empty cart.',
    body: pricingRequestSchema,
    response: cartTotalsSchema.extend({
      shippingSku: z.string(),
      reason: z.enum(['empty-cart', 'free-order', 'coupon', 'minimum', 'flat']),
      freeShippingMinimum: z.number(),
      freeShippingMinimumCents: z.number().int(),
      remainingForFreeShipping: z.number(),
      remainingForFreeShippingCents: z.number().int(),
    }),
    handler: async (input) => {
      const { body, deps } = input;
      const price = await priceCart(
        deps.db,
        pricingRequestInput(body, await callerIdentity(input), deps.now()),
      );
      const rules = await loadShippingRules(deps.db);
      return {
        ...cartTotalsView(price),
        shippingSku: price.shipping.shippingSku,
        reason: price.shipping.reason,
        freeShippingMinimum: centsToDollars(rules.freeShippingMinimumCents),
        freeShippingMinimumCents: rules.freeShippingMinimumCents,
        remainingForFreeShipping: centsToDollars(price.shipping.remainingForFreeShippingCents),
        remainingForFreeShippingCents: price.shipping.remainingForFreeShippingCents,
      };
    },
  }),
  defineRoute({
    endpoint: endpoints.zipCodeValidate,
    operationId: 'zipCodeValidate',
    tag: 'Addresses',
    summary: 'City and state of a US ZIP code, and whether we ship there',
    description:
      'From an offline US ZIP database. Hawaii and Alaska answer shippable: false with the ' +
      'no-ship message. With state (and city), a 422 ZIP_MISMATCH says they do not match.',
    query: z.object({
      zipcode: zipSchema,
      state: stateSchema.optional(),
      city: z.string().trim().max(50).optional(),
      lang: languageSchema,
    }),
    response: z.object({
      zipcode: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.literal('US'),
      shippable: z.boolean(),
      message: z.string().nullable(),
    }),
    errors: [
      { status: 422, code: 'ZIP_MISMATCH', description: 'The ZIP is not in that city or state.' },
    ],
    handler: async ({ query }) => {
      const place = findZip(query.zipcode);
      if (!place) throw new NotFoundError(unknownZipMessage(query.zipcode, query.lang), 'zipcode');
      const mismatch = (field: 'state' | 'city', message: string) => {
        throw new BusinessRuleError('ZIP_MISMATCH', message, [{ field, message }]);
      };
      if (query.state && query.state !== place.state) {
        mismatch('state', `Zip code ${place.zipcode} is in ${place.state}, not ${query.state}.`);
      }
      if (query.city && query.city.toLowerCase() !== place.city.toLowerCase()) {
        mismatch('city', `Zip code ${place.zipcode} is in ${place.city}, not ${query.city}.`);
      }
      const shippable = !isNoShipState(place.state);
      return {
        ...place,
        country: 'US' as const,
        shippable,
        message: shippable ? null : formatMessage('stateNoShip', query.lang),
      };
    },
  }),
  defineRoute({
    endpoint: endpoints.addressValidate,
    operationId: 'addressValidate',
    tag: 'Addresses',
    summary: 'Validate a US shipping address the way the carrier would (isUpsAddress)',
    description:
      'Answers the address as the carrier would deliver to it: the city and state of the ZIP ' +
      'code (offline US ZIP database) and the street lines in USPS standard form (suffixes ' +
      'and directions abbreviated, "Apt"/"Ste" units, title case). `valid` is true when the ' +
      'address already reads so (letter case and spacing aside); otherwise `candidates` holds ' +
      'the corrected address with the fields it `changes`. Send `isUpsAddress: true` to ' +
      'validateOrder when the shopper takes a candidate or the address was valid. A P.O. Box is ' +
      '422 PO_BOX, Hawaii or Alaska (by state or ZIP) 422 NO_SHIP_STATE, an unknown ZIP 404.',
    body: shippingAddressSchema
      .pick({
        address: true,
        addressDetails: true,
        city: true,
        state: true,
        zipcode: true,
        country: true,
      })
      .extend({ lang: languageSchema }),
    bodyErrors: addressValidationRefusal,
    response: z.object({
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
    }),
    errors: [
      { status: 422, code: 'PO_BOX', description: formatMessage('poBoxUnsupported', 'en-us') },
      { status: 422, code: 'NO_SHIP_STATE', description: 'We do not ship to HI or AK.' },
      { status: 404, code: 'NOT_FOUND', description: 'The ZIP code does not exist.' },
    ],
    handler: async ({ body }) => {
      const { lang, ...address } = body;
      return offlineAddressValidator.validate(address, lang);
    },
  }),
];
