import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { and, eq, gte } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products } from '../db/schema/index';
import { checkoutBody } from '../../test/checkout-fixtures';
import { describeApi } from '../../test/harness';
import { findProducts } from '../../test/pricing-fixtures';

describeApi('address validation', (api) => {
  const validate = (body: BodyOf<'addressValidate'>) => api().call('addressValidate', { body });
  const refusedValidate = (body: Record<string, unknown>) =>
    api().refusal('addressValidate', { body });

  it('answers valid, with the address itself as the one candidate, when it already reads as the carrier’s', async () => {
    const response = await validate({
      address: '120 n michigan ave',
      addressDetails: 'Apt 4',
      city: 'CHICAGO',
      state: 'IL',
      zipcode: '60601',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      valid: true,
      candidates: [
        {
          address: '120 N Michigan Ave',
          addressDetails: 'Apt 4',
          city: 'Chicago',
          state: 'IL',
          zipcode: '60601',
          country: 'US',
          changes: [],
        },
      ],
    });
  });

  it('corrects the street to USPS form and the city and state to the ZIP code’s', async () => {
    const response = await validate({
      address: '120 north michigan avenue',
      addressDetails: 'apartment 4b',
      city: 'Evanston',
      state: 'in',
      zipcode: '60601',
    });
    expect(response.status).toBe(200);
    expect(response.body.data.valid).toBe(false);
    expect(response.body.data.candidates).toEqual([
      {
        address: '120 N Michigan Ave',
        addressDetails: 'Apt 4B',
        city: 'Chicago',
        state: 'IL',
        zipcode: '60601',
        country: 'US',
        changes: ['address', 'addressDetails', 'city', 'state'],
      },
    ]);
  });

  it('refuses a P.O. Box with the catalogue message, naming the field', async () => {
    const response = await refusedValidate({
      address: 'PO Box 123',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('PO_BOX');
    expect(response.body.message).toBe('We are unable to ship to POBOX addresses');
    expect(response.body.errors).toEqual([
      {
        field: 'address',
        message: 'Cannot ship to P.O. Box. Please provide another shipping address.',
      },
    ]);
    const spanish = await refusedValidate({
      address: '120 Main St',
      addressDetails: 'P.O. Box 9',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
      lang: 'es-us',
    });
    expect(spanish.status).toBe(422);
    expect(spanish.body.message).toBe('No podemos hacer envíos a apartados postales (POBOX)');
    expect(spanish.body.errors?.[0]?.field).toBe('addressDetails');
  });

  it('refuses Alaska and Hawaii, by the state given or by the ZIP code', async () => {
    const byState = await refusedValidate({
      address: '400 W 5th Ave',
      city: 'Anchorage',
      state: 'AK',
      zipcode: '99501',
    });
    expect(byState.status).toBe(422);
    expect(byState.body.code).toBe('NO_SHIP_STATE');
    expect(byState.body.errors).toEqual([
      {
        field: 'state',
        message:
          'We are unable to ship to Alaska or Hawaii. Please provide another shipping address.',
      },
    ]);
    // A mainland state with a Honolulu ZIP: no candidate may move the parcel to Hawaii.
    const byZip = await refusedValidate({
      address: '1 Aloha Tower Dr',
      city: 'Chicago',
      state: 'IL',
      zipcode: '96813',
      lang: 'es-us',
    });
    expect(byZip.status).toBe(422);
    expect(byZip.body.code).toBe('NO_SHIP_STATE');
    expect(byZip.body.errors).toEqual([
      {
        field: 'zipcode',
        message:
          'No podemos hacer envíos a Alaska ni a Hawái. Proporcione otra dirección de envío.',
      },
    ]);
  });

  it('answers 404 at the ZIP for a ZIP code that does not exist, in the body’s language', async () => {
    const response = await refusedValidate({
      address: '1 Main St',
      city: 'Chicago',
      state: 'IL',
      zipcode: '00000',
      lang: 'es-us',
    });
    expect(response.status).toBe(404);
    expect(response.body.errors).toEqual([
      { field: 'zipcode', message: 'El código postal 00000 no existe.' },
    ]);
  });

  it('validates the body: 400 naming each bad field, never a 500', async () => {
    const empty = await refusedValidate({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.map((error) => error.field).sort()).toEqual([
      'address',
      'city',
      'state',
      'zipcode',
    ]);
    const bad = await refusedValidate({
      address: 'x'.repeat(31),
      city: 'Chicago 9',
      state: 'IL',
      zipcode: '6060',
      country: 'CA',
      lang: 'fr',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.field).sort()).toEqual([
      'address',
      'city',
      'country',
      'lang',
      'zipcode',
    ]);
    const wrongTypes = await refusedValidate({ address: 12, city: [], state: {}, zipcode: 60601 });
    expect(wrongTypes.status).toBe(400);
  });

  it('gives a candidate that validateOrder accepts as a carrier-validated address', async () => {
    const [snack] = await findProducts(
      api().database.db,
      and(eq(products.kind, 'snack'), gte(products.stockQty, 5)),
    );
    const entered = {
      firstName: 'Robin',
      lastName: "O'Hara",
      address: '120 north michigan avenue',
      addressDetails: '',
      city: 'Chicagoo',
      state: 'IL',
      zipcode: '60601',
    };
    const suggestion = await validate(entered);
    const [candidate] = suggestion.body.data.candidates;
    expect(candidate).toBeDefined();
    const { changes: _changes, ...corrected } = candidate!;
    const order = await api().call('validateOrder', {
      body: checkoutBody([{ productId: snack!.id, quantity: 1 }], {
        shipping: { ...entered, ...corrected },
        isUpsAddress: true,
      }),
    });
    expect(order.status).toBe(200);
    expect(order.body.data.shipping).toMatchObject({
      address: '120 N Michigan Ave',
      city: 'Chicago',
    });
    // What was entered fails checkout at the city: the correction is what makes it pass.
    const asEntered = await api().refusal('validateOrder', {
      body: checkoutBody([{ productId: snack!.id, quantity: 1 }], { shipping: entered }),
    });
    expect(asEntered.status).toBe(422);
    expect(asEntered.body.errors?.[0]?.field).toBe('shipping.city');
  });
});
