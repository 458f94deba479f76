import { useState, type RefObject } from 'react';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  useCheckoutStore,
  type CheckoutStore,
} from '@snackshop/commerce-hooks';
import { GIFT_FIELDS, type CheckoutErrors } from './checkoutRequest';

/** Keeps the store's per-field error flags (SPEC section 3) in step with the messages shown. */
function flagErrors(checkout: CheckoutStore, errors: CheckoutErrors) {
  for (const name of CONTACT_FIELDS) {
    checkout.setContactField(
      name,
      checkout.contactInfo[name].value,
      `contactInfo.${name}` in errors,
    );
  }
  for (const kind of ['shipping', 'billing'] as const) {
    for (const name of ADDRESS_FIELDS) {
      checkout.setAddressFieldError(kind, name, `${kind}.${name}` in errors);
    }
  }
  const giftErrors: Record<string, string> = {};
  for (const name of GIFT_FIELDS) {
    const message = errors[`giftCard.${name}`];
    if (message) giftErrors[name] = message;
  }
  checkout.setGiftCard({ errorObj: giftErrors });
}

/**
 * The shipping step's messages by field. `showErrors` puts up a new set: the store's error
 * flags follow, and the first field with a message in `formRef` takes the focus, so keyboard
 * and screen-reader users land on it. `setErrors` changes messages alone (a ZIP looked up).
 */
export function useShippingErrors(formRef: RefObject<HTMLFormElement | null>) {
  const checkout = useCheckoutStore();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const showErrors = (next: CheckoutErrors) => {
    setErrors(next);
    flagErrors(checkout, next);
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };
  return { errors, setErrors, showErrors };
}
