import { endpoints } from '@snackshop/commerce-core/api-client';
import { centsToDollars } from '@snackshop/commerce-core/cart';
import { formatMessage, isNoShipState } from '@snackshop/commerce-core/catalogue';
import { stateSchema, zipSchema } from '@snackshop/commerce-core/validation';
import { z } from 'zod';
import { callerIdentity } from '../../http/caller';
import { BusinessRuleError, NotFoundError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { languageSchema } from '../cart/cart-lines.schemas';
import { cartTotalsView, priceCart } from '../cart/price-cart.service';
import { cartTotalsSchema, pricingRequestSchema } from '../cart/pricing.schemas';
import { loadShippingRules } from './shipping.service';
import { findZip, unknownZipMessage } from './zip.service';

const tag = 'Pricing';

/** shippingcharge and zipcodevalidate. */
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
      const price = await priceCart(deps.db, {
        lines: body.cartItems,
        field: 'cartItems',
        couponCode: body.couponName,
        email: body.email,
        zipcode: body.zipcode,
        caller: await callerIdentity(input),
        lang: body.lang,
        now: deps.now(),
      });
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
      if (!place) throw new NotFoundError(unknownZipMessage(query.zipcode), 'zipcode');
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
];
