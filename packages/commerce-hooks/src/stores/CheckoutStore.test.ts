import { describe, expect, it } from 'vitest';
import { CheckoutStore, isForbiddenCardKey } from './CheckoutStore';

/** A clock the test moves by hand. */
function clock(start = 1_700_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('CheckoutStore form', () => {
  it('starts on the shipping step (activeForm 0) with every field empty and unflagged', () => {
    const checkout = new CheckoutStore();
    expect(checkout.formStatus).toEqual({
      activeForm: 0,
      shippingCompleted: false,
      paymentCompleted: false,
    });
    expect(Object.keys(checkout.shipping)).toEqual([
      'firstName',
      'lastName',
      'address',
      'addressDetails',
      'city',
      'state',
      'zipcode',
    ]);
    expect(checkout.billing.zipcode).toEqual({ value: '', error: false });
    expect(checkout.contactInfo).toEqual({
      email: { value: '', error: false },
      phoneNumber: { value: '', error: false },
    });
    expect(checkout.billingSameShippingFlag).toBe(true);
  });

  it('keeps a value and an error flag per field', () => {
    const checkout = new CheckoutStore();
    checkout.setAddressField('shipping', 'zipcode', '3030', true);
    checkout.setAddressField('shipping', 'zipcode', '30301');
    expect(checkout.shipping.zipcode).toEqual({ value: '30301', error: true });
    checkout.setAddressFieldError('shipping', 'zipcode', false);
    checkout.setContactField('email', 'rosa@example.com');
    expect(checkout.shipping.zipcode.error).toBe(false);
    expect(checkout.contactInfo.email.value).toBe('rosa@example.com');
    checkout.setAddress('billing', { city: 'Austin', state: 'TX' });
    expect(checkout.billing.city).toEqual({ value: 'Austin', error: false });
  });

  it('moves from shipping (0) to payment (1) and back', () => {
    const checkout = new CheckoutStore();
    checkout.completeShipping();
    expect(checkout.formStatus).toEqual({
      activeForm: 1,
      shippingCompleted: true,
      paymentCompleted: false,
    });
    checkout.completePayment();
    expect(checkout.formStatus.paymentCompleted).toBe(true);
    checkout.goToStep(0);
    expect(checkout.formStatus).toEqual({
      activeForm: 0,
      shippingCompleted: false,
      paymentCompleted: false,
    });
  });

  it('never holds a card number or CVV', () => {
    const checkout = new CheckoutStore();
    const sneaky = { cardNumber: '4111111111111111' } as never;
    expect(() => checkout.updatePaymentInfo(sneaky)).toThrow(/never holds card numbers/);
    expect(() => checkout.updatePaymentInfo({ cardInfo: { cvv: '123' } as never })).toThrow();
    checkout.updatePaymentInfo({
      transientToken: 'tt-1',
      cardInfo: { cardType: 'visa', cardNumberMask: '411111XXXXXX1111', cardNumberValid: true },
    });
    expect(checkout.paymentInfo.cardInfo).toMatchObject({
      cardType: 'visa',
      cardNumberMask: '411111XXXXXX1111',
      cvvNumberValid: false,
    });
    expect(JSON.stringify(checkout.paymentInfo)).not.toContain('4111111111111111');
    for (const key of ['cardNumber', 'card_number', 'CVV', 'securityCode', 'cvc']) {
      expect(isForbiddenCardKey(key)).toBe(true);
    }
    expect(isForbiddenCardKey('cardNumberMask')).toBe(false);
  });

  it('persists no payment token', () => {
    const checkout = new CheckoutStore();
    checkout.updatePaymentInfo({ transientToken: 'tt-1', decryptedCardToken: { t: 1 } });
    const stored = JSON.stringify(checkout.toSnapshot());
    expect(stored).not.toContain('tt-1');
    expect(stored).not.toContain('decryptedCardToken');
  });
});

describe('CheckoutStore form snapshots', () => {
  it('restores the cached shipping part after an edit is cancelled', () => {
    const checkout = new CheckoutStore();
    checkout.setAddressField('shipping', 'city', 'Austin');
    checkout.completeShipping();
    checkout.cacheFormSnapshot('shipping');
    checkout.goToStep(0);
    checkout.setAddressField('shipping', 'city', 'Dallas');
    expect(checkout.restoreFormSnapshot('shipping')).toBe(true);
    expect(checkout.shipping.city.value).toBe('Austin');
    expect(checkout.formStatus.activeForm).toBe(1);
    expect(checkout.hasFormSnapshot('shipping')).toBe(false);
    expect(checkout.restoreFormSnapshot('shipping')).toBe(false);
  });

  it('discards a cached payment part when the edit is kept', () => {
    const checkout = new CheckoutStore();
    checkout.updatePaymentInfo({ nameonCard: { value: 'Rosa Prado', error: false } });
    checkout.cacheFormSnapshot('payment');
    checkout.updatePaymentInfo({ nameonCard: { value: 'R Prado', error: false } });
    checkout.discardFormSnapshot('payment');
    expect(checkout.restoreFormSnapshot('payment')).toBe(false);
    expect(checkout.paymentInfo.nameonCard.value).toBe('R Prado');
  });

  it('restores the cached payment part without bringing back an old token', () => {
    const checkout = new CheckoutStore();
    checkout.updatePaymentInfo({ nameonCard: { value: 'Rosa Prado', error: false } });
    checkout.cacheFormSnapshot('payment');
    checkout.updatePaymentInfo({
      nameonCard: { value: 'Changed', error: true },
      transientToken: 'tt-new',
    });
    checkout.restoreFormSnapshot('payment');
    expect(checkout.paymentInfo.nameonCard).toEqual({ value: 'Rosa Prado', error: false });
    expect(checkout.paymentInfo.transientToken).toBe('tt-new');
  });
});

describe('CheckoutStore payment session (SPEC section 4)', () => {
  it('started → about to expire → extended, recording the times', () => {
    const time = clock();
    const checkout = new CheckoutStore(time.now);
    checkout.startPaymentSession();
    expect(checkout.paymentInfo.session).toMatchObject({
      status: 'active',
      activated: true,
      createdAt: 1_700_000_000_000,
    });
    expect(checkout.paymentSessionAboutToExpire()).toBe(true);
    expect(checkout.paymentInfo.session.showExtendDialog).toBe(true);
    time.advance(60_000);
    expect(checkout.extendPaymentSession()).toBe(true);
    expect(checkout.paymentInfo.session).toMatchObject({
      status: 'active',
      extendedAt: 1_700_000_060_000,
      showExtendDialog: false,
    });
  });

  it('records when the capture context runs out, and the renewed end on extension', () => {
    const time = clock();
    const checkout = new CheckoutStore(time.now);
    checkout.startPaymentSession(1_700_000_900_000);
    expect(checkout.paymentInfo.session.expiresAt).toBe(1_700_000_900_000);
    checkout.paymentSessionAboutToExpire();
    time.advance(800_000);
    expect(checkout.extendPaymentSession(1_700_001_700_000)).toBe(true);
    expect(checkout.paymentInfo.session).toMatchObject({
      createdAt: 1_700_000_000_000,
      extendedAt: 1_700_000_800_000,
      expiresAt: 1_700_001_700_000,
    });
    const copy = new CheckoutStore();
    copy.applySnapshot(JSON.parse(JSON.stringify(checkout.toSnapshot())));
    expect(copy.paymentInfo.session.expiresAt).toBe(1_700_001_700_000);
  });

  it('about to expire → ignored closes the dialog', () => {
    const checkout = new CheckoutStore();
    checkout.startPaymentSession();
    checkout.paymentSessionAboutToExpire();
    expect(checkout.ignorePaymentSessionWarning()).toBe(true);
    expect(checkout.paymentInfo.session).toMatchObject({
      status: 'ignored',
      showExtendDialog: false,
    });
    expect(checkout.extendPaymentSession()).toBe(false);
  });

  it('expired → handled reloads the payment session on the payment step', () => {
    const checkout = new CheckoutStore();
    checkout.completeShipping();
    checkout.updatePaymentInfo({ captureContextData: 'ctx', transientToken: 'tt' });
    checkout.startPaymentSession();
    checkout.paymentSessionAboutToExpire();
    checkout.ignorePaymentSessionWarning();
    expect(checkout.expirePaymentSession()).toBe(true);
    expect(checkout.paymentInfo.session.sessionExpired).toBe(true);
    expect(checkout.handlePaymentSessionExpired()).toBe(true);
    expect(checkout.paymentSessionReloads).toBe(1);
    expect(checkout.paymentInfo).toMatchObject({
      captureContextData: null,
      transientToken: null,
      session: { status: 'idle', activated: false },
    });
    expect(checkout.formStatus.activeForm).toBe(1);
  });

  it('refuses transitions out of order', () => {
    const checkout = new CheckoutStore();
    expect(checkout.paymentSessionAboutToExpire()).toBe(false);
    expect(checkout.extendPaymentSession()).toBe(false);
    expect(checkout.expirePaymentSession()).toBe(false);
    expect(checkout.handlePaymentSessionExpired()).toBe(false);
    expect(checkout.paymentSessionReloads).toBe(0);
  });

  it('resetting the payment session returns to payment only past the shipping step', () => {
    const onShipping = new CheckoutStore();
    onShipping.resetPaymentSession();
    expect(onShipping.formStatus.activeForm).toBe(0);
    const onPayment = new CheckoutStore();
    onPayment.completeShipping();
    onPayment.completePayment();
    onPayment.resetPaymentSession();
    expect(onPayment.formStatus).toEqual({
      activeForm: 1,
      shippingCompleted: true,
      paymentCompleted: false,
    });
  });
});

describe('CheckoutStore snapshot', () => {
  it('round-trips the persisted checkout', () => {
    const checkout = new CheckoutStore();
    checkout.setAddressField('shipping', 'firstName', 'Rosa');
    checkout.setAddressField('billing', 'zipcode', '1234', true);
    checkout.setIsUpsAddress(true);
    checkout.setContactField('phoneNumber', '5551234567');
    checkout.completeShipping();
    checkout.setGiftCard({ giftOrder: true, recipientEmail: 'amigo@example.com' });
    checkout.setBillingSameShipping(false);
    checkout.setUpsValidatedAddresses([{ address: '1 Main St' }]);
    checkout.setTempUserID('guest-1');
    checkout.setApplePay(true);
    checkout.setPaymentRedirect({ paymentId: 'PAY-1', orderIds: ['O-1'] });
    checkout.startPaymentSession();
    const copy = new CheckoutStore();
    copy.applySnapshot(JSON.parse(JSON.stringify(checkout.toSnapshot())));
    expect(copy.toSnapshot()).toEqual(checkout.toSnapshot());
  });

  it('ignores a card number smuggled into stored data', () => {
    const checkout = new CheckoutStore();
    checkout.applySnapshot({ paymentInfo: { cardNumber: '4111111111111111', cvv: '123' } });
    expect(JSON.stringify(checkout.toSnapshot())).not.toMatch(/4111111111111111|"123"/);
  });
});

describe('CheckoutStore carrier-validated address', () => {
  it('clears isUpsAddress when a shipping line changes, not for names, billing or the same value', () => {
    const checkout = new CheckoutStore();
    checkout.setAddress('shipping', { address: '120 N Michigan Ave', zipcode: '60601' });
    checkout.setIsUpsAddress(true);
    checkout.setAddressField('shipping', 'firstName', 'Robin');
    checkout.setAddressField('billing', 'address', '1 Elm St');
    checkout.setAddressField('shipping', 'zipcode', '60601');
    expect(checkout.isUpsAddress).toBe(true);
    checkout.setAddressField('shipping', 'address', '120 N Michigan Avenue');
    expect(checkout.isUpsAddress).toBe(false);
    checkout.setIsUpsAddress(true);
    checkout.setAddress('shipping', { city: 'Evanston' });
    expect(checkout.isUpsAddress).toBe(false);
  });
});
