import { describe, expect, it } from 'vitest';
import {
  addPack,
  availablePackCount,
  canAddPack,
  isMultipackFull,
  multipackCartId,
  multipackPackCount,
  nextMultipackCartId,
  parseMultipackCartId,
  remainingPacks,
  removePack,
  unavailableMultipackItems,
} from './multipack';
import type { CartLine, MultipackItem } from './types';

const item = (productId: string, quantity: number, availableQty?: number): MultipackItem => ({
  productId,
  price: 50,
  quantity,
  ...(availableQty === undefined ? {} : { availableQty }),
});

describe('isMultipackFull', () => {
  it('is full at exactly 30 available packs', () => {
    expect(isMultipackFull(29)).toBe(false);
    expect(isMultipackFull(30)).toBe(true);
    expect(isMultipackFull(31)).toBe(false);
    expect(isMultipackFull(0)).toBe(false);
  });

  it('counts the packs of a mix', () => {
    expect(isMultipackFull([item('A', 20), item('B', 10)])).toBe(true);
    expect(isMultipackFull([item('A', 20), item('B', 9)])).toBe(false);
    expect(isMultipackFull([item('A', 20), item('B', 11)])).toBe(false);
    expect(isMultipackFull([])).toBe(false);
  });

  it('is not full when an item has run short of stock', () => {
    const mix = [item('A', 20), item('B', 10, 4)];
    expect(multipackPackCount(mix)).toBe(30);
    expect(availablePackCount(mix)).toBe(24);
    expect(isMultipackFull(mix)).toBe(false);
    expect(unavailableMultipackItems(mix)).toEqual([item('B', 10, 4)]);
  });

  it('treats sold-out items as contributing no packs', () => {
    const mix = [item('A', 30, 0)];
    expect(availablePackCount(mix)).toBe(0);
    expect(unavailableMultipackItems(mix).map((i) => i.productId)).toEqual(['A']);
  });
});

describe('mix builder pack counts', () => {
  it('says how many packs are left to choose', () => {
    expect(remainingPacks([])).toBe(30);
    expect(remainingPacks([item('A', 29)])).toBe(1);
    expect(remainingPacks([item('A', 30)])).toBe(0);
    expect(remainingPacks([item('A', 35)])).toBe(0);
  });

  it('adds a pack until the mix holds 30', () => {
    const mix29 = [item('A', 29)];
    const mix30 = addPack(mix29, { productId: 'B', price: 50 });
    expect(mix30).toEqual([item('A', 29), item('B', 1)]);
    expect(isMultipackFull(mix30)).toBe(true);
    expect(canAddPack(mix30, { productId: 'A' })).toBe(false);
    expect(addPack(mix30, { productId: 'A', price: 50 })).toBe(mix30);
  });

  it('never adds more of a flavour than is in stock', () => {
    const mix = [item('A', 2, 3)];
    expect(canAddPack(mix, { productId: 'A', availableQty: 3 })).toBe(true);
    const three = addPack(mix, { productId: 'A', price: 50, availableQty: 3 });
    expect(three).toEqual([item('A', 3, 3)]);
    expect(canAddPack(three, { productId: 'A', availableQty: 3 })).toBe(false);
    expect(canAddPack([], { productId: 'Z', availableQty: 0 })).toBe(false);
  });

  it('removes a pack and drops the flavour at zero, without touching the input', () => {
    const mix = [item('A', 2), item('B', 1)];
    expect(removePack(mix, 'A')).toEqual([item('A', 1), item('B', 1)]);
    expect(removePack(mix, 'B')).toEqual([item('A', 2)]);
    expect(removePack(mix, 'C')).toBe(mix);
    expect(mix).toEqual([item('A', 2), item('B', 1)]);
  });
});

describe('multipack cart ids', () => {
  it('spells ids MYOMP-30-{n}', () => {
    expect(multipackCartId(1)).toBe('MYOMP-30-1');
    expect(parseMultipackCartId('MYOMP-30-12')).toBe(12);
    expect(parseMultipackCartId('MYOMP-30-0')).toBeNull();
    expect(parseMultipackCartId('MYOMP-20-1')).toBeNull();
    expect(parseMultipackCartId('P-CHIPS')).toBeNull();
  });

  it('gives the next id one past the highest in the cart', () => {
    const lines: CartLine[] = [
      { productId: 'MYOMP-30-1', title: 'Mix', quantity: 1, multipackList: [] },
      { productId: 'MYOMP-30-4', title: 'Mix', quantity: 1, multipackList: [] },
      { productId: 'P-CHIPS', title: 'Chips', quantity: 1, price: 100 },
    ];
    expect(nextMultipackCartId(lines)).toBe('MYOMP-30-5');
    expect(nextMultipackCartId([])).toBe('MYOMP-30-1');
  });
});
