import { describe, expect, it } from 'vitest';
import {
  addressLabel,
  findSavedAddress,
  savedShippingAddresses,
  shippingValues,
  type SavedAddress,
} from './savedAddresses';

const address = (id: string, primaryAddr: boolean, street: string): SavedAddress => ({
  id,
  addressType: 'SHIPPING_ADDRESS',
  primaryAddr,
  firstName: 'Rosa',
  lastName: 'Prado',
  address: street,
  addressDetails: null,
  city: 'Atlanta',
  state: 'GA',
  zipcode: '30303',
  country: 'US',
});

describe('the saved addresses checkout offers', () => {
  it('are the shipping addresses of the book, the default first', () => {
    const book = savedShippingAddresses({
      accountAddresses: [
        address('a', false, '1 Elm St'),
        { ...address('b', false, '2 Oak St'), addressType: 'BILLING_ADDRESS' },
        address('c', true, '3 Pine St'),
        // What a session storage slice can hold: not a whole address.
        { id: 'd', addressType: 'SHIPPING_ADDRESS', primaryAddr: false } as SavedAddress,
      ],
    });
    expect(book.map((entry) => entry.id)).toEqual(['c', 'a']);
    expect(addressLabel(book[0]!)).toBe('Rosa Prado, 3 Pine St, Atlanta, GA 30303');
  });

  it('are none for a visitor', () => {
    expect(savedShippingAddresses(null)).toEqual([]);
  });

  it('find a new address once the book has it, whatever its case and spacing', () => {
    const book = savedShippingAddresses({
      accountAddresses: [address('a', true, '1 Elm St'), address('b', false, '55 Peachtree St')],
    });
    const typed = { ...shippingValues(book[1]!), address: ' 55 PEACHTREE ST ' };
    expect(findSavedAddress(book, typed)?.id).toBe('b');
    expect(findSavedAddress(book, { ...typed, zipcode: '30301' })).toBeUndefined();
  });
});
