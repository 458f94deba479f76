import { describe, expect, it } from 'vitest';
import { emptyAddress, emptyContact } from './address';
import { paymentFormSnapshot, shippingFormSnapshot } from './formSnapshots';
import { firstStep } from './formStatus';
import { emptyGiftCard } from './giftCard';
import { emptyPayment } from './payment';
import { emptyRedirect } from './paymentRedirect';
import { checkoutSnapshotOf, readCheckoutSnapshot } from './snapshot';

describe('readCheckoutSnapshot', () => {
  it('reads an empty record as an empty checkout, billing the same as shipping', () => {
    expect(readCheckoutSnapshot({})).toEqual({
      shipping: emptyAddress(),
      billing: emptyAddress(),
      isUpsAddress: false,
      selectedShippingAddress: null,
      contactInfo: emptyContact(),
      paymentInfo: emptyPayment(),
      formStatus: firstStep(),
      giftCard: emptyGiftCard(),
      billingSameShippingFlag: true,
      upsValidatedAddresses: [],
      tempUserID: null,
      isApplePay: false,
      paymentRedirect: emptyRedirect(),
      redeemReward: false,
    });
  });

  it('keeps a rewards free pack chosen, and only a boolean one', () => {
    expect(readCheckoutSnapshot({ redeemReward: true }).redeemReward).toBe(true);
    expect(readCheckoutSnapshot({ redeemReward: 'yes' }).redeemReward).toBe(false);
  });

  it('keeps only well-typed gift card errors and redirect ids, sharing nothing with storage', () => {
    const candidates = [{ address: '1 Main St' }];
    const stored = readCheckoutSnapshot({
      giftCard: { giftOrder: true, errorObj: { firstName: 'Required', lastName: 3 } },
      paymentRedirect: { paymentId: 'PAY-1', orderIds: ['A', 7, 'B'], lineItems: 'x' },
      upsValidatedAddresses: candidates,
    });
    expect(stored.giftCard.giftOrder).toBe(true);
    expect(stored.giftCard.errorObj).toEqual({ firstName: 'Required' });
    expect(stored.paymentRedirect).toEqual({
      ...emptyRedirect(),
      paymentId: 'PAY-1',
      orderIds: ['A', 'B'],
    });
    expect(stored.upsValidatedAddresses).toEqual(candidates);
    expect(stored.upsValidatedAddresses[0]).not.toBe(candidates[0]);
  });

  it('round-trips what checkoutSnapshotOf writes, tokens left out', () => {
    const state = readCheckoutSnapshot({ tempUserID: 'guest-1', isApplePay: true });
    state.paymentInfo.transientToken = 'tok';
    const snapshot = checkoutSnapshotOf(state);
    expect(snapshot.paymentInfo).not.toHaveProperty('transientToken');
    expect(readCheckoutSnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual({
      ...state,
      paymentInfo: { ...state.paymentInfo, transientToken: null },
    });
  });
});

describe('form snapshots', () => {
  it('copy their part of the form, sharing nothing and without tokens', () => {
    const form = readCheckoutSnapshot({ isUpsAddress: true });
    form.paymentInfo.transientToken = 'tok';
    const shipping = shippingFormSnapshot(form);
    expect(Object.keys(shipping).sort()).toEqual(
      ['contactInfo', 'formStatus', 'isUpsAddress', 'selectedShippingAddress', 'shipping'].sort(),
    );
    expect(shipping.shipping).toEqual(form.shipping);
    expect(shipping.shipping).not.toBe(form.shipping);
    const payment = paymentFormSnapshot(form);
    expect(payment.paymentInfo).not.toHaveProperty('transientToken');
    expect(payment.billingSameShippingFlag).toBe(true);
  });
});
