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
import { purchaseEvent } from './purchase';

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

describe('purchaseEvent', () => {
  /*
   * SHA-256 of the normalized values, checked with `printf %s value | sha256sum`; the email,
   * phone, first name and country ones are Meta's published Conversions API vectors.
   */
  const HASHES = {
    em: '62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f', // john_smith@gmail.com
    ph: 'e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176', // 16505551212
    fn: '6915771be1c5aa0c886870b6951b03d7eafc121fea0e80a5ea83beb7c449f4ec', // mary
    ln: '6627835f988e2c5e50533d491163072d3f4f41f5c8b04630150debb3722ca2dd', // smith
    street: 'ea63fc9585f392730773c6803b99e797a70d48759bf170dde49d5367b756d850', // 1 hacker way
    ct: '0007a3d64c01e23d5075203c5977c14e4f7e01a3fc570686fcc50b5e1dd42685', // menlopark
    st: '6959097001d10501ac7d54c0bdb8db61420f658f2922cc26e46d536119a31126', // ca
    zp: 'b9a9cf3cd3723a2e91b7c23ecf68456e872b6e5d86e5cab7f3d45a7302da32c7', // 94025
    country: '79adb2a2fce5c6ba215fe5f27f532d4e7edbac4b6a5e09e1ef3a08084a904621', // us
  };

  const order = {
    transactionId: 'SN-7KQM-X3PA',
    products: [chips, pretzels],
    subtotalCents: 1149,
    discountCents: 200,
    taxCents: 78,
    shippingCents: 599,
    coupon: ' SNACK2 ',
  };

  it('carries the order in the GA4 ecommerce shape, amounts in dollars', async () => {
    const event = await purchaseEvent(order);
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'SN-7KQM-X3PA',
        currency: 'USD',
        value: 9.49,
        tax: 0.78,
        shipping: 5.99,
        coupon: 'SNACK2',
        items: [
          {
            item_id: 'P-100',
            item_name: 'Classic Chips',
            item_brand: 'Crunchy',
            item_category: 'Chips',
            item_variant: 'Sea Salt',
            price: 3.99,
            quantity: 1,
            index: 0,
          },
          { item_id: 'P-200', item_name: 'Pretzels', price: 2.5, quantity: 3, index: 1 },
        ],
      },
    });
    expect(event).not.toHaveProperty('user_data');
  });

  it('hashes the contact and shipping fields into user_data, never sending them in clear', async () => {
    const event = await purchaseEvent({
      ...order,
      customer: {
        email: ' John_Smith@gmail.com ',
        phone: '(650) 555-1212',
        firstName: 'Mary',
        lastName: 'Smith',
        street: '1 Hacker Way.',
        city: 'Menlo Park',
        state: 'CA',
        zip: '94025',
        country: 'US',
      },
    });
    expect(event.user_data).toEqual(HASHES);
    const text = JSON.stringify(event).toLowerCase();
    for (const clear of [
      'john_smith',
      'gmail',
      '6505551212',
      'mary',
      'smith',
      'hacker',
      'menlo',
      '94025',
    ]) {
      expect(text).not.toContain(clear);
    }
  });

  it('leaves out fields that normalize to nothing, and user_data when none is left', async () => {
    const partial = await purchaseEvent({
      ...order,
      customer: { email: 'John_Smith@gmail.com', phone: '', gender: 'undisclosed' },
    });
    expect(partial.user_data).toEqual({ em: HASHES.em });
    const empty = await purchaseEvent({ ...order, customer: { email: '  ', zip: null } });
    expect(empty).not.toHaveProperty('user_data');
  });

  it('never reports a negative value and drops an empty coupon', async () => {
    const event = await purchaseEvent({
      ...order,
      subtotalCents: 500,
      discountCents: 800,
      coupon: '  ',
    });
    expect(event.ecommerce.value).toBe(0);
    expect(event.ecommerce).not.toHaveProperty('coupon');
  });
});
