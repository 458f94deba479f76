import { describe, expect, it } from 'vitest';
import {
  addToCartEvent,
  exceptionEvent,
  pageViewEvent,
  removeFromCartEvent,
  searchEvent,
  timeoutEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
  type TrackedProduct,
} from './events';

const chips: TrackedProduct = {
  id: 'P-100',
  name: 'Classic Chips',
  brand: 'Crunchy',
  category: 'Chips',
  variant: 'Sea Salt',
  priceCents: 399,
};
const pretzels: TrackedProduct = { id: 'P-200', name: 'Pretzels', priceCents: 250, quantity: 3 };

describe('pageViewEvent', () => {
  it('carries content path, title, referrer and login status', () => {
    expect(
      pageViewEvent({
        contentPath: '/all-snacks',
        title: 'All Snacks',
        referrer: 'https://search.example/',
        loginStatus: true,
      }),
    ).toEqual({
      event: 'page_view',
      contentPath: '/all-snacks',
      pageTitle: 'All Snacks',
      pageReferrer: 'https://search.example/',
      loginStatus: 'logged_in',
    });
    expect(pageViewEvent({ contentPath: '/', title: 'Home', loginStatus: false })).toMatchObject({
      pageReferrer: '',
      loginStatus: 'logged_out',
    });
  });
});

describe('commerce events', () => {
  it('view_item_list lists the products with positions and the list tag', () => {
    const event = viewItemListEvent({
      listId: 'plp_all-snacks',
      listName: 'All Snacks',
      products: [chips, pretzels],
      startIndex: 36,
    });
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce).toMatchObject({
      currency: 'USD',
      item_list_id: 'plp_all-snacks',
      item_list_name: 'All Snacks',
    });
    expect(event.ecommerce.items).toEqual([
      {
        item_id: 'P-100',
        item_name: 'Classic Chips',
        item_brand: 'Crunchy',
        item_category: 'Chips',
        item_variant: 'Sea Salt',
        price: 3.99,
        quantity: 1,
        index: 36,
        item_list_id: 'plp_all-snacks',
        item_list_name: 'All Snacks',
      },
      {
        item_id: 'P-200',
        item_name: 'Pretzels',
        price: 2.5,
        quantity: 3,
        index: 37,
        item_list_id: 'plp_all-snacks',
        item_list_name: 'All Snacks',
      },
    ]);
  });

  it('view_item values the product', () => {
    expect(viewItemEvent(chips)).toMatchObject({
      event: 'view_item',
      ecommerce: { currency: 'USD', value: 3.99, items: [{ item_id: 'P-100', quantity: 1 }] },
    });
  });

  it('add_to_cart and remove_from_cart value the quantity changed', () => {
    expect(addToCartEvent(chips, 3)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 11.97, items: [{ item_id: 'P-100', price: 3.99, quantity: 3 }] },
    });
    expect(removeFromCartEvent(chips)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 3.99, items: [{ quantity: 1 }] },
    });
  });

  it('view_cart totals the lines in cents before converting', () => {
    const lines: TrackedProduct[] = [
      { id: 'a', name: 'A', priceCents: 10, quantity: 3 },
      { id: 'b', name: 'B', priceCents: 20, quantity: 1 },
    ];
    const event = viewCartEvent(lines);
    expect(event.ecommerce.value).toBe(0.5);
    expect(event.ecommerce.items.map((item) => item.index)).toEqual([0, 1]);
    expect(viewCartEvent([]).ecommerce).toEqual({ currency: 'USD', value: 0, items: [] });
  });

  it('search carries the term', () => {
    expect(searchEvent('  hot   chips ')).toEqual({ event: 'search', search_term: 'hot chips' });
  });
});

describe('failure events', () => {
  it('exception describes a render error', () => {
    expect(exceptionEvent(new Error('boom'))).toEqual({
      event: 'exception',
      description: 'boom',
      fatal: true,
    });
    expect(exceptionEvent('bad', { fatal: false, where: 'ProductPage' })).toEqual({
      event: 'exception',
      description: 'ProductPage: bad',
      fatal: false,
    });
  });

  it('Timeout carries the error with the user, cart and session ids', () => {
    expect(
      timeoutEvent({
        error: new Error('Handshake Data not available'),
        userId: 'u1',
        cartId: 'c1',
        sessionId: 's1',
      }),
    ).toEqual({
      event: 'Timeout',
      error: 'Handshake Data not available',
      userId: 'u1',
      cartId: 'c1',
      sessionId: 's1',
    });
    expect(timeoutEvent({ error: { status: 500 } })).toEqual({
      event: 'Timeout',
      error: '{"status":500}',
      userId: '',
      cartId: '',
      sessionId: '',
    });
  });
});
