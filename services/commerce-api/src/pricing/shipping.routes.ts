import { requestLocation } from '../addresses/location-stock';
import { centsToDollars } from '@snackshop/commerce-core/cart';
import { callerIdentity } from '../identity/caller';
import { defineRoute } from './deps';
import { cartTotalsView, lineLabelsView, priceCart, pricingRequestInput } from './price-cart';
import { loadShippingRules } from './shipping-charge';

const tag = 'Pricing';

/** shippingcharge: the cart's shipping charge and what is left until it ships free. */
export const shippingRoutes = [
  defineRoute('shippingCharge', {
    tag,
    summary: 'The shipping charge of the cart',
    description:
      'A flat charge; free when the subtotal is at or above the configured free-shipping ' +
      'minimum (config list), with a free-shipping or free-order coupon, or for an empty cart.',
    handler: async (input) => {
      const { body, deps } = input;
      const price = await priceCart(deps.db, {
        ...pricingRequestInput(body, await callerIdentity(input), deps.now()),
        location: requestLocation(input.c),
      });
      const rules = await loadShippingRules(deps.db);
      return {
        ...cartTotalsView(price),
        shippingSku: price.shipping.shippingSku,
        reason: price.shipping.reason,
        freeShippingEnabled: rules.freeShippingEnabled,
        freeShippingMinimum: centsToDollars(rules.freeShippingMinimumCents),
        freeShippingMinimumCents: rules.freeShippingMinimumCents,
        remainingForFreeShipping: centsToDollars(price.shipping.remainingForFreeShippingCents),
        remainingForFreeShippingCents: price.shipping.remainingForFreeShippingCents,
        lineLabels: lineLabelsView(price),
      };
    },
  }),
];
