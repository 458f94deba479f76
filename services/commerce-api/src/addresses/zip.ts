import { isNoShipState } from '@snackshop/commerce-core/constants';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { lookup } from 'zipcodes';
import { BusinessRuleError, NotFoundError } from '../http/errors';

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
  lang === 'es-us'
    ? `El código postal ${zipcode} no existe.`
    : `Zip code ${zipcode} does not exist.`;

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
