import {
  readLocationNumber,
  writeAlternateOrderLocationId,
  writeLocationNumber,
  type ClientStorage,
} from '@snackshop/commerce-core/api-client';
import { LOCAL_STORAGE_KEYS } from '@snackshop/commerce-core/constants';
import { yearCookie } from './cookies';

/**
 * The cookie that hands the location number to the site server, so the pages it renders
 * ask for the same location as the browser's calls. Named like its storage entry.
 */
export const LOCATION_COOKIE = LOCAL_STORAGE_KEYS.locationNumber;

/**
 * Keeps the location number of the fulfilment location that serves the shopper's ZIP code
 * (zipcodevalidate's `locationNumber`): `_lo_No` in session and local storage, which every
 * call sends (SPEC sections 3 and 7), and the cookie the site server reads.
 */
export function rememberLocationNumber(
  storage: ClientStorage,
  locationNumber: string | null,
): void {
  writeLocationNumber(storage, locationNumber);
  document.cookie = yearCookie(LOCATION_COOKIE, locationNumber);
}

/**
 * The location of an order's shipping ZIP code: the shopper's own location number when none
 * is stored yet; otherwise `alternateOrderLocationId` while it differs from it, so the
 * order's calls name the location that ships it.
 */
export function rememberOrderLocation(storage: ClientStorage, locationNumber: string | null): void {
  if (!locationNumber) return;
  const own = readLocationNumber(storage);
  if (!own) rememberLocationNumber(storage, locationNumber);
  writeAlternateOrderLocationId(storage, own && own !== locationNumber ? locationNumber : null);
}

/** The order is placed: its calls no longer name another location than the shopper's. */
export function forgetOrderLocation(storage: ClientStorage): void {
  writeAlternateOrderLocationId(storage, null);
}
