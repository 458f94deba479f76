import { describe, expect, it } from 'vitest';
import type { MixPack } from '@snackshop/commerce-core/contract';
import { mixBodyItems, mixCartLine, pendingMixSave } from './savedMix';

const item = (productId: number, quantity: number, available = true) => ({
  productId,
  title: `Snack ${productId}`,
  price: 0.6,
  priceCents: 60,
  quantity,
  availableQty: available ? 40 : 0,
  available,
});

describe('a saved mix', () => {
  it('goes in the cart as one multipack line that names the mix it came from', () => {
    const mix: Pick<MixPack, 'mixPackId' | 'name' | 'items'> = {
      mixPackId: 'mix-1',
      name: 'Road trip',
      items: [item(103, 20), item(104, 10, false)],
    };
    expect(mixCartLine(mix)).toEqual({
      productId: '',
      title: 'Road trip',
      quantity: 1,
      mixPackId: 'mix-1',
      multipackList: [
        { productId: '103', title: 'Snack 103', price: 60, quantity: 20, availableQty: 40 },
        { productId: '104', title: 'Snack 104', price: 60, quantity: 10, availableQty: 0 },
      ],
    });
  });

  it('is sent to the mixpack calls as numeric product ids and packs', () => {
    expect(mixBodyItems([{ productId: '103', quantity: 30 }])).toEqual([
      { productId: 103, quantity: 30 },
    ]);
  });
});

describe('a save waiting for sign-in', () => {
  it('is read back from the user slice as it was stored', () => {
    const pending = { items: [{ productId: '103', quantity: 30 }], name: 'Mine', mixPackId: null };
    expect(pendingMixSave(JSON.parse(JSON.stringify(pending)))).toEqual(pending);
  });

  it('is nothing when the slice holds something else', () => {
    expect(pendingMixSave(null)).toBeNull();
    expect(pendingMixSave({ items: [] })).toBeNull();
    expect(pendingMixSave({ items: [{ productId: 103, quantity: 30 }] })).toBeNull();
    expect(pendingMixSave('mix')).toBeNull();
  });
});
