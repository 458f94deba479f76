import { normalizeTrackingValue, type TrackingField, type TrackingValue } from './normalize';

/** SHA-256 of the UTF-8 bytes of a text, as lowercase hex, through Web Crypto (browsers, Node 20). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The SHA-256 hex of a normalized personal field; undefined when the value normalizes to
 * nothing, because the hash of an empty string would look valid and match no one.
 */
export async function hashTrackingValue(
  field: TrackingField,
  value: TrackingValue,
): Promise<string | undefined> {
  const normalized = normalizeTrackingValue(field, value);
  return normalized === '' ? undefined : sha256Hex(normalized);
}

/** The parameter name each field has in Meta's Conversions API `user_data`. */
export const META_USER_DATA_KEYS = {
  email: 'em',
  phone: 'ph',
  firstName: 'fn',
  lastName: 'ln',
  gender: 'ge',
  birthDate: 'db',
  city: 'ct',
  state: 'st',
  zip: 'zp',
  country: 'country',
  street: 'street',
} as const satisfies Record<TrackingField, string>;

/** Hashes every given field; fields that normalize to nothing are left out. */
export async function hashTrackingFields(
  fields: Partial<Record<TrackingField, TrackingValue>>,
): Promise<Partial<Record<TrackingField, string>>> {
  const entries = await Promise.all(
    (Object.keys(fields) as TrackingField[]).map(
      async (field) => [field, await hashTrackingValue(field, fields[field])] as const,
    ),
  );
  return Object.fromEntries(entries.filter(([, hash]) => hash !== undefined));
}

/** `user_data` as ad platforms read it: hashed personal fields under Meta's parameter names. */
export type HashedUserData = Partial<Record<(typeof META_USER_DATA_KEYS)[TrackingField], string>>;

/**
 * The shopper's personal fields, sent only as hashes in `user_data`. Leave them out when the
 * shopper has not consented to advertising: the event then carries no personal data at all.
 */
export type TrackedCustomer = Partial<Record<TrackingField, TrackingValue>>;

/**
 * Hashes the given personal fields into `user_data` (SPEC section 5): each normalized, then
 * SHA-256, under its Meta parameter name; fields that normalize to nothing are left out.
 */
export async function hashedUserData(fields: TrackedCustomer): Promise<HashedUserData> {
  const hashed = await hashTrackingFields(fields);
  return Object.fromEntries(
    (Object.keys(hashed) as TrackingField[]).map((field) => [
      META_USER_DATA_KEYS[field],
      hashed[field],
    ]),
  );
}

/** An event's `{ user_data }`: the customer's hashed fields, or nothing when none are left. */
export async function userDataOf(
  customer: TrackedCustomer | undefined,
): Promise<{ user_data?: HashedUserData }> {
  const userData = customer ? await hashedUserData(customer) : {};
  return Object.keys(userData).length > 0 ? { user_data: userData } : {};
}
