import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@snackshop/commerce-core/language';
import { formatMessage, translateMessage } from '@snackshop/commerce-core/messages';
import {
  ADDRESS_LINE_FIELDS,
  type AddressLineField,
  type AddressValidation,
} from '@snackshop/commerce-core/contract';
import { normalizeText, shippingAddressSchema } from '@snackshop/commerce-core/validation';
import {
  BusinessRuleError,
  ValidationError,
  type DomainError,
  type FieldError,
} from '../http/errors';
import { standardiseSecondLine, standardiseStreetLine } from './street';
import { shippableZip } from './zip';

/** The lines of a US address a carrier checks (names are not part of it). */
type AddressLines = Record<AddressLineField, string>;

/** An address as the carrier would deliver to it, and which of the shopper's fields it changes. */
type AddressCandidate = AddressValidation['candidates'][number];

/**
 * An address validator behind which a carrier's service can sit (ARCHITECTURE.md
 * "Addresses"). The built-in one works offline: the ZIP code decides the city and state, and
 * the street lines are put in USPS standard form.
 */
export interface AddressValidator {
  validate(address: AddressLines, lang: Language): Promise<AddressValidation>;
}

const same = (a: string, b: string) =>
  normalizeText(a).toLowerCase() === normalizeText(b).toLowerCase();

/** Names and country only make the candidate a full shipping address for the schema check. */
const placeholderNames = { firstName: 'Candidate', lastName: 'Address', country: 'US' };

/**
 * The offline validator. A ZIP we cannot ship to (Hawaii, Alaska) or that does not exist is
 * refused at `zipcode` (422 `NO_SHIP_STATE`, 404), as checkout refuses it.
 */
export const offlineAddressValidator: AddressValidator = {
  validate(entered, lang) {
    const place = shippableZip(entered.zipcode, 'zipcode', lang);
    const standard: AddressLines = {
      address: standardiseStreetLine(entered.address),
      addressDetails: standardiseSecondLine(entered.addressDetails),
      city: place.city,
      state: place.state,
      zipcode: place.zipcode,
    };
    const changes = ADDRESS_LINE_FIELDS.filter((name) => !same(entered[name], standard[name]));
    const candidate: AddressCandidate = { ...standard, country: 'US', changes };
    // A suggestion must itself pass checkout's rules (length, characters), or none is made.
    const usable = shippingAddressSchema.safeParse({ ...candidate, ...placeholderNames }).success;
    return Promise.resolve({
      valid: changes.length === 0,
      candidates: usable ? [candidate] : [],
    });
  },
};

const PO_BOX = formatMessage('poBox', 'en-us', { addressType: 'shipping' });
const NO_SHIP_STATE = formatMessage('stateNoShip', 'en-us');

/**
 * How an address the carrier cannot take is refused, as checkout refuses it: a P.O. Box is
 * 422 `PO_BOX` with the catalogue's "We are unable to ship to POBOX addresses", Hawaii or
 * Alaska 422 `NO_SHIP_STATE`, anything else the usual 400; field messages in the body's
 * language.
 */
export function addressValidationRefusal(errors: FieldError[], raw: unknown): DomainError {
  const lang: Language =
    (typeof raw === 'object' && raw !== null && toLanguage((raw as { lang?: unknown }).lang)) ||
    DEFAULT_LANGUAGE;
  const localized = errors.map((error) => ({
    field: error.field,
    message: translateMessage(error.message, lang),
  }));
  const has = (message: string) => errors.some((error) => error.message === message);
  if (has(PO_BOX)) {
    return new BusinessRuleError('PO_BOX', formatMessage('poBoxUnsupported', lang), localized);
  }
  if (has(NO_SHIP_STATE)) {
    return new BusinessRuleError('NO_SHIP_STATE', formatMessage('stateNoShip', lang), localized);
  }
  return new ValidationError(localized);
}
