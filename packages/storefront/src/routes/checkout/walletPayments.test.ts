import { describe, expect, it } from 'vitest';
import {
  applePayRequest,
  applePaySession,
  googlePayCancelled,
  googlePayClient,
  googlePayReadyRequest,
  googlePayRequest,
  googlePayToken,
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

describe('googlePayRequest', () => {
  it("asks for the server total in dollars, final, in USD, tokenised for the shop's processor", () => {
    const request = googlePayRequest(1234, 'Snack Shop');
    expect(request).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'],
          },
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'snackshopsandbox', gatewayMerchantId: 'snackshop' },
          },
        },
      ],
      merchantInfo: { merchantName: 'Snack Shop' },
      transactionInfo: {
        countryCode: 'US',
        currencyCode: 'USD',
        totalPriceStatus: 'FINAL',
        totalPrice: '12.34',
      },
    });
    expect(googlePayRequest(500, 'Snack Shop').transactionInfo.totalPrice).toBe('5.00');
    expect(googlePayReadyRequest().allowedPaymentMethods).toEqual(request.allowedPaymentMethods);
  });
});

describe('googlePayToken and googlePayCancelled', () => {
  const paymentData = (tokenizationData: unknown) => ({
    apiVersion: 2,
    apiVersionMinor: 0,
    paymentMethodData: { type: 'CARD', tokenizationData },
  });

  it("reads the processor's gateway token, and nothing else, from the PaymentData", () => {
    expect(googlePayToken(paymentData({ type: 'PAYMENT_GATEWAY', token: 'gpay_abc' }))).toBe(
      'gpay_abc',
    );
    expect(googlePayToken(paymentData({ type: 'DIRECT', token: 'gpay_abc' }))).toBeNull();
    expect(googlePayToken(paymentData({ type: 'PAYMENT_GATEWAY', token: '' }))).toBeNull();
    expect(googlePayToken(paymentData({ type: 'PAYMENT_GATEWAY', token: 7 }))).toBeNull();
    expect(googlePayToken(null)).toBeNull();
    expect(googlePayToken('gpay_abc')).toBeNull();
  });

  it('tells a closed sheet from a failure', () => {
    expect(googlePayCancelled({ statusCode: 'CANCELED' })).toBe(true);
    expect(googlePayCancelled({ statusCode: 'DEVELOPER_ERROR' })).toBe(false);
    expect(googlePayCancelled(new Error('CANCELED'))).toBe(false);
    expect(googlePayCancelled(null)).toBe(false);
  });
});

describe('googlePayClient', () => {
  /** A page where the loaded script defined Google Pay's PaymentsClient. */
  const scopeWith = (isReadyToPay: (request: unknown) => Promise<{ result: boolean }>) => {
    const made: unknown[] = [];
    class PaymentsClient {
      constructor(options: unknown) {
        made.push(options);
      }
      isReadyToPay = isReadyToPay;
      loadPaymentData = () => Promise.resolve({});
    }
    return { scope: { google: { payments: { api: { PaymentsClient } } } }, made };
  };
  const loaded = () => Promise.resolve();

  it("is the loaded client, in the TEST environment, once it can pay the shop's card method", async () => {
    const asked: unknown[] = [];
    const { scope, made } = scopeWith((request) => {
      asked.push(request);
      return Promise.resolve({ result: true });
    });
    const client = await googlePayClient(scope, loaded);
    expect(client).not.toBeNull();
    expect(made).toEqual([{ environment: 'TEST' }]);
    expect(asked).toEqual([googlePayReadyRequest()]);
  });

  it('is null when the script fails, defines no client, or Google Pay cannot pay', async () => {
    const ready = scopeWith(() => Promise.resolve({ result: true })).scope;
    expect(await googlePayClient(ready, () => Promise.reject(new Error('blocked')))).toBeNull();
    expect(await googlePayClient({}, loaded)).toBeNull();
    expect(await googlePayClient(undefined, loaded)).toBeNull();
    const cannot = scopeWith(() => Promise.resolve({ result: false })).scope;
    expect(await googlePayClient(cannot, loaded)).toBeNull();
    const failing = scopeWith(() => Promise.reject({ statusCode: 'DEVELOPER_ERROR' })).scope;
    expect(await googlePayClient(failing, loaded)).toBeNull();
  });
});
