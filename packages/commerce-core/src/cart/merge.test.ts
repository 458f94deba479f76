import { describe, expect, it } from 'vitest';
import { emptyIfOnlyFreeSamples, hasOnlyFreeSamples, mergeCarts } from './merge';
import type { CartLine, MultipackCartLine } from './types';

const product = (productId: string, quantity: number, price = 100): CartLine => ({
  productId,
  title: productId,
  price,
  quantity,
});
const sample = (productId: string, quantity = 1): CartLine => ({
  ...product(productId, quantity, 0),
  isFreeSample: true,
});
const mix = (productId: string, quantity = 1): MultipackCartLine => ({
  productId,
  title: 'My Mix',
  quantity,
  multipackList: [{ productId: 'P-A', price: 50, quantity: 30 }],
});

describe('mergeCarts', () => {
  it('adds the quantities of identical products', () => {
    const merged = mergeCarts([product('A', 2), product('B', 1)], [product('A', 3)]);
    expect(merged).toEqual([product('A', 5), product('B', 1)]);
  });

  it('adds the quantities of identical bundles', () => {
    const bundle = (quantity: number): CartLine => ({
      bundleId: 'BUN-1',
      title: 'Bundle',
      price: 900,
      quantity,
    });
    expect(mergeCarts([bundle(1)], [bundle(2)])).toEqual([bundle(3)]);
  });

  it('keeps a product and a bundle with the same id apart', () => {
    const bundle: CartLine = { bundleId: 'X', title: 'Bundle', price: 900, quantity: 1 };
    expect(mergeCarts([bundle], [product('X', 1)])).toHaveLength(2);
  });

  it('takes the fresher session line for everything but the quantity', () => {
    const persisted: CartLine = { ...product('A', 1, 100), availableQty: 50, title: 'Old' };
    const session: CartLine = { ...product('A', 2, 100), availableQty: 4, title: 'New' };
    expect(mergeCarts([persisted], [session])).toEqual([{ ...session, quantity: 3 }]);
  });

  it('gives every multipack a new id MYOMP-30-{n}, unique in the cart', () => {
    const merged = mergeCarts(
      [mix('MYOMP-30-1'), product('A', 1)],
      [mix('MYOMP-30-1', 2), mix('MYOMP-30-9')],
    );
    expect(merged.map((line) => line.productId)).toEqual([
      'MYOMP-30-1',
      'MYOMP-30-2',
      'MYOMP-30-3',
      'A',
    ]);
    expect(merged.map((line) => line.quantity)).toEqual([2, 1, 1, 1]);
  });

  it('keeps one free sample of a product instead of adding them up', () => {
    expect(mergeCarts([sample('S')], [sample('S')])).toEqual([sample('S')]);
    expect(mergeCarts([sample('S')], [product('S', 2)])).toHaveLength(2);
  });

  it('leaves both carts untouched', () => {
    const persisted = [product('A', 1), mix('MYOMP-30-5')];
    const session = [product('A', 2)];
    const before = structuredClone({ persisted, session });
    mergeCarts(persisted, session);
    expect({ persisted, session }).toEqual(before);
  });

  it('returns the other cart when one is empty', () => {
    expect(mergeCarts([], [product('A', 1)])).toEqual([product('A', 1)]);
    expect(mergeCarts([product('A', 1)], [])).toEqual([product('A', 1)]);
    expect(mergeCarts([], [])).toEqual([]);
  });
});

describe('emptyIfOnlyFreeSamples', () => {
  it('empties a cart whose every item is a free sample', () => {
    expect(emptyIfOnlyFreeSamples([sample('S1'), sample('S2')])).toEqual([]);
    expect(hasOnlyFreeSamples([sample('S1')])).toBe(true);
  });

  it('keeps a cart that has anything else in it', () => {
    const cart = [sample('S1'), product('A', 1)];
    expect(emptyIfOnlyFreeSamples(cart)).toEqual(cart);
    expect(hasOnlyFreeSamples(cart)).toBe(false);
  });

  it('leaves an empty cart empty', () => {
    expect(emptyIfOnlyFreeSamples([])).toEqual([]);
    expect(hasOnlyFreeSamples([])).toBe(false);
  });
});
