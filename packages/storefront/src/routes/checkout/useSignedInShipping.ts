import { useEffect, useRef, useState } from 'react';
import type { Language } from '@snackshop/commerce-core/language';
import { useApiClient, useCheckoutStore, useUserStore } from '@snackshop/commerce-hooks';
import { findSavedAddress, savedShippingAddresses, shippingValues } from './savedAddresses';

/**
 * A signed-in customer's shipping step: their saved addresses (read again from get-customer
 * when the step opens), the contact details and default address filled in once, and saving
 * a new address to the book when they ask to.
 */
export function useSignedInShipping(language: Language) {
  const user = useUserStore();
  const checkout = useCheckoutStore();
  const client = useApiClient();
  const signedIn = user.isAuthenticated;
  const addresses = signedIn ? savedShippingAddresses(user.customerDetails) : [];
  const selected = checkout.selectedShippingAddress;
  const usingSaved =
    typeof selected === 'string' && addresses.some((address) => address.id === selected);
  const [saveAddress, setSaveAddress] = useState(false);
  const filled = useRef(false);
  const contact = signedIn ? user.customerDetails?.accountContacts[0] : undefined;
  const defaultAddress = addresses[0];

  useEffect(() => {
    if (signedIn) void user.loadCustomer();
  }, [signedIn, user]);

  // Once per visit, what the account knows goes into empty fields: the email and phone, and
  // the default address when no address was typed or chosen yet.
  useEffect(() => {
    if (!signedIn || !contact || filled.current) return;
    filled.current = true;
    if (!checkout.contactInfo.email.value) checkout.setContactField('email', contact.email);
    const phone = typeof contact.phoneNumber === 'string' ? contact.phoneNumber : '';
    if (!checkout.contactInfo.phoneNumber.value && phone) {
      checkout.setContactField('phoneNumber', phone);
    }
    const typed = Object.values(checkout.shipping).some((field) => field.value !== '');
    if (defaultAddress && checkout.selectedShippingAddress === null && !typed) {
      checkout.setSelectedShippingAddress(defaultAddress.id);
      checkout.setAddress('shipping', shippingValues(defaultAddress));
    }
  }, [signedIn, contact, defaultAddress, checkout]);

  /**
   * Adds the new shipping address to the book when the customer ticked "Save this address
   * to my account": after the checkout's own checks passed, before payment, so a failed
   * payment does not lose it. It is then the chosen saved address. A refusal is shown like
   * any failed call and does not stop the order.
   */
  const saveNewAddress = async (): Promise<void> => {
    if (!signedIn || usingSaved || !saveAddress) return;
    const values = Object.fromEntries(
      Object.entries(checkout.shipping).map(([name, field]) => [name, field.value.trim()]),
    ) as ReturnType<typeof shippingValues>;
    await client.ensureHandshake();
    const result = await client.call('createAddress', {
      body: {
        ...values,
        addressDetails: values.addressDetails || undefined,
        country: 'US',
        primaryAddr: addresses.length === 0,
        lang: language,
      },
    });
    if (!result.ok) return;
    const book = savedShippingAddresses(result.data);
    const saved = findSavedAddress(book, values);
    if (saved) checkout.setSelectedShippingAddress(saved.id);
    setSaveAddress(false);
    void user.loadCustomer();
  };

  return { signedIn, addresses, usingSaved, saveAddress, setSaveAddress, saveNewAddress };
}
