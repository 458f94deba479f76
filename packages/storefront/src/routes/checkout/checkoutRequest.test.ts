import { describe, expect, it } from 'vitest';
import { CheckoutStore } from '@snackshop/commerce-hooks';
import {
  addressLines,
  addressLinesKey,
  checkoutBody,
  hasAddressErrors,
  sortServerErrors,
  validateShippingStep,
  shippingFormMessage,
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

  it('refuses a P.O. Box at the address field with the rule alone; the catalogue’s line heads the form', () => {
    const errors = validateShippingStep(filledCheckout({ address: 'P.O. Box 12' }), 'en-us');
    expect(errors['shipping.address']).toBe(
      'Cannot ship to P.O. Box. Please provide another shipping address.',
    );
    expect(shippingFormMessage(errors, 'en-us', 'Please correct the fields marked below.')).toBe(
      'We are unable to ship to POBOX addresses',
    );
    const spanish = validateShippingStep(filledCheckout({ addressDetails: 'PO Box 3' }), 'es-us');
    expect(spanish['shipping.addressDetails']).toBe(
      'No se puede enviar a un apartado postal (P.O. Box). Proporcione otra dirección de envío.',
    );
    expect(shippingFormMessage(spanish, 'es-us', 'x')).toBe(
      'No podemos hacer envíos a apartados postales (POBOX)',
    );
    // Any other fault keeps the form's usual line.
    const missing = validateShippingStep(filledCheckout({ city: '' }), 'en-us');
    expect(shippingFormMessage(missing, 'en-us', 'Please correct the fields marked below.')).toBe(
      'Please correct the fields marked below.',
    );
  });

  it('leaves a billing P.O. Box with the field rule alone (only shipping is refused by the carrier)', () => {
    const checkout = filledCheckout();
    checkout.setBillingSameShipping(false);
    checkout.setAddress('billing', { address: 'PO Box 9' });
    expect(validateShippingStep(checkout, 'en-us')['billing.address']).toBe(
      'Cannot ship to P.O. Box. Please provide another billing address.',
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

describe('gift order', () => {
  it('checks the recipient only when the order is a gift', () => {
    const checkout = filledCheckout();
    checkout.setGiftCard({ recipientEmail: 'not-an-email' });
    expect(validateShippingStep(checkout, 'en-us')).toEqual({});
    checkout.setGiftCard({ giftOrder: true, recipientEmail: '' });
    expect(validateShippingStep(checkout, 'en-us')).toEqual({
      'giftCard.recipientEmail': 'Recipient email is required.',
    });
    checkout.setGiftCard({ recipientEmail: 'sam@snacks' });
    expect(validateShippingStep(checkout, 'es-us')['giftCard.recipientEmail']).toMatch(
      /^La dirección de correo electrónico debe tener el formato/,
    );
  });

  it('limits the gift message to 250 characters and checks names only when given', () => {
    const checkout = filledCheckout();
    checkout.setGiftCard({
      giftOrder: true,
      recipientEmail: 'sam.lee@example.com',
      firstName: 'S',
      giftMessage: 'x'.repeat(251),
    });
    const errors = validateShippingStep(checkout, 'en-us');
    expect(Object.keys(errors).sort()).toEqual(['giftCard.firstName', 'giftCard.giftMessage']);
    expect(errors['giftCard.giftMessage']).toBe('Gift message must be 250 characters or fewer.');
    checkout.setGiftCard({ firstName: '', giftMessage: 'x'.repeat(250) });
    expect(validateShippingStep(checkout, 'en-us')).toEqual({});
  });

  it('sends the gift with the recipient, message and gift card, leaving out empty names', () => {
    const checkout = filledCheckout();
    expect(checkoutBody(checkout, { lines: [] }, 'en-us').giftCard).toEqual({ giftOrder: false });
    checkout.setGiftCard({
      giftOrder: true,
      lastName: 'Lee',
      recipientEmail: 'sam.lee@example.com',
      giftMessage: 'Happy birthday!',
      includesGiftCard: true,
    });
    expect(checkoutBody(checkout, { lines: [] }, 'en-us').giftCard).toEqual({
      giftOrder: true,
      lastName: 'Lee',
      recipientEmail: 'sam.lee@example.com',
      giftMessage: 'Happy birthday!',
      includesGiftCard: true,
    });
  });
});

describe('carrier address validation', () => {
  it('sends the shipping lines without the names, and keys them', () => {
    const checkout = filledCheckout();
    expect(addressLines(checkout.shipping)).toEqual({
      address: '120 N Michigan Ave',
      addressDetails: 'Apt 4',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
      country: 'US',
    });
    const before = addressLinesKey(checkout.shipping);
    checkout.setAddressField('shipping', 'firstName', 'Sam');
    expect(addressLinesKey(checkout.shipping)).toBe(before);
    checkout.setAddressField('shipping', 'city', 'Evanston');
    expect(addressLinesKey(checkout.shipping)).not.toBe(before);
  });

  it('sends isUpsAddress as the store holds it', () => {
    const checkout = filledCheckout();
    checkout.setIsUpsAddress(true);
    expect(checkoutBody(checkout, { lines: [] }, 'en-us').isUpsAddress).toBe(true);
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
});

describe('gift cards at checkout', () => {
  it('puts gift-card lines in the checkout body beside the gift order', () => {
    const checkout = filledCheckout();
    checkout.setGiftCard({
      giftOrder: true,
      recipientEmail: 'jules.park@example.com',
      includesGiftCard: true,
    });
    const body = checkoutBody(
      checkout,
      {
        lines: [
          {
            giftCardId: 'e-gift',
            giftCardKind: 'e-gift',
            amountCents: 2500,
            price: 2500,
            quantity: 1,
            title: 'Snack Shack e-Gift Card',
            recipient: { recipientEmail: 'sam@example.com' },
          },
        ],
      },
      'en-us',
    );
    expect(body.cartItems).toEqual([
      {
        giftCardId: 'e-gift',
        amountCents: 2500,
        quantity: 1,
        recipient: { recipientEmail: 'sam@example.com' },
      },
    ]);
    expect(body.giftCard).toMatchObject({
      giftOrder: true,
      recipientEmail: 'jules.park@example.com',
      includesGiftCard: true,
    });
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

  it('puts gift messages at the gift fields, and the API’s P.O. Box message at its field alone', () => {
    const sorted = sortServerErrors([
      { field: 'giftCard.recipientEmail', message: 'Recipient email is required.' },
      {
        field: 'shipping.address',
        message: 'Cannot ship to P.O. Box. Please provide another shipping address.',
      },
    ]);
    expect(sorted.fields).toEqual({
      'giftCard.recipientEmail': 'Recipient email is required.',
      'shipping.address': 'Cannot ship to P.O. Box. Please provide another shipping address.',
    });
    expect(shippingFormMessage(sorted.fields, 'en-us', 'fallback')).toBe(
      'We are unable to ship to POBOX addresses',
    );
  });
});
