import { describe, expect, it } from 'vitest';
import { cartLinesBody } from './request';

describe('cartLinesBody', () => {
  it('keeps a multipack’s bags without their prices', () => {
    expect(
      cartLinesBody([
        {
          productId: 'MYOMP-30-1',
          quantity: 1,
          title: 'My mix',
          multipackList: [{ productId: '4', quantity: 30, price: 99, title: 'x' }],
        } as never,
      ]),
    ).toEqual([
      { productId: 'MYOMP-30-1', quantity: 1, multipackList: [{ productId: '4', quantity: 30 }] },
    ]);
  });

  it('sends a gift card’s id, face value, quantity and recipient, never its price or title', () => {
    const lines = cartLinesBody([
      { productId: '7', quantity: 1, price: 399, title: 'Tangy Crisps' },
      {
        giftCardId: 'e-gift',
        giftCardKind: 'e-gift',
        amountCents: 5000,
        price: 5000,
        quantity: 2,
        title: 'Snack Shack e-Gift Card',
        recipient: {
          recipientEmail: 'jules.park@example.com',
          firstName: 'Jules',
          lastName: '',
          giftMessage: 'Happy birthday!',
        },
      },
      {
        giftCardId: 'physical',
        giftCardKind: 'physical',
        amountCents: 2500,
        price: 2500,
        quantity: 1,
        title: 'Snack Shack Gift Card',
      },
    ]);
    expect(lines).toEqual([
      { productId: '7', quantity: 1 },
      {
        giftCardId: 'e-gift',
        amountCents: 5000,
        quantity: 2,
        recipient: {
          recipientEmail: 'jules.park@example.com',
          firstName: 'Jules',
          giftMessage: 'Happy birthday!',
        },
      },
      { giftCardId: 'physical', amountCents: 2500, quantity: 1 },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/price|title|giftCardKind|productId":undefined/);
  });
});
