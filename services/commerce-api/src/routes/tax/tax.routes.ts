import { endpoints } from '@snackshop/commerce-core/api-client';
import { centsToDollars } from '@snackshop/commerce-core/cart';
import { zipSchema } from '@snackshop/commerce-core/validation';
import { z } from 'zod';
import { callerIdentity } from '../../http/caller';
import { defineRoute } from '../../http/route';
import { cartTotalsView, priceCart, pricingRequestInput } from '../cart/price-cart.service';
import { cartTotalsSchema, pricingRequestSchema } from '../cart/pricing.schemas';

/** ordertax: sales tax of the cart for its shipping ZIP code. */
export const taxRoutes = [
  defineRoute({
    endpoint: endpoints.orderTax,
    operationId: 'orderTax',
    tag: 'Pricing',
    summary: 'Sales tax of the cart shipped to a ZIP code',
    description:
      'The state comes from the ZIP code; the state rate applies to the product categories ' +
      'the state taxes (and to shipping where it is taxed), after discounts.',
    body: pricingRequestSchema.extend({ zipcode: zipSchema }),
    response: cartTotalsSchema.extend({
      taxInfo: z.object({
        zipcode: z.string(),
        state: z.string(),
        rate: z.number().describe('Percent, e.g. 7.25.'),
        rateBasisPoints: z.number().int(),
        taxableAmount: z.number(),
        taxableAmountCents: z.number().int(),
        tax: z.number(),
        taxCents: z.number().int(),
        shippingTaxable: z.boolean(),
        categories: z.array(
          z.object({
            taxCategory: z.string(),
            taxable: z.boolean(),
            amountCents: z.number().int(),
          }),
        ),
      }),
    }),
    errors: [{ status: 422, code: 'NO_SHIP_STATE', description: 'We do not ship to HI or AK.' }],
    handler: async (input) => {
      const { body, deps } = input;
      const price = await priceCart(
        deps.db,
        pricingRequestInput(body, await callerIdentity(input), deps.now()),
      );
      const tax = price.tax!;
      return {
        ...cartTotalsView(price),
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
