import { describe, expect, it } from 'vitest';
import { hostedFieldsSrc, readCardFieldsMessage, renewContextMessage } from './cardMessages';

describe('readCardFieldsMessage', () => {
  it('reads a token message and keeps only the safe fields', () => {
    expect(
      readCardFieldsMessage({
        type: 'snackshop:card:token',
        transientToken: 'tt_1',
        cardType: 'visa',
        cardNumberMask: '411111XXXXXX1111',
        expMonth: 12,
        expYear: 2030,
        expiresAt: '2030-01-01T00:00:00Z',
        number: '4111111111111111',
      }),
    ).toEqual({
      type: 'token',
      transientToken: 'tt_1',
      cardType: 'visa',
      cardNumberMask: '411111XXXXXX1111',
      expMonth: 12,
      expYear: 2030,
      expiresAt: '2030-01-01T00:00:00Z',
    });
  });

  it('reads the token of a saved card’s security code, never the code', () => {
    expect(
      readCardFieldsMessage({
        type: 'snackshop:card:cvv-token',
        cvvToken: 'cvv_1',
        expiresAt: '2030-01-01T00:00:00Z',
        securityCode: '123',
      }),
    ).toEqual({ type: 'cvv-token', cvvToken: 'cvv_1', expiresAt: '2030-01-01T00:00:00Z' });
    expect(readCardFieldsMessage({ type: 'snackshop:card:cvv-token' })).toBeNull();
  });

  it('reads ready, change and error messages', () => {
    expect(readCardFieldsMessage({ type: 'snackshop:card:ready' })).toEqual({ type: 'ready' });
    expect(
      readCardFieldsMessage({
        type: 'snackshop:card:change',
        cardType: 'amex',
        cardNumberValid: true,
      }),
    ).toEqual({
      type: 'change',
      cardType: 'amex',
      cardNumberValid: true,
      cvvNumberValid: false,
      expiryValid: false,
    });
    expect(
      readCardFieldsMessage({ type: 'snackshop:card:error', expired: true, fields: ['cvv', 3] }),
    ).toEqual({ type: 'error', code: null, expired: true, fields: ['cvv'] });
  });

  it('reads the renewal confirmation and builds the renewal request', () => {
    expect(readCardFieldsMessage({ type: 'snackshop:card:renewed' })).toEqual({ type: 'renewed' });
    expect(renewContextMessage('a.b.c')).toEqual({
      type: 'snackshop:card:context',
      captureContext: 'a.b.c',
    });
  });

  it('reads the height the fields ask for, rounded up and bounded', () => {
    expect(readCardFieldsMessage({ type: 'snackshop:card:resize', height: 301.2 })).toEqual({
      type: 'resize',
      height: 302,
    });
    expect(readCardFieldsMessage({ type: 'snackshop:card:resize', height: 1e9 })).toEqual({
      type: 'resize',
      height: 1200,
    });
    for (const height of [0, -5, Number.NaN, '300', undefined]) {
      expect(readCardFieldsMessage({ type: 'snackshop:card:resize', height })).toBeNull();
    }
  });

  it('ignores anything else, and a token message without a token', () => {
    expect(readCardFieldsMessage('snackshop:card:ready')).toBeNull();
    expect(readCardFieldsMessage({ type: 'other:ready' })).toBeNull();
    expect(readCardFieldsMessage({ type: 'snackshop:card:unknown' })).toBeNull();
    expect(readCardFieldsMessage({ type: 'snackshop:card:token' })).toBeNull();
  });
});

describe('hostedFieldsSrc', () => {
  it('resolves a relative fields path against the API origin and adds the language', () => {
    const url = hostedFieldsSrc(
      '/payments/hosted-fields?context=abc',
      'http://127.0.0.1:4000',
      'es-us',
    );
    expect(url.origin).toBe('http://127.0.0.1:4000');
    expect(url.searchParams.get('context')).toBe('abc');
    expect(url.searchParams.get('lang')).toBe('es-us');
  });

  it('keeps an absolute fields URL on its own origin', () => {
    expect(
      hostedFieldsSrc('https://api.example.test/payments/hosted-fields', 'http://x', 'en-us')
        .origin,
    ).toBe('https://api.example.test');
  });
});
