import { toCountryCode } from '../constants/countries';
import { findUsState } from '../constants/us-states';

/** The personal fields tracking payloads carry (SPEC section 5 "Tracking payloads"). */
export const TRACKING_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'gender',
  'birthDate',
  'street',
  'city',
  'state',
  'zip',
  'country',
] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];

/** A birth date given as parts, as the sign-up form holds it. */
export interface BirthDateParts {
  readonly day: number | string;
  readonly month: number | string;
  readonly year: number | string;
}

export type TrackingValue = string | number | Date | BirthDateParts | null | undefined;

/** Lower case, trimmed, Unicode NFC: the base every field starts from. */
const base = (value: string) => value.normalize('NFC').trim().toLowerCase().normalize('NFC');
const collapse = (value: string) => value.replace(/\s+/gu, ' ').trim();
/** Punctuation and symbols ("-", "'", ".", "&", "#", ","...), not letters of any script. */
const stripPunctuation = (value: string) => value.replace(/[\p{P}\p{S}]/gu, '');

const pad2 = (n: number) => String(n).padStart(2, '0');

function birthDate(value: TrackingValue): string {
  let year: number;
  let month: number;
  let day: number;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    // Birth dates travel as ISO dates (UTC midnight); read the UTC calendar day.
    [year, month, day] = [value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()];
  } else if (value && typeof value === 'object') {
    [year, month, day] = [Number(value.year), Number(value.month), Number(value.day)];
  } else {
    const text = String(value ?? '').trim();
    const iso = /^(\d{4})[-/.]?(\d{1,2})[-/.]?(\d{1,2})(?:$|T)/.exec(text);
    const us = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
    if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    else if (us) [year, month, day] = [Number(us[3]), Number(us[1]), Number(us[2])];
    else return '';
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    Number.isInteger(year) &&
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return valid ? `${year}${pad2(month)}${pad2(day)}` : '';
}

function phone(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  // US numbers carry the country code '1' (SPEC section 5; the ad platforms match on it).
  return digits.length === 10 ? `1${digits}` : digits;
}

const FEMALE = new Set(['f', 'female', 'woman', 'femenino', 'mujer']);
const MALE = new Set(['m', 'male', 'man', 'masculino', 'hombre']);

function gender(text: string): string {
  const key = stripPunctuation(text).trim();
  if (FEMALE.has(key)) return 'f';
  if (MALE.has(key)) return 'm';
  return '';
}

function zip(text: string): string {
  const us = /^(\d{5})(?:[\s-]?\d{4})?$/.exec(text);
  if (us) return us[1]!;
  return text.replace(/[\s-]/g, '');
}

/**
 * Normalizes a personal field the way ad platforms' conversion APIs expect before hashing:
 * lower case, trimmed, Unicode NFC, and per field: email as is; first and last name and
 * street without punctuation; city without punctuation or spaces; phone as digits with the
 * '1' country code for 10-digit US numbers; gender as f or m; birth date as YYYYMMDD; state
 * as its two-letter code; zip as its first 5 digits; country as its two-letter ISO code.
 * Returns '' when nothing usable is left (such values must not be hashed).
 */
export function normalizeTrackingValue(field: TrackingField, value: TrackingValue): string {
  if (field === 'birthDate') return birthDate(value);
  if (value === null || value === undefined || typeof value === 'object') return '';
  const text = base(String(value));
  switch (field) {
    case 'email':
      return text;
    case 'firstName':
    case 'lastName':
    case 'street':
      return collapse(stripPunctuation(text));
    case 'city':
      return stripPunctuation(text).replace(/\s+/gu, '');
    case 'phone':
      return phone(text);
    case 'gender':
      return gender(text);
    case 'state':
      return findUsState(text)?.code.toLowerCase() ?? stripPunctuation(text).replace(/\s+/gu, '');
    case 'zip':
      return zip(text);
    case 'country':
      return toCountryCode(text)?.toLowerCase() ?? '';
  }
}
