import { describe, expect, it } from 'vitest';
import type {
  CartLine,
  GiftCardRecipient,
  MultipackItem,
  ShippingSku,
} from '@snackshop/commerce-core';
import { CartStore, type CartTotals, type CouponData } from './CartStore';

/** A coupon as validatevoucher answers it, taking `discount` cents off. */
const coupon = (couponName: string, discountCents: number): CouponData => ({
  couponName,
  cartAmount: 9.98,
  cartAmountCents: 998,
  discount: discountCents / 100,
  discountCents,
  discountedAmount: (998 - discountCents) / 100,
  discountedAmountCents: 998 - discountCents,
  message: 'Coupon applied',
  freeOrder: false,
  freeShipping: false,
  cartID: null,
  date: '2030-01-01T00:00:00.000Z',
  discountItems: [],
});

const crunch: CartLine = { productId: '101', title: 'Crunch Curls', price: 499, quantity: 2 };
const puffs: CartLine = { productId: '102', title: 'Cloud Puffs', price: 349, quantity: 1 };
const sample: CartLine = {
  productId: '106',
  title: 'Sample',
  price: 0,
  quantity: 1,
  isFreeSample: true,
};
const party: CartLine = { bundleId: '201', title: 'Party Bundle', price: 2500, quantity: 1 };

const pack = (productId: string, quantity: number, availableQty?: number): MultipackItem => ({
  productId,
  price: 60,
  quantity,
  ...(availableQty !== undefined ? { availableQty } : {}),
});

/** Builds a mix of `count` packs of one flavour through the store's own action. */
function fillMix(cart: CartStore, productId: string, count: number) {
  for (let i = 0; i < count; i += 1) cart.addPackToMix({ productId, price: 60 });
}

describe('CartStore lines', () => {
  it('adds lines and derives counts and the subtotal with the cart math', () => {
    const cart = new CartStore();
    cart.addItem(crunch);
    cart.addItem(party);
    cart.addItem({ ...crunch, quantity: 3 });
    expect(cart.cartItems).toHaveLength(2);
    expect(cart.cartItemsCount).toEqual({ '101': 5, '201': 1 });
    expect(cart.cartCount).toBe(6);
    expect(cart.subTotal).toBe(499 * 5 + 2500);
    expect(cart.cartAmount).toBe(49.95);
  });

  it('keeps a product and a bundle with the same id apart', () => {
    const cart = new CartStore();
    cart.addItem({ productId: 'X-1', title: 'Product', price: 100, quantity: 1 });
    cart.addItem({ bundleId: 'X-1', title: 'Bundle', price: 900, quantity: 1 });
    expect(cart.cartItems).toHaveLength(2);
  });

  it('never goes past the stock the line reports', () => {
    const cart = new CartStore();
    cart.addItem({ ...puffs, quantity: 2, availableQty: 3 });
    cart.addItem({ ...puffs, quantity: 5 });
    expect(cart.findLine('102')?.quantity).toBe(3);
    cart.updateQuantity('102', 10);
    expect(cart.findLine('102')?.quantity).toBe(3);
  });

  it('updates quantities and removes a line at 0', () => {
    const cart = new CartStore();
    cart.addItem(crunch);
    cart.addItem(puffs);
    cart.updateQuantity('101', 4);
    expect(cart.cartItemsCount['101']).toBe(4);
    cart.updateQuantity('101', 0);
    expect(cart.findLine('101')).toBeUndefined();
    cart.removeItem('102');
    expect(cart.cartItems).toEqual([]);
  });

  it('empties a cart left with only free samples (SPEC section 4)', () => {
    const cart = new CartStore();
    cart.addItem(crunch);
    cart.addItem(sample);
    cart.addItem(sample);
    expect(cart.findLine('106')?.quantity).toBe(1);
    expect(cart.cartCount).toBe(3);
    cart.removeItem('101');
    expect(cart.cartItems).toEqual([]);
    cart.addItem(sample);
    expect(cart.cartItems).toEqual([]);
  });

  it('keeps one free sample: a newly chosen one takes the other’s place', () => {
    const cart = new CartStore();
    cart.addItem(crunch);
    cart.addItem(sample);
    cart.addItem({ ...sample, productId: '107', title: 'Other sample' });
    expect(cart.cartItems.map((line) => line.productId)).toEqual(['101', '107']);
    expect(cart.subTotal).toBe(499 * 2);
  });

  it('takes the free-sample flag from the server’s lines, not from what it was given', () => {
    const cart = new CartStore();
    cart.addItem(crunch);
    cart.addItem({ ...puffs, isFreeSample: true, price: 0 });
    cart.addItem({ productId: '106', title: 'Sample', price: 250, quantity: 1 });
    cart.adoptServerPrices([
      { ...crunch },
      { ...puffs },
      { ...sample, price: 0, isFreeSample: true },
    ]);
    expect(cart.findLine('102')).toMatchObject({ price: 349 });
    expect(cart.findLine('102')?.isFreeSample).toBeUndefined();
    expect(cart.findLine('106')).toMatchObject({ price: 0, isFreeSample: true });
    expect(cart.subTotal).toBe(499 * 2 + 349);
  });

  it('drops the coupon when the cart is emptied', () => {
    const cart = new CartStore();
    cart.addItem(crunch);
    cart.setCouponData(coupon('SNACK5', 500));
    cart.clearCart();
    expect(cart.couponData).toBeNull();
  });

  it('removing a coupon stops it being applied automatically again', () => {
    const cart = new CartStore();
    cart.addItem(crunch);
    cart.setCouponData(coupon('AUTO10', 100));
    cart.removeCoupon();
    expect(cart.couponData).toBeNull();
    expect(cart.disableAutoCoupon).toBe(true);
  });
});

/** A priced cart as the API answers it, in cents (dollars follow). */
function totals(cents: {
  subTotal: number;
  shippingCharge: number;
  tax?: number;
  shippingSku?: ShippingSku;
}): CartTotals {
  const tax = cents.tax ?? 0;
  const total = cents.subTotal + cents.shippingCharge + tax;
  return {
    subTotal: cents.subTotal / 100,
    subTotalCents: cents.subTotal,
    discount: 0,
    discountCents: 0,
    rewardCents: 0,
    shippingCharge: cents.shippingCharge / 100,
    shippingChargeCents: cents.shippingCharge,
    tax: tax / 100,
    taxCents: tax,
    totalAmount: total / 100,
    totalAmountCents: total,
    ...(cents.shippingSku ? { shippingSku: cents.shippingSku } : {}),
  };
}

describe('CartStore server pricing', () => {
  it('shows shipping, tax and total only for the cart the server priced', () => {
    const cart = new CartStore();
    cart.addItem(crunch);
    expect(cart.totalAmount).toBeNull();
    cart.applyServerPricing(
      totals({ subTotal: 998, shippingCharge: 599, shippingSku: 'SHIP-STANDARD' }),
    );
    expect(cart).toMatchObject({
      shippingCharge: 599,
      totalAmount: 1597,
      shippingSku: 'SHIP-STANDARD',
    });
    expect(cart.taxInfo).toEqual({ taxCents: 0 });
    cart.updateQuantity('101', 3);
    expect(cart.shippingCharge).toBeNull();
    expect(cart.totalAmount).toBeNull();
    cart.updateQuantity('101', 2);
    expect(cart.totalAmount).toBe(1597);
  });

  it("takes the server's subtotal and tax with its amounts, and makes nothing up before", () => {
    const cart = new CartStore();
    cart.addItem({ ...crunch, price: 1 });
    expect(cart.subTotal).toBe(2);
    expect(cart.subTotalIsEstimate).toBe(true);
    cart.applyServerPricing(totals({ subTotal: 998, shippingCharge: 599, tax: 72 }));
    expect(cart.subTotal).toBe(998);
    expect(cart.subTotalIsEstimate).toBe(false);
    expect(cart.taxInfo).toEqual({ taxCents: 72 });
    expect(cart.totalAmount).toBe(1669);
    const other = new CartStore();
    other.addItem(crunch);
    expect(other.totalAmount).toBeNull();
    expect(other.shippingSku).toBeNull();
  });

  it("keeps the server's free-shipping answer (flag, minimum, remaining) and restores it", () => {
    const cart = new CartStore();
    cart.addItem(crunch);
    expect(cart.freeShipping).toBeNull();
    cart.applyServerPricing({
      ...totals({ subTotal: 998, shippingCharge: 599 }),
      freeShippingEnabled: false,
      freeShippingMinimumCents: 1500,
      remainingForFreeShippingCents: 1500,
    });
    expect(cart.freeShipping).toEqual({ enabled: false, minimumCents: 1500, remainingCents: 1500 });
    // Kept while a change is priced, so the bar does not blink.
    cart.updateQuantity('101', 3);
    expect(cart.freeShipping?.enabled).toBe(false);
    const copy = new CartStore();
    copy.applySnapshot(JSON.parse(JSON.stringify(cart.toSnapshot())));
    expect(copy.freeShipping).toEqual(cart.freeShipping);
    // A pricing call that gives no free-shipping answer (ordertax) promises nothing.
    cart.applyServerPricing(totals({ subTotal: 1497, shippingCharge: 599 }));
    expect(cart.freeShipping).toBeNull();
  });

  it("takes the server's lines (its prices win) only when they describe the same cart", () => {
    const cart = new CartStore();
    cart.addItem({ ...crunch, price: 1 });
    expect(cart.adoptServerLines([{ ...crunch, price: 499, availableQty: 40 }])).toBe(true);
    expect(cart.findLine('101')).toMatchObject({ price: 499, availableQty: 40 });
    expect(cart.adoptServerLines([{ ...crunch, quantity: 9, price: 1 }])).toBe(false);
    expect(cart.findLine('101')).toMatchObject({ price: 499, quantity: 2 });
  });
});

describe('CartStore merges', () => {
  it('merges the persisted cart with commerce-core rules and sets cartMerge', () => {
    const cart = new CartStore();
    cart.addItem(crunch);
    fillMix(cart, '103', 30);
    cart.addMixToCart({ title: 'Session mix' });
    cart.mergePersistedCart([
      { ...crunch, quantity: 1 },
      {
        productId: 'MYOMP-30-1',
        title: 'Saved mix',
        quantity: 1,
        multipackList: [pack('104', 30)],
      },
    ]);
    expect(cart.cartMerge).toBe(true);
    expect(cart.cartItemsCount).toEqual({ '101': 3, 'MYOMP-30-1': 1, 'MYOMP-30-2': 1 });
    expect(cart.multipackLines.map((line) => line.title)).toEqual(['Session mix', 'Saved mix']);
  });

  it('reorder adds a past order and sets reOrderMergeFlag', () => {
    const cart = new CartStore();
    cart.addItem(puffs);
    cart.reorder([{ ...puffs, quantity: 2 }, crunch]);
    expect(cart.reOrderMergeFlag).toBe(true);
    expect(cart.cartItemsCount).toEqual({ '102': 3, '101': 2 });
  });
});

describe('CartStore multipack builder', () => {
  it('is full at exactly 30 packs and never takes a 31st', () => {
    const cart = new CartStore();
    fillMix(cart, '103', 29);
    expect(cart.packCount).toBe(29);
    expect(cart.multipackCountFull).toBe(false);
    expect(cart.addMixToCart({ title: 'My Mix' })).toBeNull();
    expect(cart.addPackToMix({ productId: '104', price: 75 })).toBe(true);
    expect(cart.packCount).toBe(30);
    expect(cart.multipackCountFull).toBe(true);
    expect(cart.addPackToMix({ productId: '104', price: 75 })).toBe(false);
    expect(cart.packCount).toBe(30);
  });

  it('puts a full mix in the cart as MYOMP-30-{n}, priced from its items', () => {
    const cart = new CartStore();
    fillMix(cart, '103', 30);
    expect(cart.addMixToCart({ title: 'My Mix', mixPackId: 'MIX-1' })).toBe('MYOMP-30-1');
    expect(cart.multipackCartItems).toEqual([]);
    fillMix(cart, '103', 30);
    expect(cart.addMixToCart({ title: 'Second' })).toBe('MYOMP-30-2');
    expect(cart.findLine('MYOMP-30-1')).toMatchObject({ mixPackId: 'MIX-1', quantity: 1 });
    expect(cart.subTotal).toBe(2 * 30 * 60);
  });

  it('edits a multipack of the cart in place', () => {
    const cart = new CartStore();
    fillMix(cart, '103', 30);
    cart.addMixToCart({ title: 'My Mix' });
    expect(cart.editMultipack('MYOMP-30-1')).toBe(true);
    expect(cart.packCount).toBe(30);
    cart.removePackFromMix('103');
    cart.addPackToMix({ productId: '104', price: 75 });
    expect(cart.addMixToCart({ title: 'Edited' })).toBe('MYOMP-30-1');
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.findLine('MYOMP-30-1')).toMatchObject({ title: 'Edited' });
    expect(cart.subTotal).toBe(29 * 60 + 75);
  });

  it('is not full while an item is short of stock, and lists it for replacing', () => {
    const cart = new CartStore();
    cart.setMix([pack('103', 27), pack('104', 3)]);
    expect(cart.multipackCountFull).toBe(true);
    cart.applyInventory({ '104': 2 });
    expect(cart.packCount).toBe(30);
    expect(cart.availablePackCount).toBe(29);
    expect(cart.multipackCountFull).toBe(false);
    expect(cart.replaceMixItems.map((item) => item.productId)).toEqual(['104']);
  });
});

describe('CartStore snapshot', () => {
  it('round-trips lines, mix, pricing, flags and coupon, but not the mini cart state', () => {
    const cart = new CartStore();
    cart.addItem(crunch);
    cart.setMix([pack('103', 4)]);
    cart.applyServerPricing(totals({ subTotal: 998, shippingCharge: 599 }));
    cart.setCouponData(coupon('SNACK5', 500));
    cart.setCartMerge(true);
    cart.setMiniCartOpen(true);
    const copy = new CartStore();
    copy.applySnapshot(JSON.parse(JSON.stringify(cart.toSnapshot())));
    expect(copy.toSnapshot()).toEqual(cart.toSnapshot());
    expect(copy.totalAmount).toBe(1597);
    expect(copy.miniCartOpenState).toBe(false);
  });

  it('skips stored lines that are not cart lines and applies the free-sample rule', () => {
    const cart = new CartStore();
    cart.applySnapshot({ cartItems: [{ junk: true }, sample, 'x'] });
    expect(cart.cartItems).toEqual([]);
    cart.applySnapshot({ cartItems: [{ title: 'no id', quantity: 1 }, crunch] });
    expect(cart.cartItems).toEqual([crunch]);
  });
});

describe('CartStore gift cards', () => {
  const ana = { recipientEmail: 'ana@example.com', firstName: 'Ana', giftMessage: 'Enjoy!' };
  const eGift = (recipient: GiftCardRecipient = ana, amountCents = 5000) => ({
    giftCardId: '2',
    kind: 'e-gift' as const,
    title: 'Snack Shop e-Gift Card',
    amountCents,
    recipient,
  });

  it('adds an e-gift card for its recipient at its face value, and removes it by its id', () => {
    const cart = new CartStore();
    cart.addItem(crunch);
    const id = cart.addGiftCard(eGift());
    expect(id).toMatch(/^GC-2-5000-[0-9a-f]{8}$/);
    expect(cart.findLine(id)).toMatchObject({
      giftCardId: '2',
      giftCardKind: 'e-gift',
      amountCents: 5000,
      price: 5000,
      quantity: 1,
      recipient: ana,
    });
    expect(cart.cartCount).toBe(3);
    expect(cart.subTotal).toBe(499 * 2 + 5000);
    // Free shipping and coupons count the snacks only.
    expect(cart.merchandiseSubTotal).toBe(499 * 2);
    cart.removeItem(id);
    expect(cart.giftCardLines).toEqual([]);
    expect(cart.cartItems).toEqual([crunch]);
  });

  it('adds up the same card for the same person, to 10 at most; another recipient is another line', () => {
    const cart = new CartStore();
    const id = cart.addGiftCard({ ...eGift(), quantity: 4 });
    expect(cart.addGiftCard({ ...eGift(), quantity: 4 })).toBe(id);
    expect(cart.findLine(id)?.quantity).toBe(8);
    cart.addGiftCard({ ...eGift(), quantity: 9 });
    expect(cart.findLine(id)?.quantity).toBe(10);
    cart.updateQuantity(id, 25);
    expect(cart.findLine(id)?.quantity).toBe(10);
    const leo = cart.addGiftCard(eGift({ recipientEmail: 'leo@example.org' }));
    const smaller = cart.addGiftCard(eGift(ana, 1000));
    expect(new Set([id, leo, smaller]).size).toBe(3);
    expect(cart.giftCardLines).toHaveLength(3);
  });

  it('gives a physical card no recipient, and changes the fingerprint with the recipient', () => {
    const cart = new CartStore();
    const id = cart.addGiftCard({
      giftCardId: '1',
      kind: 'physical',
      title: 'Snack Shop Gift Card',
      amountCents: 2500,
      recipient: ana,
    });
    expect(id).toBe('GC-1-2500');
    expect(cart.findLine(id)).not.toHaveProperty('recipient');
    const before = cart.fingerprint;
    cart.addGiftCard(eGift());
    const withAna = cart.fingerprint;
    expect(withAna).not.toBe(before);
    const other = new CartStore();
    other.addGiftCard({ giftCardId: '1', kind: 'physical', title: 'x', amountCents: 2500 });
    other.addGiftCard(eGift({ ...ana, giftMessage: 'Happy birthday' }));
    expect(other.fingerprint).not.toBe(withAna);
  });

  it('survives a snapshot and takes the server’s copy of its lines', () => {
    const cart = new CartStore();
    const id = cart.addGiftCard(eGift());
    const copy = new CartStore();
    copy.applySnapshot(JSON.parse(JSON.stringify(cart.toSnapshot())));
    expect(copy.findLine(id)).toEqual(cart.findLine(id));
    copy.applySnapshot({
      cartItems: [{ giftCardId: '2', quantity: 1, title: 'no amount' }, crunch],
    });
    expect(copy.cartItems).toEqual([crunch]);
    const server = { ...cart.findLine(id)!, title: 'Snack Shop e-Gift Card $50.00' };
    expect(cart.adoptServerLines([server])).toBe(true);
    expect(cart.findLine(id)?.title).toBe('Snack Shop e-Gift Card $50.00');
  });
});
