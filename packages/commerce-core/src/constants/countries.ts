/** Country names and spellings people type, by ISO 3166-1 alpha-2 code. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  'estados unidos': 'US',
  'estados unidos de america': 'US',
  eeuu: 'US',
  america: 'US',
  canada: 'CA',
  mexico: 'MX',
};

/**
 * The ISO 3166-1 alpha-2 code (upper case) of a country given as a code or a common name
 * ("us", "U.S.A.", "United States", "Estados Unidos" → "US"); undefined when not recognised.
 */
export function toCountryCode(value: string): string | undefined {
  const key = value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^[a-z]{2}$/.test(key)) return key.toUpperCase();
  return COUNTRY_ALIASES[key];
}
