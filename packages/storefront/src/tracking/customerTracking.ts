import {
  consentAllows,
  loginEvent,
  pushToDataLayer,
  signUpEvent,
  type AccountMethod,
  type TrackedCustomer,
} from '@snackshop/commerce-core/tracking';
import { readConsent } from './consentReader';

/** An account's contact as get-customer answers it (or the user slice keeps it). */
export interface ContactForTracking {
  email?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  phoneNumber?: unknown;
  gender?: unknown;
  birthDate?: unknown;
  zipcode?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The personal fields of an account's contact that tracking hashes (SPEC section 5). */
export function contactTrackingFields(contact: ContactForTracking | undefined): TrackedCustomer {
  if (!contact) return {};
  const fields: TrackedCustomer = {
    email: text(contact.email),
    firstName: text(contact.firstName),
    lastName: text(contact.lastName),
    phone: text(contact.phoneNumber),
    gender: text(contact.gender),
    birthDate: text(contact.birthDate),
    zip: text(contact.zipcode),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * Pushes sign_up (an account just created) or login once a customer is signed in, with the
 * shopper's consent: any consent for the event, advertising consent for the hashed contact
 * that goes with it. Never throws: tracking must not stand in the way of signing in.
 */
export async function trackAccountEvent(input: {
  accountCreated: boolean;
  method: AccountMethod;
  contact: ContactForTracking | undefined;
}): Promise<void> {
  const consent = readConsent();
  if (!consentAllows(consent, 'anyConsent')) return;
  try {
    const build = input.accountCreated ? signUpEvent : loginEvent;
    const event = await build({
      method: input.method,
      ...(consentAllows(consent, 'advertising')
        ? { customer: contactTrackingFields(input.contact) }
        : {}),
    });
    pushToDataLayer(event, { consent });
  } catch (error) {
    console.warn('storefront: the sign-in event was not tracked', error);
  }
}
