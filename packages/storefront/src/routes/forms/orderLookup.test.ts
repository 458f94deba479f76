import { describe, expect, it } from 'vitest';
import type { OrderView } from '@snackshop/commerce-core/contract';
import { orderLookupErrors, orderLookupValues, toLookupOrder } from './orderLookup';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe('Order Lookup form checks', () => {
  it('accepts an order number in any case, with or without dashes, and a valid email', () => {
    for (const orderNumber of ['SN-7KQM-X3PA', 'sn-7kqm-x3pa', 'SN7KQMX3PA', ' sn 7kqm x3pa ']) {
      const values = orderLookupValues(form({ orderNumber, email: ' robin@example.com ' }));
      expect(values.email).toBe('robin@example.com');
      expect(orderLookupErrors(values, 'en-us')).toEqual({});
    }
  });

  it('names each field with its message: locale keys for the number, the spec’s email messages', () => {
    expect(orderLookupErrors({ orderNumber: '', email: '' }, 'en-us')).toEqual({
      orderNumber: 'lookup.orderNumberRequired',
      email: 'Email is required.',
    });
    expect(orderLookupErrors({ orderNumber: '12345', email: 'robin@' }, 'en-us')).toEqual({
      orderNumber: 'lookup.orderNumberInvalid',
      email: 'Email address should be in name@example.com format.',
    });
    expect(orderLookupErrors({ orderNumber: 'SN-7KQM-X3PA', email: '' }, 'es-us').email).toBe(
      'El correo electrónico es obligatorio.',
    );
  });

  it('keeps only what the page shows of the API’s order (no phone, no billing address)', () => {
    const order = {
      orderNumber: 'SN-7KQM-X3PA',
      status: 'paid',
      createdAt: '2026-11-21T12:00:00.000Z',
      email: 'robin@example.com',
      phoneNumber: null,
      shipping: {
        firstName: 'Robin',
        lastName: 'O.',
        address: '1•• N M••••••• A••',
        city: 'Chicago',
        state: 'IL',
        zipcode: '606••',
        country: 'US',
      },
      billing: { firstName: 'Robin' },
      giftOrder: false,
      gift: null,
      paymentMethod: 'card',
      card: { cardType: 'Visa', last4: '1111' },
      lines: [{ title: 'Cheddar Crunch', quantity: 2, lineTotalCents: 798, priceCents: 399 }],
      couponName: null,
      subTotalCents: 798,
      discountCents: 0,
      shippingChargeCents: 599,
      taxCents: 82,
      totalAmountCents: 1479,
    } as unknown as OrderView;
    const shown = toLookupOrder(order);
    expect(shown).not.toHaveProperty('billing');
    expect(shown).not.toHaveProperty('phoneNumber');
    expect(shown.shipping).not.toHaveProperty('country');
    expect(shown.lines).toEqual([{ title: 'Cheddar Crunch', quantity: 2, lineTotalCents: 798 }]);
    expect(shown.totalAmountCents).toBe(1479);
  });
});
