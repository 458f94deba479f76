import { isNoShipState } from '@snackshop/commerce-core/constants';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { defineRoute } from './deps';
import { BusinessRuleError, NotFoundError } from '../http/errors';
import { addressValidationRefusal, offlineAddressValidator } from './address-validation.service';
import { fulfilmentLocationNumber } from './fulfilment';
import { findZip, unknownZipMessage } from './zip';

/** zipcodevalidate and addressvalidate. */
export const addressRoutes = [
  defineRoute('zipCodeValidate', {
    tag: 'Addresses',
    summary: 'City and state of a US ZIP code, and whether we ship there',
    description:
      'From an offline US ZIP database. Hawaii and Alaska answer shippable: false with the ' +
      'no-ship message. With state (and city), a 422 ZIP_MISMATCH says they do not match. ' +
      '`locationNumber` is the fulfilment location that serves the ZIP (its first digit, the ' +
      'USPS national area: 0-1 → 1001 Allentown PA, 2-3 → 1002 Atlanta GA, 4-6 → 1003 ' +
      'Indianapolis IN, 7 → 1004 Dallas TX, 8-9 → 1005 Reno NV; null where we do not ship): ' +
      'the storefront keeps it as `_lo_No` and sends it as `X-Location-Id` and `locationNumber`.',
    errors: [
      { status: 422, code: 'ZIP_MISMATCH', description: 'The ZIP is not in that city or state.' },
    ],
    handler: async ({ query }) => {
      const place = findZip(query.zipcode);
      if (!place) throw new NotFoundError(unknownZipMessage(query.zipcode, query.lang), 'zipcode');
      const mismatch = (field: 'state' | 'city', message: string) => {
        throw new BusinessRuleError('ZIP_MISMATCH', message, [{ field, message }]);
      };
      if (query.state && query.state !== place.state) {
        mismatch('state', `Zip code ${place.zipcode} is in ${place.state}, not ${query.state}.`);
      }
      if (query.city && query.city.toLowerCase() !== place.city.toLowerCase()) {
        mismatch('city', `Zip code ${place.zipcode} is in ${place.city}, not ${query.city}.`);
      }
      const shippable = !isNoShipState(place.state);
      return {
        ...place,
        country: 'US' as const,
        shippable,
        message: shippable ? null : formatMessage('stateNoShip', query.lang),
        locationNumber: fulfilmentLocationNumber(place),
      };
    },
  }),
  defineRoute('addressValidate', {
    tag: 'Addresses',
    summary: 'Validate a US shipping address the way the carrier would (isUpsAddress)',
    description:
      'Answers the address as the carrier would deliver to it: the city and state of the ZIP ' +
      'code (offline US ZIP database) and the street lines in USPS standard form (suffixes ' +
      'and directions abbreviated, "Apt"/"Ste" units, title case). `valid` is true when the ' +
      'address already reads so (letter case and spacing aside); otherwise `candidates` holds ' +
      'the corrected address with the fields it `changes`. Send `isUpsAddress: true` to ' +
      'validateOrder when the shopper takes a candidate or the address was valid. A P.O. Box is ' +
      '422 PO_BOX, Hawaii or Alaska (by state or ZIP) 422 NO_SHIP_STATE, an unknown ZIP 404.',
    bodyErrors: addressValidationRefusal,
    errors: [
      { status: 422, code: 'PO_BOX', description: formatMessage('poBoxUnsupported', 'en-us') },
      { status: 422, code: 'NO_SHIP_STATE', description: 'We do not ship to HI or AK.' },
      { status: 404, code: 'NOT_FOUND', description: 'The ZIP code does not exist.' },
    ],
    handler: async ({ body }) => {
      const { lang, ...address } = body;
      return offlineAddressValidator.validate(address, lang);
    },
  }),
];
