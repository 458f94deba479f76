import { describe, expect, it } from 'vitest';
import { giftCardLineKey, isEGiftCardLine, isGiftCardLine } from './giftCard';
import { mergeCarts } from './merge';
import {
  cartItemsCount,
  cartNeedsShipping,
  cartSubtotal,
  lineKey,
  lineTotal,
  merchandiseSubtotal,
} from './totals';
import type { GiftCardCartLine, ProductCartLine } from './types';

const eGift = (overrides: Partial<GiftCardCartLine> = {}): GiftCardCartLine => ({
  giftCardId: '2',
  giftCardKind: 'e-gift',
  amountCents: 5000,
  price: 5000,
  quantity: 1,
  title: 'Snack Shop e-Gift Card',
  recipient: { recipientEmail: 'ana@example.com', firstName: 'Ana', giftMessage: 'Enjoy!' },
  ...overrides,
});
const physical = (quantity = 1): GiftCardCartLine => ({
  giftCardId: '1',
  giftCardKind: 'physical',
  amountCents: 2500,
  price: 2500,
  quantity,
  title: 'Snack Shop Gift Card',
});
const chips = (quantity = 1): ProductCartLine => ({
  productId: '7',
  title: 'Chips',
  price: 399,
  quantity,
});

describe('gift-card lines', () => {
  it('are told apart from products, bundles and multipacks', () => {
    expect(isGiftCardLine(eGift())).toBe(true);
    expect(isGiftCardLine(chips())).toBe(false);
    expect(isEGiftCardLine(eGift())).toBe(true);
    expect(isEGiftCardLine(physical())).toBe(false);
  });

  it('cost their face value times the quantity', () => {
    expect(lineTotal(eGift({ quantity: 3 }))).toBe(15000);
    expect(cartSubtotal([eGift(), physical(2), chips(2)])).toBe(5000 + 5000 + 798);
  });

  it('are left out of the merchandise subtotal that coupons and free shipping count', () => {
    expect(merchandiseSubtotal([eGift(), physical(2), chips(2)])).toBe(798);
    expect(merchandiseSubtotal([eGift()])).toBe(0);
  });

  it('need shipping only when something must be mailed', () => {
    expect(cartNeedsShipping([eGift(), eGift({ amountCents: 1000, price: 1000 })])).toBe(false);
    expect(cartNeedsShipping([eGift(), physical()])).toBe(true);
    expect(cartNeedsShipping([eGift(), chips()])).toBe(true);
  });

  it('have a cart id from card, amount and recipient', () => {
    expect(giftCardLineKey(physical())).toBe('GC-1-2500');
    const key = lineKey(eGift());
    expect(key).toMatch(/^GC-2-5000-[0-9a-f]{8}$/);
    // The email's case does not make another recipient; another message does.
    const shouting = eGift({
      recipient: { ...eGift().recipient!, recipientEmail: 'ANA@example.com' },
    });
    expect(lineKey(shouting)).toBe(key);
    const other = eGift({ recipient: { ...eGift().recipient!, giftMessage: 'Happy birthday' } });
    expect(lineKey(other)).not.toBe(key);
    expect(lineKey(eGift({ amountCents: 1000, price: 1000 }))).not.toBe(key);
    expect(cartItemsCount([eGift({ quantity: 2 }), physical()])).toEqual({
      [key]: 2,
      'GC-1-2500': 1,
    });
  });

  it('merge like products: the same card for the same person adds up, others stay apart', () => {
    const other = eGift({ recipient: { recipientEmail: 'leo@example.org' } });
    const merged = mergeCarts([eGift({ quantity: 2 }), physical()], [eGift(), other]);
    expect(merged.map((line) => [lineKey(line), line.quantity])).toEqual([
      [lineKey(eGift()), 3],
      [lineKey(other), 1],
      ['GC-1-2500', 1],
    ]);
    // A product whose id looks like a gift card's is still a product.
    expect(mergeCarts([physical()], [{ ...chips(), productId: 'GC-1-2500' }])).toHaveLength(2);
  });
});
