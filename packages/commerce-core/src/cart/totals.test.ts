import { describe, expect, it } from 'vitest';
import {
  cartAmount,
  cartCount,
  cartItemsCount,
  cartSubtotal,
  lineTotal,
  multipackLineTotal,
} from './totals';
import type { CartLine, MultipackCartLine } from './types';

const chips: CartLine = { productId: 'P-CHIPS', title: 'Crunch Chips', price: 499, quantity: 2 };
const bundle: CartLine = {
  bundleId: 'B-PARTY',
  title: 'Party Bundle',
  price: 2500,
  quantity: 1,
  products: [{ productId: 'P-CHIPS', quantity: 3 }],
};
const mix: MultipackCartLine = {
  productId: 'MYOMP-30-1',
  title: 'My Mix',
  quantity: 2,
  mixPackId: 'MIX-7',
  multipackList: [
    { productId: 'P-CHIPS', price: 60, quantity: 20 },
    { productId: 'P-PUFFS', price: 75, quantity: 10 },
  ],
};

describe('line totals', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(lineTotal(chips)).toBe(998);
    expect(lineTotal(bundle)).toBe(2500);
  });

  it('prices a multipack as the sum of item price × quantity, times the pack quantity', () => {
    // (60 × 20 + 75 × 10) × 2 = 1950 × 2
    expect(multipackLineTotal(mix)).toBe(3900);
    expect(lineTotal(mix)).toBe(3900);
  });

  it('ignores a price stored on the multipack line itself', () => {
    expect(lineTotal({ ...mix, price: 1 })).toBe(3900);
  });

  it('never goes below zero, whatever the input', () => {
    expect(lineTotal({ ...chips, quantity: -3 })).toBe(0);
    expect(lineTotal({ ...chips, price: -100 })).toBe(0);
    expect(lineTotal({ ...chips, price: Number.NaN })).toBe(0);
    expect(lineTotal({ ...mix, quantity: 0 })).toBe(0);
  });
});

describe('cart totals', () => {
  const cart = [chips, bundle, mix];

  it('adds every line into the subtotal in cents', () => {
    expect(cartSubtotal(cart)).toBe(998 + 2500 + 3900);
    expect(cartSubtotal([])).toBe(0);
  });

  it('sends cartamount as a 2-decimal dollar figure', () => {
    expect(cartAmount(cart)).toBe(73.98);
    expect(cartAmount([{ productId: 'P-1', title: 'x', price: 10, quantity: 3 }])).toBe(0.3);
    expect(cartAmount([])).toBe(0);
  });

  it('counts quantity by product or bundle id', () => {
    expect(cartItemsCount(cart)).toEqual({ 'P-CHIPS': 2, 'B-PARTY': 1, 'MYOMP-30-1': 2 });
  });

  it('adds quantities of lines that share an id', () => {
    expect(cartItemsCount([chips, { ...chips, quantity: 3 }])).toEqual({ 'P-CHIPS': 5 });
  });

  it('counts every unit for the cart badge', () => {
    expect(cartCount(cart)).toBe(5);
    expect(cartCount([])).toBe(0);
  });
});
