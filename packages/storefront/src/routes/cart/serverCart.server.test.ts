import { describe, expect, it } from 'vitest';
import type { CartLine } from '@snackshop/commerce-core/cart';
import { cartChangeOf, changedLines, requireIntent } from '../../server/cartChange.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** The 400 a refused form throws: its status and the field it names. */
function refusal(fields: Record<string, string>, read = () => cartChangeOf(form(fields))) {
  try {
    read();
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

  it('reads a bundle, a gift card and a mix', () => {
    expect(cartChangeOf(form({ intent: 'add-bundle', bundleId: '4', quantity: '1' }))).toEqual({
      intent: 'add-bundle',
      bundleId: '4',
      quantity: 1,
    });
    expect(
      cartChangeOf(
        form({
          intent: 'add-gift-card',
          giftCardId: '2',
          amountCents: '5000',
          quantity: '10',
          recipientEmail: 'ana@example.com',
          giftMessage: 'Happy birthday',
        }),
      ),
    ).toEqual({
      intent: 'add-gift-card',
      giftCardId: '2',
      amountCents: 5000,
      quantity: 10,
      recipient: {
        recipientEmail: 'ana@example.com',
        firstName: '',
        lastName: '',
        giftMessage: 'Happy birthday',
      },
    });
    // No amount chosen is the page's to say (at its field), not a malformed form.
    expect(
      cartChangeOf(form({ intent: 'add-gift-card', giftCardId: '1', quantity: '1' })),
    ).toMatchObject({ amountCents: null });
    // Empty and zero fields are flavours not chosen; other fields are not the mix's.
    expect(
      cartChangeOf(
        form({
          intent: 'add-mix',
          'pack-11': '20',
          'pack-12': '',
          'pack-13': '0',
          'pack-14': '10',
        }),
      ),
    ).toEqual({
      intent: 'add-mix',
      packs: [
        { productId: '11', quantity: 20 },
        { productId: '14', quantity: 10 },
      ],
    });
  });

  it('reads the quantity a grid tile sends for its own button, before the form’s one', () => {
    // A grid's tiles share one form: its `quantity` is 1, each tile's field is its own.
    const grid = { intent: 'add-bundle', bundleId: '4', quantity: '1' };
    expect(cartChangeOf(form({ ...grid, 'quantity-4': '3', 'quantity-5': '7' }))).toEqual({
      intent: 'add-bundle',
      bundleId: '4',
      quantity: 3,
    });
    expect(
      cartChangeOf(form({ intent: 'add', productId: '12', quantity: '1', 'quantity-12': '2' })),
    ).toMatchObject({ quantity: 2 });
    // The tile's field is checked as the quantity is, and named when refused.
    expect(refusal({ ...grid, 'quantity-4': '0' })).toEqual({ status: 400, field: 'quantity-4' });
    expect(refusal({ ...grid, 'quantity-4': 'lots' })).toEqual({
      status: 400,
      field: 'quantity-4',
    });
  });

  it('refuses a malformed bundle, gift card or mix, naming the field', () => {
    expect(refusal({ intent: 'add-bundle', bundleId: 'box', quantity: '1' })).toEqual({
      status: 400,
      field: 'bundleId',
    });
    const card = { intent: 'add-gift-card', giftCardId: '2', amountCents: '5000', quantity: '1' };
    expect(refusal({ ...card, giftCardId: '' })).toEqual({ status: 400, field: 'giftCardId' });
    expect(refusal({ ...card, amountCents: '50.00' })).toEqual({
      status: 400,
      field: 'amountCents',
    });
    // Ten cards at most, as the page's stepper allows.
    expect(refusal({ ...card, quantity: '11' })).toEqual({ status: 400, field: 'quantity' });
    expect(refusal({ ...card, recipientEmail: 'x'.repeat(2001) })).toEqual({
      status: 400,
      field: 'recipientEmail',
    });
    expect(refusal({ intent: 'add-mix', 'pack-11': 'many' })).toEqual({
      status: 400,
      field: 'pack-11',
    });
    expect(refusal({ intent: 'add-mix', 'pack-11': '100' })).toEqual({
      status: 400,
      field: 'pack-11',
    });
    // The cart's own action takes no gift card or mix: their pages check them.
    expect(
      refusal({}, () =>
        requireIntent(cartChangeOf(form({ intent: 'add-mix', 'pack-11': '30' })), ['add']),
      ),
    ).toEqual({ status: 400, field: 'intent' });
  });

  it('adds a bundle, a gift card and a full mix by the cart store’s rules, with no price of the form', () => {
    const bundle = { intent: 'add-bundle', bundleId: '4', quantity: 2 } as const;
    const withBundle = changedLines([chips], bundle);
    expect(withBundle).toMatchObject([{ productId: '12' }, { bundleId: '4', quantity: 2 }]);
    expect(changedLines(withBundle, bundle)).toMatchObject([
      { productId: '12' },
      { bundleId: '4', quantity: 4 },
    ]);

    const eGift = {
      giftCardId: '2',
      kind: 'e-gift',
      title: 'E-gift card $50.00',
      amountCents: 5000,
      quantity: 1,
      recipient: { recipientEmail: 'ana@example.com' },
    } as const;
    const withCard = changedLines([], { intent: 'add-gift-card', card: eGift });
    expect(withCard).toEqual([
      {
        giftCardId: '2',
        giftCardKind: 'e-gift',
        amountCents: 5000,
        price: 5000,
        quantity: 1,
        title: 'E-gift card $50.00',
        recipient: { recipientEmail: 'ana@example.com' },
      },
    ]);
    // The same card for the same recipient adds up; another recipient is a line of its own.
    expect(changedLines(withCard, { intent: 'add-gift-card', card: eGift })).toMatchObject([
      { giftCardId: '2', quantity: 2 },
    ]);
    const other = { ...eGift, recipient: { recipientEmail: 'leo@example.com' } };
    expect(changedLines(withCard, { intent: 'add-gift-card', card: other })).toHaveLength(2);

    const mix = {
      intent: 'add-mix',
      title: '30-pack multipack',
      items: [
        { productId: '11', quantity: 20, price: 99, availableQty: 50 },
        { productId: '14', quantity: 10, price: 99, availableQty: 50 },
      ],
    } as const;
    const withMix = changedLines([chips], { ...mix, items: [...mix.items] });
    expect(withMix).toMatchObject([
      { productId: '12' },
      { productId: 'MYOMP-30-1', quantity: 1, title: '30-pack multipack' },
    ]);
    expect(withMix[1]).toMatchObject({ multipackList: mix.items });
    expect(changedLines(withMix, { ...mix, items: [...mix.items] })[2]).toMatchObject({
      productId: 'MYOMP-30-2',
    });
    expect(withMix[1]).not.toHaveProperty('mixPackId');
    // A saved mix's line names the saved mix, as Saved Mixes' Add to cart does with scripts.
    const saved = changedLines([], {
      ...mix,
      items: [...mix.items],
      title: 'Road trip',
      mixPackId: '77',
    });
    expect(saved).toMatchObject([{ productId: 'MYOMP-30-1', title: 'Road trip', mixPackId: '77' }]);
    // A mix short of 30 never reaches the cart (its page refuses it first).
    expect(() =>
      changedLines([], { ...mix, items: [{ productId: '11', quantity: 29, price: 99 }] }),
    ).toThrow();
  });
});
