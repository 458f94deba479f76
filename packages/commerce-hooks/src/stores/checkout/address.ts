import { isRecord, pickBoolean, pickString } from '../snapshot';

/** A form field: its value and whether validation flagged it. */
export interface FieldState {
  value: string;
  error: boolean;
}

/** The fields of a shipping or billing address (SPEC section 3). */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'addressDetails',
  'city',
  'state',
  'zipcode',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressForm = Record<AddressField, FieldState>;
export type AddressKind = 'shipping' | 'billing';

export const CONTACT_FIELDS = ['email', 'phoneNumber'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactInfo = Record<ContactField, FieldState>;

/** The shipping lines the carrier's address validation checks (names are not among them). */
const CARRIER_CHECKED_FIELDS: ReadonlySet<AddressField> = new Set([
  'address',
  'addressDetails',
  'city',
  'state',
  'zipcode',
]);

/**
 * Whether setting `name` of the `kind` address from `current` to `next` changes a line the
 * carrier validated: the address is then no longer the carrier's (`isUpsAddress`).
 */
export function changesCarrierCheckedLine(
  kind: AddressKind,
  name: AddressField,
  current: string,
  next: string,
): boolean {
  return kind === 'shipping' && CARRIER_CHECKED_FIELDS.has(name) && current !== next;
}

export const field = (value = ''): FieldState => ({ value, error: false });

export const emptyAddress = (): AddressForm =>
  Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field()])) as AddressForm;

export const emptyContact = (): ContactInfo => ({ email: field(), phoneNumber: field() });

export function readField(value: unknown): FieldState {
  return isRecord(value)
    ? { value: pickString(value.value), error: pickBoolean(value.error) }
    : field();
}

export function readAddress(value: unknown): AddressForm {
  const data = isRecord(value) ? value : {};
  return Object.fromEntries(
    ADDRESS_FIELDS.map((name) => [name, readField(data[name])]),
  ) as AddressForm;
}

export function readContact(value: unknown): ContactInfo {
  const data = isRecord(value) ? value : {};
  return { email: readField(data.email), phoneNumber: readField(data.phoneNumber) };
}
