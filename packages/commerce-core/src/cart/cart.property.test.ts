import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftCardLineKey, isGiftCardLine } from './giftCard';
import { mergeCarts } from './merge';
import { parseMultipackCartId } from './multipack';
import {
  cartAmount,
  cartCount,
  cartNeedsShipping,
  cartSubtotal,
  isMultipackLine,
  lineKey,
  lineTotal,
  merchandiseSubtotal,
} from './totals';
import type { CartLine, GiftCardCartLine, MultipackItem } from './types';

/** Every product has one catalogue price, as it does in the shop. */
const priceOf = (id: string) => 49 + id.charCodeAt(id.length - 1) * 13;

const productId = fc.constantFrom('P-1', 'P-2', 'P-3', 'P-4', 'P-5');
const quantity = fc.integer({ min: 1, max: 50 });

const productLine: fc.Arbitrary<CartLine> = fc
  .record({ productId, quantity, isFreeSample: fc.boolean() })
  .map(({ productId, quantity, isFreeSample }) => ({
    productId,
    title: productId,
    quantity: isFreeSample ? 1 : quantity,
    price: isFreeSample ? 0 : priceOf(productId),
    ...(isFreeSample ? { isFreeSample } : {}),
  }));

const bundleLine: fc.Arbitrary<CartLine> = fc
  .record({ bundleId: fc.constantFrom('B-1', 'B-2'), quantity })
  .map(({ bundleId, quantity }) => ({
    bundleId,
    title: bundleId,
    quantity,
    price: priceOf(bundleId) * 4,
  }));

const multipackItem: fc.Arbitrary<MultipackItem> = fc
  .record({ productId, quantity: fc.integer({ min: 1, max: 30 }) })
  .map(({ productId, quantity }) => ({ productId, quantity, price: priceOf(productId) }));

const multipackLine: fc.Arbitrary<CartLine> = fc
  .record({
    n: fc.integer({ min: 1, max: 4 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    multipackList: fc.array(multipackItem, { minLength: 1, maxLength: 5 }),
  })
  .map(({ n, quantity, multipackList }) => ({
    productId: `MYOMP-30-${n}`,
    title: 'My Mix',
    quantity,
    multipackList,
  }));

const recipient = fc.record(
  {
    recipientEmail: fc.constantFrom('ana@example.com', 'Ana@Example.com', 'leo@example.org'),
    firstName: fc.constantFrom('Ana', 'Leo'),
    giftMessage: fc.string({ maxLength: 20 }),
  },
  { requiredKeys: ['recipientEmail'] },
);

const giftCardLine: fc.Arbitrary<GiftCardCartLine> = fc
  .record({
    giftCardId: fc.constantFrom('1', '2'),
    amountCents: fc.constantFrom(1000, 2500, 5000),
    quantity: fc.integer({ min: 1, max: 10 }),
    recipient,
  })
  .map(({ giftCardId, amountCents, quantity, recipient }) => ({
    giftCardId,
    giftCardKind: giftCardId === '2' ? ('e-gift' as const) : ('physical' as const),
    amountCents,
    price: amountCents,
    quantity,
    title: `Gift card ${giftCardId}`,
    ...(giftCardId === '2' ? { recipient } : {}),
  }));

const cart = fc.array(fc.oneof(productLine, bundleLine, multipackLine, giftCardLine), {
  maxLength: 12,
});
const paidCart = cart.map((lines) => lines.filter((line) => !line.isFreeSample));

/** Any number at all, including the ones a broken caller might send. */
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.NaN, -1, -0, Number.POSITIVE_INFINITY),
);
const hostileLine: fc.Arbitrary<CartLine> = fc.oneof(
  fc.record({ productId, title: fc.string(), quantity: anyNumber, price: anyNumber }),
  fc.record({
    productId,
    title: fc.string(),
    quantity: anyNumber,
    multipackList: fc.array(
      fc
        .record({ productId, quantity: anyNumber, price: anyNumber }, { requiredKeys: [] })
        .map((item) => ({ productId: 'P-1', quantity: 0, price: 0, ...item })),
    ),
  }),
);

describe('cart math properties', () => {
  it('totals are never negative and always whole cents', () => {
    fc.assert(
      fc.property(fc.array(hostileLine, { maxLength: 10 }), (lines) => {
        for (const line of lines) {
          expect(lineTotal(line)).toBeGreaterThanOrEqual(0);
        }
        const subtotal = cartSubtotal(lines);
        expect(Number.isInteger(subtotal)).toBe(true);
        expect(subtotal).toBeGreaterThanOrEqual(0);
        expect(cartAmount(lines)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('cartamount is the subtotal in dollars with at most two decimals', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const amount = cartAmount(lines);
        expect(Math.round(amount * 100)).toBe(cartSubtotal(lines));
        expect(Number(amount.toFixed(2))).toBe(amount);
      }),
    );
  });

  it('merging gives the same totals whichever cart comes first', () => {
    fc.assert(
      fc.property(cart, cart, (a, b) => {
        expect(cartSubtotal(mergeCarts(a, b))).toBe(cartSubtotal(mergeCarts(b, a)));
        expect(cartCount(mergeCarts(a, b))).toBe(cartCount(mergeCarts(b, a)));
      }),
    );
  });

  it('merging paid items conserves every quantity and the total', () => {
    fc.assert(
      fc.property(paidCart, paidCart, (persisted, session) => {
        const merged = mergeCarts(persisted, session);
        expect(cartCount(merged)).toBe(cartCount(persisted) + cartCount(session));
        expect(cartSubtotal(merged)).toBe(cartSubtotal(persisted) + cartSubtotal(session));
      }),
    );
  });

  it('merged multipacks all have distinct MYOMP-30-{n} ids and none is lost', () => {
    fc.assert(
      fc.property(cart, cart, (persisted, session) => {
        const mixes = mergeCarts(persisted, session).filter(isMultipackLine);
        const ids = mixes.map((line) => line.productId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(parseMultipackCartId(id)).not.toBeNull();
        const before = [...persisted, ...session].filter(isMultipackLine).length;
        expect(mixes).toHaveLength(before);
      }),
    );
  });

  it('gift cards add their face value to the subtotal and nothing to the merchandise', () => {
    fc.assert(
      fc.property(cart, fc.array(giftCardLine, { maxLength: 4 }), (lines, cards) => {
        const withCards = [...lines, ...cards];
        const faceValue = cards.reduce((sum, card) => sum + card.amountCents * card.quantity, 0);
        expect(cartSubtotal(withCards)).toBe(cartSubtotal(lines) + faceValue);
        expect(merchandiseSubtotal(withCards)).toBe(merchandiseSubtotal(lines));
        const giftTotal = withCards
          .filter(isGiftCardLine)
          .reduce((sum, line) => sum + lineTotal(line), 0);
        expect(merchandiseSubtotal(withCards) + giftTotal).toBe(cartSubtotal(withCards));
      }),
    );
  });

  it('a cart needs shipping unless every line is an e-gift card', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const emailOnly = lines.every(
          (line) => isGiftCardLine(line) && line.giftCardKind === 'e-gift',
        );
        expect(cartNeedsShipping(lines)).toBe(!emailOnly);
      }),
    );
  });

  it('merged gift cards stay one line per card, amount and recipient', () => {
    fc.assert(
      fc.property(cart, cart, (persisted, session) => {
        const cards = mergeCarts(persisted, session).filter(isGiftCardLine);
        const keys = cards.map(giftCardLineKey);
        expect(new Set(keys).size).toBe(keys.length);
        const quantityOf = (lines: readonly CartLine[]) =>
          lines.filter(isGiftCardLine).reduce((sum, line) => sum + line.quantity, 0);
        expect(quantityOf(cards)).toBe(quantityOf(persisted) + quantityOf(session));
        for (const card of cards) expect(lineKey(card)).toBe(giftCardLineKey(card));
      }),
    );
  });
});
