import fc from 'fast-check';
import { toJS } from 'mobx';
import { describe, expect, it } from 'vitest';
import {
  cartCount,
  cartSubtotal,
  isMultipackLine,
  parseMultipackCartId,
  type CartLine,
} from '@snackshop/commerce-core';
import { CartStore } from './CartStore';

/*
 * The sign-in merge as the store does it (SPEC section 4): the browser's cart and the
 * customer's persisted cart become one with commerce-core's `mergeCarts`, then the free-sample
 * rule applies. Properties over arbitrary carts, in the store, as CartSync drives it.
 */

/** Every product has one catalogue price, as it does in the shop. */
const priceOf = (id: string) => 49 + id.charCodeAt(id.length - 1) * 13;
const productId = fc.constantFrom('101', '102', '103', '104');
const quantity = fc.integer({ min: 1, max: 40 });

const product: fc.Arbitrary<CartLine> = productId.chain((id) =>
  quantity.map((n) => ({ productId: id, title: id, quantity: n, price: priceOf(id) })),
);
const bundle: fc.Arbitrary<CartLine> = fc
  .record({ bundleId: fc.constantFrom('B-1', 'B-2'), quantity })
  .map(({ bundleId, quantity: n }) => ({
    bundleId,
    title: bundleId,
    quantity: n,
    price: priceOf(bundleId) * 4,
  }));
const multipack: fc.Arbitrary<CartLine> = fc
  .record({
    n: fc.integer({ min: 1, max: 3 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    items: fc.array(fc.record({ productId, quantity: fc.integer({ min: 1, max: 30 }) }), {
      minLength: 1,
      maxLength: 4,
    }),
  })
  .map(({ n, quantity: packs, items }) => ({
    productId: `MYOMP-30-${n}`,
    title: 'My Mix',
    quantity: packs,
    multipackList: items.map((item) => ({ ...item, price: priceOf(item.productId) })),
  }));
const sample: fc.Arbitrary<CartLine> = productId.map((id) => ({
  productId: id,
  title: `${id} sample`,
  quantity: 1,
  price: 0,
  isFreeSample: true,
}));

/** A cart as a store could hold it: each product or bundle once, mixes as they come. */
const paidCart = fc.array(fc.oneof(product, bundle, multipack), { maxLength: 8 }).map((lines) => {
  const store = new CartStore();
  for (const line of lines) store.addItem(line);
  return toJS(store.cartItems);
});

/** A store holding `session`, with `persisted` merged in as sign-in does. */
function signedIn(session: readonly CartLine[], persisted: readonly CartLine[]): CartStore {
  const store = new CartStore();
  for (const line of session) store.addItem(structuredClone(line));
  store.mergePersistedCart(persisted);
  return store;
}

describe('CartStore merging the persisted cart at sign-in', () => {
  it('conserves every quantity and the subtotal of both carts', () => {
    fc.assert(
      fc.property(paidCart, paidCart, (session, persisted) => {
        const store = signedIn(session, persisted);
        expect(store.cartCount).toBe(cartCount(session) + cartCount(persisted));
        expect(store.subTotal).toBe(cartSubtotal(session) + cartSubtotal(persisted));
        expect(store.cartMerge).toBe(true);
      }),
    );
  });

  it('reaches the same totals whichever cart was the browser’s', () => {
    fc.assert(
      fc.property(paidCart, paidCart, (a, b) => {
        const one = signedIn(a, b);
        const other = signedIn(b, a);
        expect(one.subTotal).toBe(other.subTotal);
        expect(one.cartCount).toBe(other.cartCount);
        // Products and bundles add up alike; mixes are numbered in cart order.
        const byProduct = (store: CartStore) =>
          Object.entries(store.cartItemsCount).filter(([id]) => !parseMultipackCartId(id));
        expect(new Map(byProduct(one))).toEqual(new Map(byProduct(other)));
      }),
    );
  });

  it('gives every multipack its own MYOMP-30-{n} id and loses none', () => {
    fc.assert(
      fc.property(paidCart, paidCart, (session, persisted) => {
        const mixes = signedIn(session, persisted).cartItems.filter(isMultipackLine);
        const ids = mixes.map((line) => line.productId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(parseMultipackCartId(id)).not.toBeNull();
        expect(mixes).toHaveLength(
          [...session, ...persisted].filter((line) => isMultipackLine(line)).length,
        );
      }),
    );
  });

  it('empties a merged cart made only of free samples, and keeps samples beside paid lines', () => {
    fc.assert(
      fc.property(
        fc.array(sample, { minLength: 1, maxLength: 3 }),
        fc.array(sample, { maxLength: 3 }),
        paidCart,
        (samples, moreSamples, paid) => {
          expect(signedIn([], [...samples, ...moreSamples]).cartItems).toEqual([]);
          const withPaid = signedIn(paid, samples);
          if (paid.length > 0) {
            expect(withPaid.cartItems.some((line) => line.isFreeSample)).toBe(true);
          } else {
            expect(withPaid.cartItems).toEqual([]);
          }
        },
      ),
    );
  });
});
