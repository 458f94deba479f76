import { requestLocation } from '../addresses/location-stock';
import { centsToDollars } from '@snackshop/commerce-core/cart';
import { callerIdentity } from '../identity/caller';
import { defineRoute } from './deps';
import { priceCart, pricingRequestInput, shippingChargeView } from './price-cart';
import { loadShippingRules } from './shipping-charge';

/** ordertax: the cart priced for its shipping ZIP code, with how its sales tax was found. */
export const taxRoutes = [
  defineRoute('orderTax', {
    tag: 'Pricing',
    summary: 'Sales tax of the cart shipped to a ZIP code',
    description:
      'The state comes from the ZIP code; the state rate applies to the product categories ' +
      'the state taxes (and to shipping where it is taxed), after discounts. Answers what ' +
      'shippingcharge answers for the same cart and ZIP, plus `taxInfo`.',
    errors: [{ status: 422, code: 'NO_SHIP_STATE', description: 'We do not ship to HI or AK.' }],
    handler: async (input) => {
      const { body, deps } = input;
      const price = await priceCart(deps.db, {
        ...pricingRequestInput(body, await callerIdentity(input), deps.now()),
        location: requestLocation(input.c),
      });
      const tax = price.tax!;
      return {
        ...shippingChargeView(price, await loadShippingRules(deps.db)),
        taxInfo: {
          zipcode: body.zipcode,
          state: tax.state,
          rate: tax.rateBasisPoints / 100,
          rateBasisPoints: tax.rateBasisPoints,
          taxableAmount: centsToDollars(tax.taxableAmountCents),
          taxableAmountCents: tax.taxableAmountCents,
          tax: centsToDollars(tax.taxCents),
          taxCents: tax.taxCents,
          shippingTaxable: tax.shippingTaxable,
          categories: tax.categories,
        },
      };
    },
  }),
];
