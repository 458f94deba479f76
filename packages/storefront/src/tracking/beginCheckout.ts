import {
  beginCheckoutEvent,
  consentAllows,
  pushToDataLayer,
  type TrackedCustomer,
} from '@snackshop/commerce-core/tracking';
import type { RootStore } from '@snackshop/commerce-hooks';
import { cartLineItem } from './cartLineItem';
import { readConsent } from './consentReader';
import { contactTrackingFields } from './customerTracking';

/**
 * What the shop knows of the shopper when checkout starts: the signed-in account's contact,
 * then what this tab's checkout form already holds (its contact and, unless it is a gift,
 * its shipping address), which is the order's.
 */
function checkoutCustomer(store: RootStore): TrackedCustomer {
  const { checkout } = store;
  const account = store.user.isAuthenticated
    ? contactTrackingFields(store.user.customerDetails?.accountContacts[0])
    : {};
  const ship = checkout.shipping;
  const form: TrackedCustomer = {
    email: checkout.contactInfo.email.value,
    phone: checkout.contactInfo.phoneNumber.value,
    ...(checkout.giftCard.giftOrder
      ? {}
      : {
          firstName: ship.firstName.value,
          lastName: ship.lastName.value,
          street: ship.address.value,
          city: ship.city.value,
          state: ship.state.value,
          zip: ship.zipcode.value,
        }),
  };
  const filled = Object.entries(form).filter(([, value]) => typeof value === 'string' && value);
  return { ...account, ...Object.fromEntries(filled) };
}

/**
 * Pushes begin_checkout as checkout opens with the cart's lines, with the shopper's consent:
 * any consent for the event, advertising consent for the hashed personal fields known so far.
 */
export async function trackBeginCheckout(store: RootStore): Promise<void> {
  const consent = readConsent();
  if (!consentAllows(consent, 'anyConsent')) return;
  const { cart } = store;
  try {
    const event = await beginCheckoutEvent({
      products: cart.cartItems.map(cartLineItem),
      coupon: cart.couponData?.couponName ?? null,
      ...(consentAllows(consent, 'advertising') ? { customer: checkoutCustomer(store) } : {}),
    });
    pushToDataLayer(event, { consent });
  } catch (error) {
    console.warn('storefront: begin_checkout was not tracked', error);
  }
}
