import { useStores, useZipCodeLookup, type AddressKind } from '@snackshop/commerce-hooks';
import { rememberOrderLocation } from '../../site/location';
import type { CheckoutErrors } from './checkoutRequest';

/**
 * Looks up a complete ZIP code of the `kind` address (zipcodevalidate): city and state are
 * filled in and their messages cleared, and a shipping ZIP we cannot ship to says so at the
 * field; the shipping ZIP's fulfilment location is the order's (`rememberOrderLocation`). An
 * answer for a ZIP the shopper has since changed is dropped.
 */
export function useZipAutofill(
  kind: AddressKind,
  onErrors: (update: (current: CheckoutErrors) => CheckoutErrors) => void,
) {
  const store = useStores();
  const { checkout } = store;
  const lookUpZipCode = useZipCodeLookup();
  const { language } = store.config;

  return async (zipcode: string) => {
    const result = await lookUpZipCode({
      query: { zipcode, lang: language },
    });
    if (checkout[kind].zipcode.value !== zipcode) return;
    const field = `${kind}.zipcode`;
    if (!result.ok) {
      const message = result.error.fieldErrors?.[0]?.message ?? result.error.message;
      onErrors((current) => ({ ...current, [field]: message }));
      return;
    }
    checkout.setAddress(kind, { city: result.data.city, state: result.data.state });
    if (kind === 'shipping') rememberOrderLocation(store.storage, result.data.locationNumber);
    onErrors((current) => {
      const next = { ...current };
      delete next[`${kind}.city`];
      delete next[`${kind}.state`];
      delete next[field];
      if (kind === 'shipping' && !result.data.shippable && result.data.message) {
        next[field] = result.data.message;
      }
      return next;
    });
  };
}
