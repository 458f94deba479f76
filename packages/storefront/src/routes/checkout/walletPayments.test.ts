import { describe, expect, it } from 'vitest';
import {
  applePayRequest,
  applePaySession,
  payPalPopupUrl,
  popupFeatures,
  readPayPalResult,
} from './walletPayments';

describe('readPayPalResult', () => {
  it('reads an approval with its payer, and a cancellation without one', () => {
    expect(
      readPayPalResult({
        type: 'snackshop:paypal:result',
        paymentId: 'PAY-1',
        payerId: 'PAYER-9',
        status: 'approved',
      }),
    ).toEqual({ paymentId: 'PAY-1', payerId: 'PAYER-9', status: 'approved' });
    expect(
      readPayPalResult({
        type: 'snackshop:paypal:result',
        paymentId: 'PAY-1',
        payerId: 'PAYER-9',
        status: 'cancelled',
      }),
    ).toEqual({ paymentId: 'PAY-1', payerId: null, status: 'cancelled' });
  });

  it('ignores other messages and approvals without a payer', () => {
    expect(readPayPalResult(null)).toBeNull();
    expect(readPayPalResult('snackshop:paypal:result')).toBeNull();
    expect(readPayPalResult({ type: 'snackshop:card:ready' })).toBeNull();
    expect(
      readPayPalResult({ type: 'snackshop:paypal:result', paymentId: 'PAY-1', status: 'approved' }),
    ).toBeNull();
    expect(
      readPayPalResult({ type: 'snackshop:paypal:result', paymentId: 7, status: 'cancelled' }),
    ).toBeNull();
    expect(
      readPayPalResult({ type: 'snackshop:paypal:result', paymentId: 'PAY-1', status: 'created' }),
    ).toBeNull();
  });
});

describe('payPalPopupUrl', () => {
  it('resolves a relative approval page against the API and asks for the pop-up mode', () => {
    const url = payPalPopupUrl(
      '/payments/sandbox/paypal/approve?token=PAY-1',
      'http://127.0.0.1:4000',
      'es-us',
    );
    expect(url.href).toBe(
      'http://127.0.0.1:4000/payments/sandbox/paypal/approve?token=PAY-1&display=popup&lang=es-us',
    );
    expect(
      payPalPopupUrl('https://pay.example/approve?token=X', 'http://127.0.0.1:4000', 'en-us')
        .origin,
    ).toBe('https://pay.example');
  });
});

describe('popupFeatures', () => {
  it('centres the pop-up over the window and never off screen', () => {
    expect(popupFeatures({ x: 100, y: 50, width: 1280, height: 900 })).toBe(
      'popup=yes,width=480,height=680,left=500,top=160',
    );
    expect(popupFeatures({ x: 0, y: 0, width: 300, height: 300 })).toBe(
      'popup=yes,width=480,height=680,left=0,top=0',
    );
  });
});

describe('applePayRequest', () => {
  it('asks for the server total in dollars, final, in USD', () => {
    expect(applePayRequest(1234, 'Snack Shop')).toEqual({
      countryCode: 'US',
      currencyCode: 'USD',
      supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Snack Shop', amount: '12.34', type: 'final' },
    });
    expect(applePayRequest(500, 'Snack Shop').total.amount).toBe('5.00');
  });
});

describe('applePaySession', () => {
  const session = (canMakePayments: () => boolean) =>
    Object.assign(function ApplePaySession() {}, {
      canMakePayments,
      STATUS_SUCCESS: 0,
      STATUS_FAILURE: 1,
    });

  it('is offered only where the browser has Apple Pay and it can pay', () => {
    const yes = session(() => true);
    expect(applePaySession({ ApplePaySession: yes })).toBe(yes);
    expect(applePaySession({ ApplePaySession: session(() => false) })).toBeNull();
    expect(applePaySession({})).toBeNull();
    expect(applePaySession(undefined)).toBeNull();
  });

  it('counts a throwing canMakePayments (an insecure page) as not offered', () => {
    const insecure = session(() => {
      throw new Error('InvalidAccessError');
    });
    expect(applePaySession({ ApplePaySession: insecure })).toBeNull();
  });
});
