import { isNoShipState } from '@snackshop/commerce-core/constants';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { lookup } from 'zipcodes';
import { BusinessRuleError, NotFoundError, type FieldError } from '../http/errors';

/** A US ZIP code with its city and state, from the offline ZIP database. */
export interface ZipPlace {
  zipcode: string;
  city: string;
  /** Upper-case two-letter state code. */
  state: string;
}

/** The place of a 5-digit US ZIP code, or null when the ZIP does not exist. */
export function findZip(zipcode: string): ZipPlace | null {
  const place = /^\d{5}$/.test(zipcode) ? lookup(zipcode) : undefined;
  if (!place || place.country !== 'US') return null;
  return { zipcode: place.zip, city: place.city, state: place.state.toUpperCase() };
}

/** The message for an unknown ZIP code. */
export const unknownZipMessage = (zipcode: string, lang: Language = 'en-us') =>
  formatMessage('zipUnknown', lang, { zipcode });

/**
 * The place of a ZIP code we can ship to: 404 naming `field` for an unknown ZIP, 422
 * `NO_SHIP_STATE` with the spec's rule for Hawaii and Alaska.
 */
export function shippableZip(zipcode: string, field: string, lang: Language = 'en-us'): ZipPlace {
  const place = findZip(zipcode);
  if (!place) throw new NotFoundError(unknownZipMessage(zipcode, lang), field);
  if (isNoShipState(place.state)) {
    const message = formatMessage('stateNoShip', lang);
    throw new BusinessRuleError('NO_SHIP_STATE', message, [{ field, message }]);
  }
  return place;
}

/**
 * Checks that an address's ZIP code lies in its city and state (422 `ZIP_MISMATCH`), and for
 * a shipping address that we ship there (404 unknown ZIP, 422 `NO_SHIP_STATE`). Fields are
 * named under `prefix` (`shipping.city`), or bare when it is empty (an address-book entry).
 */
export function checkAddressPlace(
  address: { zipcode: string; city: string; state: string },
  prefix: 'shipping' | 'billing' | '',
  lang: Language,
  kind: 'shipping' | 'billing' = prefix === 'billing' ? 'billing' : 'shipping',
) {
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const place =
    kind === 'shipping'
      ? shippableZip(address.zipcode, at('zipcode'), lang)
      : findZip(address.zipcode);
  if (!place) throw new NotFoundError(unknownZipMessage(address.zipcode, lang), at('zipcode'));
  const errors: FieldError[] = [];
  if (place.state !== address.state) {
    errors.push({
      field: at('state'),
      message: formatMessage('zipMismatch', lang, {
        zipcode: place.zipcode,
        right: place.state,
        given: address.state,
      }),
    });
  }
  if (place.city.toLowerCase() !== address.city.toLowerCase()) {
    errors.push({
      field: at('city'),
      message: formatMessage('zipMismatch', lang, {
        zipcode: place.zipcode,
        right: place.city,
        given: address.city,
      }),
    });
  }
  if (errors.length > 0) {
    throw new BusinessRuleError('ZIP_MISMATCH', errors[0]!.message, errors);
  }
}
