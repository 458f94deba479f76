import { describe, expect, it } from 'vitest';
import type { CartLine } from '@snackshop/commerce-core/cart';
import { cartChangeOf, changedLines } from './serverCart.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** The 400 a refused form throws: its status and the field it names. */
function refusal(fields: Record<string, string>) {
  try {
    cartChangeOf(form(fields));
  } catch (thrown) {
    const { data, init } = thrown as { data: { field: string }; init: { status: number } };
    return { status: init.status, field: data.field };
  }
  throw new Error('the form was taken');
}

const chips: CartLine = {
  productId: '12',
  title: 'Chips',
  price: 299,
  quantity: 2,
  availableQty: 5,
};

describe('a cart form posted without scripts', () => {
  it('reads an addition, a quantity and a removal', () => {
    expect(cartChangeOf(form({ intent: 'add', productId: '12', quantity: '3' }))).toEqual({
      intent: 'add',
      productId: '12',
      quantity: 3,
    });
    expect(cartChangeOf(form({ intent: 'quantity', id: 'MYOMP-30-1', quantity: '0' }))).toEqual({
      intent: 'quantity',
      id: 'MYOMP-30-1',
      quantity: 0,
    });
    expect(cartChangeOf(form({ intent: 'coupon', couponName: ' SNACK10 ' }))).toEqual({
      intent: 'coupon',
      couponName: 'SNACK10',
    });
    expect(cartChangeOf(form({ intent: 'coupon-remove' }))).toEqual({ intent: 'coupon-remove' });
    expect(cartChangeOf(form({ intent: 'remove', id: '12' }))).toEqual({
      intent: 'remove',
      id: '12',
    });
  });

  it('refuses a form that is not one of its own, naming the field', () => {
    expect(refusal({ intent: 'empty' })).toEqual({ status: 400, field: 'intent' });
    expect(refusal({ intent: 'add', productId: 'chips', quantity: '1' })).toEqual({
      status: 400,
      field: 'productId',
    });
    for (const quantity of ['0', '100', '1.5', '-1', '', 'two']) {
      expect(refusal({ intent: 'add', productId: '12', quantity })).toEqual({
        status: 400,
        field: 'quantity',
      });
    }
    expect(refusal({ intent: 'remove', id: '<script>' })).toEqual({ status: 400, field: 'id' });
    expect(refusal({ intent: 'coupon', couponName: 'X'.repeat(65) })).toEqual({
      status: 400,
      field: 'couponName',
    });
  });

  it('changes the lines by the cart store’s rules', () => {
    // An addition of a product already there adds up, bounded by its stock.
    expect(changedLines([chips], { intent: 'add', productId: '12', quantity: 9 })).toMatchObject([
      { productId: '12', quantity: 5 },
    ]);
    expect(changedLines([chips], { intent: 'add', productId: '7', quantity: 1 })).toMatchObject([
      { productId: '12', quantity: 2 },
      { productId: '7', quantity: 1 },
    ]);
    expect(changedLines([chips], { intent: 'quantity', id: '12', quantity: 4 })).toMatchObject([
      { productId: '12', quantity: 4 },
    ]);
    expect(changedLines([chips], { intent: 'quantity', id: '12', quantity: 0 })).toEqual([]);
    expect(changedLines([chips], { intent: 'remove', id: '12' })).toEqual([]);
    // A free sample is one unit, in place of another; it leaves with the last paid line.
    const samples = new Set(['90', '91']);
    const withSample = changedLines(
      [chips],
      { intent: 'add', productId: '90', quantity: 5 },
      samples,
    );
    expect(withSample).toMatchObject([
      { productId: '12', quantity: 2 },
      { productId: '90', quantity: 1, isFreeSample: true },
    ]);
    expect(
      changedLines(withSample, { intent: 'add', productId: '91', quantity: 1 }, samples),
    ).toMatchObject([{ productId: '12' }, { productId: '91', isFreeSample: true }]);
    expect(changedLines(withSample, { intent: 'remove', id: '12' })).toEqual([]);
  });
});
