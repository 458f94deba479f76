import { requestLocation } from '../addresses/location-stock';
import { callerIdentity } from '../identity/caller';
import { defineRoute } from './deps';
import { priceCart, pricingRequestInput, shippingChargeView } from './price-cart';
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
      return shippingChargeView(price, await loadShippingRules(deps.db));
    },
  }),
];
