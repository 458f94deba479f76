import { describe, expect, it } from 'vitest';
import { CheckoutStore } from '@snackshop/commerce-hooks';
import {
  checkoutBody,
  hasAddressErrors,
  orderLines,
  sortServerErrors,
  validateShippingStep,
} from './checkoutRequest';

function filledCheckout(overrides: Record<string, string> = {}) {
  const checkout = new CheckoutStore();
  checkout.setContactField('email', 'robin.ohara@example.com');
  checkout.setContactField('phoneNumber', '(312) 555-0142');
  checkout.setAddress('shipping', {
    firstName: 'Robin',
    lastName: "O'Hara",
    address: '120 N Michigan Ave',
    addressDetails: 'Apt 4',
    city: 'Chicago',
    state: 'IL',
    zipcode: '60601',
    ...overrides,
  });
  return checkout;
}

describe('validateShippingStep', () => {
  it('accepts a complete shippable address with contact info', () => {
    expect(validateShippingStep(filledCheckout(), 'en-us')).toEqual({});
  });

  it('refuses a P.O. Box at the address field with the spec message', () => {
    const errors = validateShippingStep(filledCheckout({ address: 'P.O. Box 12' }), 'en-us');
    expect(errors['shipping.address']).toBe(
      'Cannot ship to P.O. Box. Please provide another shipping address.',
    );
  });

  it('refuses Alaska and Hawaii at the state field, in English and Spanish', () => {
    expect(validateShippingStep(filledCheckout({ state: 'AK' }), 'en-us')['shipping.state']).toBe(
      'We are unable to ship to Alaska or Hawaii. Please provide another shipping address.',
    );
    expect(validateShippingStep(filledCheckout({ state: 'HI' }), 'es-us')['shipping.state']).toBe(
      'No podemos hacer envíos a Alaska ni a Hawái. Proporcione otra dirección de envío.',
    );
  });

  it('names each missing field with its message', () => {
    const errors = validateShippingStep(new CheckoutStore(), 'en-us');
    expect(errors['contactInfo.email']).toBe('Email is required.');
    expect(errors['shipping.zipcode']).toBe('Zip is required.');
    expect(errors['shipping.city']).toBe('City is required.');
    expect(errors['shipping.addressDetails']).toBeUndefined();
  });

  it('checks the ZIP at exactly five digits', () => {
    expect(validateShippingStep(filledCheckout({ zipcode: '6060' }), 'en-us')).toEqual({
      'shipping.zipcode': 'Zip must be 5 digits.',
    });
    expect(validateShippingStep(filledCheckout({ zipcode: '60601' }), 'en-us')).toEqual({});
  });

  it('checks the billing address only when it is not the shipping one', () => {
    const checkout = filledCheckout();
    checkout.setBillingSameShipping(false);
    const errors = validateShippingStep(checkout, 'en-us');
    expect(errors['billing.firstName']).toBeDefined();
    expect(hasAddressErrors(errors, 'billing')).toBe(true);
    expect(hasAddressErrors(errors, 'shipping')).toBe(false);
    checkout.setBillingSameShipping(true);
    expect(validateShippingStep(checkout, 'en-us')).toEqual({});
  });
});

describe('checkoutBody', () => {
  it('sends ids and quantities only, never prices, with the coupon and language', () => {
    const body = checkoutBody(
      filledCheckout(),
      {
        lines: [
          { productId: '7', quantity: 2, price: 1, title: 'Tangy Crisps' },
          { bundleId: '3', quantity: 1, price: 1, title: 'Movie Night' } as never,
        ],
        couponName: 'SNACK10',
      },
      'es-us',
    );
    expect(body).toMatchObject({
      cartItems: [
        { productId: '7', quantity: 2 },
        { bundleId: '3', quantity: 1 },
      ],
      couponName: 'SNACK10',
      contactInfo: { email: 'robin.ohara@example.com', phoneNumber: '(312) 555-0142' },
      shipping: { city: 'Chicago', state: 'IL', zipcode: '60601', country: 'US' },
      billingSameShippingFlag: true,
      lang: 'es-us',
    });
    expect(JSON.stringify(body)).not.toContain('price');
    expect(body).not.toHaveProperty('billing');
  });

  it('keeps a multipack’s bags without their prices', () => {
    expect(
      orderLines([
        {
          productId: 'MYOMP-30-1',
          quantity: 1,
          title: 'My mix',
          multipackList: [{ productId: '4', quantity: 30, price: 99, title: 'x' }],
        } as never,
      ]),
    ).toEqual([
      { productId: 'MYOMP-30-1', quantity: 1, multipackList: [{ productId: '4', quantity: 30 }] },
    ]);
  });
});

describe('sortServerErrors', () => {
  it('puts address messages at their fields and cart messages at their lines', () => {
    const sorted = sortServerErrors([
      { field: 'shipping.address', message: 'Cannot ship to P.O. Box.' },
      { field: 'cartItems.1.productId', message: 'This product is not available' },
      { field: 'cartItems.1.productId', message: 'This product is not available' },
      { field: 'couponName', message: 'Coupon expired' },
    ]);
    expect(sorted.fields).toEqual({ 'shipping.address': 'Cannot ship to P.O. Box.' });
    expect(sorted.lines).toEqual([{ index: 1, message: 'This product is not available' }]);
    expect(sorted.other).toEqual(['Coupon expired']);
  });
});
