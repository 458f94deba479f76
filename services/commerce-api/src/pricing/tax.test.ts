import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../test/harness';
import { productsTaxedAs, setConfig, type ProductRow } from '../../test/pricing-fixtures';

const halfUp = (cents: number, basisPoints: number) =>
  Math.floor((cents * basisPoints) / 10_000 + 0.5);

describeApi('tax', (api) => {
  let food: ProductRow;
  let merchandise: ProductRow;
  beforeAll(async () => {
    [food] = (await productsTaxedAs(api().database.db, 'food')) as [ProductRow];
    [merchandise] = (await productsTaxedAs(api().database.db, 'general')) as [ProductRow];
  });
  // Open to other fields: some tests send client amounts that the server must ignore.
  const tax = (body: BodyOf<'orderTax'> & Record<string, unknown>) =>
    api().call('orderTax', { body });
  const refusedTax = (body: unknown) => api().refusal('orderTax', { body });

  it('taxes a taxable category at the state rate and leaves snack food untaxed in California', async () => {
    const foodOnly = await tax({
      zipcode: '90210',
      cartItems: [{ productId: food.id, quantity: 20 }],
      taxCents: 5000,
    });
    expect(foodOnly.status).toBe(200);
    expect(foodOnly.body.data.taxInfo).toMatchObject({
      state: 'CA',
      rate: 7.25,
      rateBasisPoints: 725,
      taxableAmountCents: 0,
      taxCents: 0,
    });
    expect(foodOnly.body.data.taxInfo.categories).toEqual([
      { taxCategory: 'food', taxable: false, amountCents: food.priceCents * 20 },
    ]);

    const mixed = await tax({
      zipcode: '90210',
      cartItems: [
        { productId: food.id, quantity: 20 },
        { productId: merchandise.id, quantity: 1 },
      ],
    });
    const expected = halfUp(merchandise.priceCents, 725);
    expect(mixed.body.data.taxInfo.taxableAmountCents).toBe(merchandise.priceCents);
    expect(mixed.body.data.taxCents).toBe(expected);
    expect(mixed.body.data.tax).toBe(expected / 100);
    expect(mixed.body.data.totalAmountCents).toBe(
      mixed.body.data.subTotalCents + mixed.body.data.shippingChargeCents + expected,
    );
  });

  it('answers what shippingcharge answers for the same cart and ZIP, plus how the tax was found', async () => {
    const body = {
      zipcode: '90210',
      lang: 'es-us' as const,
      cartItems: [
        { productId: food.id, quantity: 1 },
        { productId: merchandise.id, quantity: 1 },
      ],
    };
    const [ordertax, shippingcharge] = await Promise.all([
      tax(body),
      api().call('shippingCharge', { body }),
    ]);
    const { taxInfo, ...priced } = ordertax.body.data;
    expect(priced).toEqual(shippingcharge.body.data);
    expect(priced.lineLabels.map((line) => line.lineId)).toEqual([
      String(food.id),
      String(merchandise.id),
    ]);
    expect(taxInfo).toMatchObject({ zipcode: '90210', state: 'CA', rateBasisPoints: 725 });
  });

  it('taxes snack food where the state does, and shipping where shipping is taxed', async () => {
    const alabama = await tax({
      zipcode: '35203',
      cartItems: [{ productId: food.id, quantity: 20 }],
    });
    expect(alabama.body.data.taxInfo.categories[0]).toMatchObject({ taxable: true });
    expect(alabama.body.data.taxCents).toBe(halfUp(food.priceCents * 20, 400));

    // Out of reach of free shipping, so Texas taxes the flat charge too.
    await setConfig(api().database.db, 'freeShippingMinimumCents', 1_000_000);
    const texas = await tax({
      zipcode: '75201',
      cartItems: [{ productId: merchandise.id, quantity: 1 }],
    });
    await setConfig(api().database.db, 'freeShippingMinimumCents', 1500);
    const shipping = texas.body.data.shippingChargeCents;
    expect(shipping).toBe(599);
    expect(texas.body.data.taxInfo.shippingTaxable).toBe(true);
    expect(texas.body.data.taxInfo.taxableAmountCents).toBe(merchandise.priceCents + shipping);
    expect(texas.body.data.taxCents).toBe(halfUp(merchandise.priceCents + shipping, 625));
  });

  it('taxes the amount after the coupon discount; a free order owes nothing', async () => {
    const cartItems = [{ productId: merchandise.id, quantity: 2 }];
    const discounted = await tax({ zipcode: '90210', cartItems, couponName: 'SNACK10' });
    const subtotal = merchandise.priceCents * 2;
    const discount = Math.floor(subtotal / 10 + 0.5);
    expect(discounted.body.data.discountCents).toBe(discount);
    expect(discounted.body.data.taxInfo.taxableAmountCents).toBe(subtotal - discount);
    expect(discounted.body.data.taxCents).toBe(halfUp(subtotal - discount, 725));

    const free = await tax({ zipcode: '90210', cartItems, couponName: 'ONTHEHOUSE' });
    expect(free.body.data).toMatchObject({
      taxCents: 0,
      shippingChargeCents: 0,
      totalAmountCents: 0,
    });
  });

  it('refuses HI and AK and answers 400 for a missing or malformed ZIP', async () => {
    const cartItems = [{ productId: food.id, quantity: 1 }];
    const hawaii = await refusedTax({ zipcode: '96813', cartItems });
    expect(hawaii.status).toBe(422);
    expect(hawaii.body.code).toBe('NO_SHIP_STATE');
    const missing = await refusedTax({ cartItems });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'zipcode', message: 'Zip is required.' }]);
    const letters = await refusedTax({ cartItems, zipcode: 'abcde' });
    expect(letters.body.errors).toEqual([{ field: 'zipcode', message: 'Zip must be 5 digits.' }]);
  });
});
