import { describe, expect, it } from 'vitest';
import { assertNoCardData, emptyPayment, readPaymentInfo, withoutTokens } from './payment';

describe('assertNoCardData', () => {
  it('names every key of the patch or its card info that would hold a card number or CVV', () => {
    const patch = { cardNumber: '4111', cardInfo: { 'security-code': '123' } };
    expect(() => assertNoCardData(patch as never)).toThrow(
      new TypeError(
        'The checkout never holds card numbers or security codes (cardNumber, security-code)',
      ),
    );
  });

  it('lets a mask, validity flags and a token through', () => {
    expect(() =>
      assertNoCardData({
        transientToken: 'tok',
        cardInfo: { cardNumberMask: '411111XXXXXX1111', cardNumberValid: true },
      }),
    ).not.toThrow();
  });
});

describe('withoutTokens', () => {
  it('leaves out the one-use tokens and keeps the rest', () => {
    const payment = { ...emptyPayment(), transientToken: 'tok', decryptedCardToken: { a: 1 } };
    const stored = withoutTokens(payment);
    expect(stored).not.toHaveProperty('transientToken');
    expect(stored).not.toHaveProperty('decryptedCardToken');
    expect(stored.cardInfo).toBe(payment.cardInfo);
  });
});

describe('readPaymentInfo', () => {
  it('reads a stored form with its tokens empty, whatever the storage held', () => {
    const payment = readPaymentInfo({
      nameonCard: { value: 'Ana Diaz', error: false },
      captureContextData: 'ctx',
      transientToken: 'smuggled',
      cardInfo: { cardType: 'visa', sequence: 2, cardNumberValid: 'yes' },
      payWithSavedCard: true,
      session: { status: 'active', createdAt: 5 },
    });
    expect(payment.nameonCard.value).toBe('Ana Diaz');
    expect(payment.captureContextData).toBe('ctx');
    expect(payment.transientToken).toBeNull();
    expect(payment.cardInfo).toEqual({
      cardType: 'visa',
      cardNumberMask: '',
      cardNumberValid: false,
      cvvNumberValid: false,
      sequence: 2,
    });
    expect(payment.payWithSavedCard).toBe(true);
    expect(payment.session.status).toBe('active');
    expect(payment.session.createdAt).toBe(5);
  });

  it('falls back to an empty form and an idle session', () => {
    expect(readPaymentInfo('nothing')).toEqual(emptyPayment());
    expect(readPaymentInfo({ session: { status: 'unheard-of' } }).session.status).toBe('idle');
  });
});
