import type { ResponseOf } from '@snackshop/commerce-core/api-client';
import type { CustomerDetails } from '@snackshop/commerce-hooks';

/** An address of the customer's book, as get-customer answers it. */
export type SavedAddress = ResponseOf<'getCustomer'>['accountAddresses'][number];

/** The address fields the checkout's shipping form holds. */
export type ShippingValues = Pick<
  SavedAddress,
  'firstName' | 'lastName' | 'address' | 'city' | 'state' | 'zipcode'
> & { addressDetails: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The shipping addresses of the customer the user store holds, default first (SPEC section
 * 4); entries that are not whole addresses are left out.
 */
export function savedShippingAddresses(
  details: Pick<CustomerDetails, 'accountAddresses'> | null,
): SavedAddress[] {
  const book = (details?.accountAddresses ?? []).flatMap((entry): SavedAddress[] => {
    if (entry.addressType !== 'SHIPPING_ADDRESS') return [];
    const required = ['firstName', 'lastName', 'address', 'city', 'state', 'zipcode'] as const;
    if (required.some((name) => text(entry[name]) === '')) return [];
    return [
      {
        id: entry.id,
        addressType: 'SHIPPING_ADDRESS',
        primaryAddr: entry.primaryAddr,
        firstName: text(entry.firstName),
        lastName: text(entry.lastName),
        address: text(entry.address),
        addressDetails: text(entry.addressDetails) || null,
        city: text(entry.city),
        state: text(entry.state),
        zipcode: text(entry.zipcode),
        country: text(entry.country) || 'US',
      },
    ];
  });
  return [...book.filter((a) => a.primaryAddr), ...book.filter((a) => !a.primaryAddr)];
}

/** A saved address as the shipping form's fields. */
export function shippingValues(address: SavedAddress): ShippingValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.address,
    addressDetails: address.addressDetails ?? '',
    city: address.city,
    state: address.state,
    zipcode: address.zipcode,
  };
}

/** The saved address with the same lines as `values` (names, street, city, state, ZIP). */
export function findSavedAddress(
  addresses: readonly SavedAddress[],
  values: ShippingValues,
): SavedAddress | undefined {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return addresses.find((address) => {
    const saved = shippingValues(address);
    return (Object.keys(values) as (keyof ShippingValues)[]).every((name) =>
      same(saved[name], values[name]),
    );
  });
}

/** The one-line label of a saved address in the checkout's choice. */
export function addressLabel(address: SavedAddress): string {
  const details = address.addressDetails ? `, ${address.addressDetails}` : '';
  return `${address.firstName} ${address.lastName}, ${address.address}${details}, ${address.city}, ${address.state} ${address.zipcode}`;
}
