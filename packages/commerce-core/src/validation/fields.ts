import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  BIRTH_YEAR_FIRST,
  BIRTH_YEAR_LAST,
  DEFAULT_COUNTRY,
  MEMBER_NUMBER_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  isNoShipState,
} from '../constants/constants';
import { toCountryCode } from '../constants/countries';
import { GENDERS } from '../constants/genders';
import { US_STATES, findUsState } from '../constants/us-states';
import { EMAIL_FORMAT_EXAMPLE, TEXT_LIMITS, type MessageKey } from '../messages/messages';
import { en } from './messages';
import { PASSWORD_PATTERNS } from './password-checklist';
import { isPoBoxAddress } from './po-box';
import { normalizeText } from './text';

/*
 * Field schemas of SPEC section 5. Each one trims and collapses whitespace first, then checks
 * in order of importance, so a field's first issue is the one to show ("required" before
 * "too long"). Every issue carries a catalogue message in English.
 */

/** An error for non-string input: the required message when missing, else a generic one. */
const typeError = (required: MessageKey) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? en(required) : en('invalidValue');

/**
 * Makes a check skip an empty value, so an empty field reports only that it is required
 * (the `required` check is always the first one).
 */
const whenFilled = {
  when: (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value !== '',
};

/** A string that is trimmed, whitespace-collapsed and NFC-normalized before its checks. */
const text = (required: MessageKey) =>
  z
    .string({ error: typeError(required) })
    .overwrite((value) => normalizeText(value).normalize('NFC'));

/** Treats an empty or blank string as a missing optional value (HTML forms send ''). */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    schema.optional(),
  );
}

// Email ------------------------------------------------------------------------------------

/** Local part of letters, digits, _ . -; an @; dotted domain labels; a last label of 2–4. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/;
const EMAIL_MAX_LENGTH = 254;

export function createEmailSchema(
  required: 'emailRequired' | 'recipientEmailRequired' = 'emailRequired',
) {
  const invalid = en('emailInvalid', { email: EMAIL_FORMAT_EXAMPLE });
  return text(required)
    .min(1, { error: en(required) })
    .max(EMAIL_MAX_LENGTH, { error: invalid, ...whenFilled })
    .regex(EMAIL_PATTERN, { error: invalid, ...whenFilled });
}

export const emailSchema = createEmailSchema('emailRequired');
export const recipientEmailSchema = createEmailSchema('recipientEmailRequired');

// Email or member number -------------------------------------------------------------------

const MEMBER_NUMBER_PATTERN = new RegExp(`^\\d{${MEMBER_NUMBER_LENGTH}}$`);

/**
 * A rewards member number as typed: its 12 digits, the spaces and dashes of the card's
 * groups ("1234 5678 9012", "1234-5678-9012") left out; null when it is not one.
 */
export function memberNumberOf(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return MEMBER_NUMBER_PATTERN.test(digits) ? digits : null;
}

/**
 * What a shopper signs in with on the rewards site: an email, or a member number (parsed to
 * its 12 digits). Which of the two a site accepts is the sign-in's rule, not this field's.
 */
export const usernameSchema = text('usernameRequired')
  .min(1, { error: en('usernameRequired') })
  .max(EMAIL_MAX_LENGTH, { error: en('usernameInvalid'), ...whenFilled })
  .refine(
    (value) =>
      value === '' ||
      value.length > EMAIL_MAX_LENGTH ||
      EMAIL_PATTERN.test(value) ||
      memberNumberOf(value) !== null,
    { error: en('usernameInvalid') },
  )
  .overwrite((value) => memberNumberOf(value) ?? value);

// Phone ------------------------------------------------------------------------------------

/** Ten digits with optional parentheses round the area code and optional space or hyphen separators. */
export const PHONE_PATTERN = /^(?:\(\d{3}\)|\d{3})[ -]?\d{3}[ -]?\d{4}$/;
const digitsOf = (value: string) => value.replace(/\D/g, '');
const hasLetter = (value: string) => /\p{L}/u.test(value);

/** A US phone number; the parsed value is its 10 digits ("(555) 123-4567" → "5551234567"). */
export const phoneSchema = text('phoneRequired')
  .min(1, { error: en('phoneRequired') })
  .refine((value) => value === '' || !hasLetter(value), { error: en('phoneNotNumber') })
  .refine((value) => value === '' || hasLetter(value) || digitsOf(value).length === 10, {
    error: en('phoneLength'),
  })
  .refine(
    (value) =>
      value === '' ||
      hasLetter(value) ||
      digitsOf(value).length !== 10 ||
      PHONE_PATTERN.test(value),
    { error: en('phoneFormat') },
  )
  .overwrite((value) => (PHONE_PATTERN.test(value) ? digitsOf(value) : value));

// Names ------------------------------------------------------------------------------------

/** Letters (any script), dots, ampersand, apostrophe (straight or curly) and spaces. */
export const NAME_PATTERN = /^[\p{L}\p{M}.&'’ ]*$/u;

const NAME_MESSAGES = {
  firstName: ['firstNameRequired', 'firstNameLength', 'firstNameCharacters'],
  lastName: ['lastNameRequired', 'lastNameLength', 'lastNameCharacters'],
  name: ['nameRequired', 'nameLength', 'nameCharacters'],
} as const satisfies Record<string, readonly [MessageKey, MessageKey, MessageKey]>;

/** A first or last name: required, 2 to 30 characters, letters . & ' and spaces only. */
export function createPersonNameSchema(field: keyof typeof NAME_MESSAGES = 'name') {
  const [required, length, characters] = NAME_MESSAGES[field];
  return text(required)
    .min(1, { error: en(required) })
    .min(NAME_MIN_LENGTH, { error: en(length), ...whenFilled })
    .max(NAME_MAX_LENGTH, { error: en(length), ...whenFilled })
    .regex(NAME_PATTERN, { error: en(characters), ...whenFilled });
}

export const personNameSchema = createPersonNameSchema('name');
export const firstNameSchema = createPersonNameSchema('firstName');
export const lastNameSchema = createPersonNameSchema('lastName');

// Address ----------------------------------------------------------------------------------

export type AddressType = 'shipping' | 'billing';

/** Letters, digits, space and ' . # , / - */
export const ADDRESS_PATTERN = /^[\p{L}\p{M}0-9 '.#,/-]*$/u;

/**
 * An address line for a shipping or billing address: at most 30 characters of the allowed
 * set, never a P.O. Box ("Cannot ship to P.O. Box. Please provide another {address type}
 * address."). Line 1 is required; line 2 (`line: 'details'`) may be empty and defaults to ''.
 */
export function createAddressLineSchema(
  addressType: AddressType,
  line: 'address' | 'details' = 'address',
) {
  const poBox = { error: en('poBox', { addressType }) };
  if (line === 'details') {
    return text('addressDetailsMaxLength')
      .max(ADDRESS_MAX_LENGTH, { error: en('addressDetailsMaxLength') })
      .regex(ADDRESS_PATTERN, { error: en('addressDetailsCharacters') })
      .refine((value) => !isPoBoxAddress(value), poBox)
      .default('');
  }
  return text('addressRequired')
    .min(1, { error: en('addressRequired') })
    .max(ADDRESS_MAX_LENGTH, { error: en('addressMaxLength') })
    .regex(ADDRESS_PATTERN, { error: en('addressCharacters') })
    .refine((value) => !isPoBoxAddress(value), poBox);
}

/** Address line 1 of a shipping address. */
export const addressLineSchema = createAddressLineSchema('shipping');

// City, state, zip, country ----------------------------------------------------------------

/** Letters and spaces, with the periods, apostrophes and hyphens of names like St. Louis. */
export const CITY_PATTERN = /^[\p{L}\p{M} .'’-]*$/u;

export const citySchema = text('cityRequired')
  .min(1, { error: en('cityRequired') })
  .max(TEXT_LIMITS.city, { error: en('cityMaxLength'), ...whenFilled })
  .regex(CITY_PATTERN, { error: en('cityInvalid'), ...whenFilled })
  .refine((value) => value === '' || /\p{L}/u.test(value), { error: en('cityInvalid') });

const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map((state) => state.code));

/** A US state (or DC) by code or name; the parsed value is the upper-case code. */
export const stateSchema = text('stateRequired')
  .overwrite((value) => findUsState(value)?.code ?? value.toUpperCase())
  .min(1, { error: en('stateRequired') })
  .refine((value) => value === '' || STATE_CODES.has(value), { error: en('stateInvalid') });

/** A state we ship to: every state except HI and AK. */
export const shippingStateSchema = stateSchema.refine((value) => !isNoShipState(value), {
  error: en('stateNoShip'),
});

/** Exactly 5 digits. */
export const ZIP_PATTERN = /^\d{5}$/;

export const zipSchema = text('zipRequired')
  .min(1, { error: en('zipRequired') })
  .regex(ZIP_PATTERN, { error: en('zipInvalid'), ...whenFilled });

/** A country by ISO code or common name; the parsed value is the upper-case ISO code. */
export const countrySchema = text('countryRequired')
  .overwrite((value) => toCountryCode(value) ?? value)
  .min(1, { error: en('countryRequired') })
  .regex(/^[A-Z]{2}$/, { error: en('countryInvalid'), ...whenFilled });

/** The country of a checkout address: the US (the only country we ship to), by default. */
export const addressCountrySchema = countrySchema
  .refine((value) => value === DEFAULT_COUNTRY, { error: en('countryUnsupported') })
  .default(DEFAULT_COUNTRY);

// Password ---------------------------------------------------------------------------------

/** At least 8 characters with a digit, a lowercase and an uppercase letter and a symbol. Not trimmed. */
export const passwordSchema = z
  .string({ error: typeError('passwordRequired') })
  .min(1, { error: en('passwordRequired') })
  .min(PASSWORD_MIN_LENGTH, { error: en('passwordMinLength'), ...whenFilled })
  .max(TEXT_LIMITS.passwordMax, { error: en('passwordMaxLength'), ...whenFilled })
  .regex(PASSWORD_PATTERNS.digit, { error: en('passwordDigit'), ...whenFilled })
  .regex(PASSWORD_PATTERNS.lowercase, { error: en('passwordLowercase'), ...whenFilled })
  .regex(PASSWORD_PATTERNS.uppercase, { error: en('passwordUppercase'), ...whenFilled })
  .regex(PASSWORD_PATTERNS.symbol, { error: en('passwordSymbol'), ...whenFilled });

// Sign-up parts ----------------------------------------------------------------------------

/** A whole number given as a number or a numeric string (selects post strings). */
const wholeNumber = (required: MessageKey, invalid: MessageKey, min: number, max: number) =>
  z.preprocess(
    (value) => {
      if (value === null || value === '') return undefined;
      if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
      return value;
    },
    z
      .number({ error: typeError(required) })
      .int({ error: en(invalid) })
      .min(min, { error: en(invalid) })
      .max(max, { error: en(invalid) }),
  );

export const birthDaySchema = wholeNumber('birthDayRequired', 'birthDayInvalid', 1, 31);
export const birthMonthSchema = wholeNumber('birthMonthRequired', 'birthMonthInvalid', 1, 12);
/** A year from the years list, 1909 to 2030. */
export const birthYearSchema = wholeNumber(
  'birthYearRequired',
  'birthYearInvalid',
  BIRTH_YEAR_FIRST,
  BIRTH_YEAR_LAST,
);

export const genderSchema = z.enum(GENDERS, { error: en('genderRequired') });

/** The terms checkbox: must be ticked (true, or the 'on' / 'true' an HTML form posts). */
export const termsSchema = z.preprocess(
  (value) => (value === 'on' || value === 'true' ? true : value),
  z.literal(true, { error: en('termsRequired') }),
);
