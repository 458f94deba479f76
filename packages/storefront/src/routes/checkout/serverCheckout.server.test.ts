import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateShippingStep } from './checkoutRequest';
import { heldCheckout, holdCheckout, NO_CHECKOUT } from './heldCheckout.server';
import { idempotencyKeyOf, returnedPayment } from './serverPayment.server';
import { shippingFormValues, shippingStepValues } from './shippingForm';

const snacks = { id: 'snacks', defaultPort: 3000 } as const;

beforeAll(() => {
  vi.stubEnv('SITE_SESSION_SECRET', 'a-session-secret-of-at-least-32-characters');
  vi.stubEnv('SITE_URL', 'http://localhost:3000');
  vi.stubEnv('OIDC_CLIENT_SECRET', 'the-snacks-client-secret-of-32-characters');
});
afterAll(() => vi.unstubAllEnvs());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const shipping = {
  'contactInfo.email': 'robin@example.com',
  'contactInfo.phoneNumber': '3125550142',
  'shipping.firstName': 'Robin',
  'shipping.lastName': 'Hara',
  'shipping.address': '120 N Michigan Ave',
  'shipping.city': 'Chicago',
  'shipping.state': 'IL',
  'shipping.zipcode': '60601',
  billingSameShippingFlag: 'on',
};

describe('the shipping step posted without scripts', () => {
  it('reads the step’s fields and boxes, and nothing else', () => {
    const values = shippingFormValues(form({ ...shipping, intent: 'shipping', price: '0' }));
    expect(values['shipping.zipcode']).toBe('60601');
    expect(values.billingSameShippingFlag).toBe('on');
    expect(values['giftCard.giftOrder']).toBe('');
    expect(values['billing.address']).toBe('');
    expect(values).not.toHaveProperty('price');
    expect(values).not.toHaveProperty('intent');
    const long = shippingFormValues(form({ 'giftCard.giftMessage': 'x'.repeat(5000) }));
    expect(long['giftCard.giftMessage']).toHaveLength(1000);
  });

  it('is checked with the messages of the page with scripts, at the API’s field names', () => {
    const check = (fields: Record<string, string>, language: 'en-us' | 'es-us' = 'en-us') =>
      validateShippingStep(shippingStepValues(shippingFormValues(form(fields))), language);
    expect(check(shipping)).toEqual({});
    expect(check({ ...shipping, 'shipping.zipcode': '6060' })).toEqual({
      'shipping.zipcode': 'Zip must be 5 digits.',
    });
    expect(check({ ...shipping, 'shipping.zipcode': '6060' }, 'es-us')).toEqual({
      'shipping.zipcode': 'El código postal debe tener 5 dígitos.',
    });
    // The billing address counts only when the box says it differs; a gift needs its email.
    const { billingSameShippingFlag: _same, ...billingDiffers } = shipping;
    expect(Object.keys(check(billingDiffers))).toContain('billing.address');
    expect(Object.keys(check({ ...shipping, 'giftCard.giftOrder': 'on' }))).toEqual([
      'giftCard.recipientEmail',
    ]);
  });
});

describe('a return from the processor’s or PayPal’s page', () => {
  const at = (query: string) => returnedPayment(new URL(`http://localhost:3000/checkout?${query}`));

  it('brings a card token, an approved PayPal payment, or the shopper turning back', () => {
    expect(
      at('transientToken=tt_1.abc&cardType=001&cardNumberMask=XXXXXXXXXXXX1111&nameOnCard=R'),
    ).toEqual({
      method: 'card',
      transientToken: 'tt_1.abc',
      cardType: '001',
      cardNumberMask: 'XXXXXXXXXXXX1111',
      nameOnCard: 'R',
    });
    expect(at('paymentId=PAY-1&PayerID=PAYER-1')).toEqual({
      method: 'paypal-approved',
      paymentId: 'PAY-1',
      payerId: 'PAYER-1',
    });
    expect(at('paymentId=PAY-1&cancelled=true')).toBe('paypal');
    expect(at('cancelled=1')).toBe('card');
    expect(at('cvvToken=cvv_1&expiresAt=2030-01-01T00%3A00%3A00Z')).toEqual({
      method: 'cvv',
      cvvToken: 'cvv_1',
    });
  });

  it('is nothing at all when the address carries no well-formed payment', () => {
    expect(at('step=payment')).toBeNull();
    expect(at(`transientToken=${'x'.repeat(101)}`)).toBeNull();
    expect(at('transientToken=<script>')).toBeNull();
    expect(at('paymentId=PAY-1&PayerID=a%20b')).toBeNull();
    expect(at('cvvToken=')).toBeNull();
  });
});

describe('Place order’s key', () => {
  it('is one per payment, the same however often the payment is posted', () => {
    const card = (transientToken: string) => ({
      method: 'card' as const,
      transientToken,
      cardType: '001',
      cardNumberMask: 'XXXXXXXXXXXX1111',
      nameOnCard: 'R',
    });
    expect(idempotencyKeyOf(card('tt_1'))).toBe(idempotencyKeyOf(card('tt_1')));
    expect(idempotencyKeyOf(card('tt_1'))).not.toBe(idempotencyKeyOf(card('tt_2')));
    expect(idempotencyKeyOf({ method: 'paypal', paymentId: 'tt_1' })).not.toBe(
      idempotencyKeyOf(card('tt_1')),
    );
    // The API's rule for a key: 8 to 128 letters, digits, _ . : or -.
    expect(idempotencyKeyOf(card('tt_1'))).toMatch(/^[\w.:-]{8,128}$/);
  });
});

describe('the checkout cookie', () => {
  const request = (cookie: string | undefined) =>
    new Request('http://localhost:3000/checkout', { headers: cookie ? { Cookie: cookie } : {} });
  const kept = {
    values: { 'shipping.zipcode': '60601' },
    payment: null,
    savedCard: null,
    placed: 'SN-1',
  };

  it('opens only for the handshake session it was sealed for', async () => {
    const cookie = (await holdCheckout(kept, 'session-1', snacks)).split(';')[0];
    await expect(heldCheckout(request(cookie), 'session-1', snacks)).resolves.toEqual(kept);
    await expect(heldCheckout(request(cookie), 'session-2', snacks)).resolves.toEqual(NO_CHECKOUT);
    await expect(heldCheckout(request(undefined), 'session-1', snacks)).resolves.toEqual(
      NO_CHECKOUT,
    );
  });

  it('is HttpOnly, SameSite=Lax and ends within two hours', async () => {
    const cookie = await holdCheckout(kept, 'session-1', snacks);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Max-Age=7200/);
  });
});
