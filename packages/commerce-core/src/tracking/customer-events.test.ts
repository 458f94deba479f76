import { describe, expect, it } from 'vitest';
import { beginCheckoutEvent, loginEvent, signUpEvent } from './customer-events';
import { sha256Hex } from './hash';
import type { TrackedProduct } from './items';

const chips: TrackedProduct = { id: 'P-100', name: 'Classic Chips', priceCents: 399 };
const pretzels: TrackedProduct = { id: 'P-200', name: 'Pretzels', priceCents: 250, quantity: 3 };

const customer = {
  email: ' Rosa.Prado@Example.com ',
  phone: '(555) 123-4567',
  firstName: 'Rosa',
  lastName: "O'Prado",
  gender: 'female',
  birthDate: { year: 1990, month: 4, day: 12 },
  zip: '30301',
};

describe('beginCheckoutEvent', () => {
  it('carries the cart in the GA4 ecommerce shape, its value before any discount', async () => {
    const event = await beginCheckoutEvent({ products: [chips, pretzels], coupon: ' SNACK2 ' });
    expect(event).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'USD',
        value: 11.49,
        coupon: 'SNACK2',
        items: [
          { item_id: 'P-100', item_name: 'Classic Chips', price: 3.99, quantity: 1, index: 0 },
          { item_id: 'P-200', item_name: 'Pretzels', price: 2.5, quantity: 3, index: 1 },
        ],
      },
    });
  });

  it('hashes the shopper into user_data, never in clear', async () => {
    const event = await beginCheckoutEvent({ products: [chips], customer });
    expect(event.user_data).toEqual({
      em: await sha256Hex('rosa.prado@example.com'),
      ph: await sha256Hex('15551234567'),
      fn: await sha256Hex('rosa'),
      ln: await sha256Hex('oprado'),
      ge: await sha256Hex('f'),
      db: await sha256Hex('19900412'),
      zp: await sha256Hex('30301'),
    });
    expect(JSON.stringify(event).toLowerCase()).not.toMatch(/rosa|prado|5551234567|30301/);
  });
});

describe('signUpEvent and loginEvent', () => {
  it('name the method and hash the customer', async () => {
    const signUp = await signUpEvent({ method: 'password', customer });
    expect(signUp).toMatchObject({ event: 'sign_up', method: 'password' });
    expect(signUp.user_data?.em).toBe(await sha256Hex('rosa.prado@example.com'));
    const login = await loginEvent({ method: 'google', customer: { email: 'a@b.co' } });
    expect(login).toEqual({
      event: 'login',
      method: 'google',
      user_data: { em: await sha256Hex('a@b.co') },
    });
  });

  it('carry no user_data without a customer, or when nothing is left to hash', async () => {
    expect(await loginEvent({ method: 'password' })).toEqual({
      event: 'login',
      method: 'password',
    });
    expect(await signUpEvent({ method: 'password', customer: { email: ' ' } })).toEqual({
      event: 'sign_up',
      method: 'password',
    });
  });
});
