import { formatPrice } from '@snackshop/commerce-core/cart';
import { localized, type Language } from '@snackshop/commerce-core/language';

/** The BCP 47 locale of a site language: en-us → en-US, es-us → es-US. */
export function localeOf(language: Language): 'en-US' | 'es-US' {
  return localized<'en-US' | 'es-US'>({ en: 'en-US', es: 'es-US' }, language);
}

/** A price in integer cents as the shopper reads it in their language. */
export function formatMoney(cents: number, language: Language): string {
  return formatPrice(cents, language);
}

/**
 * One formatter per language, made on first use: building an `Intl` formatter costs far more
 * than formatting with it, and a listing formats a count for every filter option.
 */
function perLanguage<T>(make: (locale: 'en-US' | 'es-US') => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(localeOf(language));
      made.set(language, formatter);
    }
    return formatter;
  };
}

const dateFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
);
const numberFormat = perLanguage((locale) => new Intl.NumberFormat(locale));

/** A date (ISO string or Date) in the shopper's language, e.g. "March 4, 2025" / "4 de marzo de 2025". */
export function formatDate(value: string | Date, language: Language): string {
  return dateFormat(language).format(typeof value === 'string' ? new Date(value) : value);
}

/**
 * A count in the shopper's language (1,234 / 1234 grouping per locale). Below a thousand both
 * languages write the digits alone, so no `Intl` formatter is built for those (building the
 * first one took a phone longer than the rest of hydrating a listing's header).
 */
export function formatNumber(value: number, language: Language): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(language).format(value);
}

const percentFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }),
);

/** A rate in basis points as a percentage in the shopper's language (725 → "7.25%"). */
function formatBasisPoints(basisPoints: number, language: Language): string {
  return percentFormat(language).format(basisPoints / 10_000);
}

/**
 * A tax row's label naming where the tax is owed, once the server priced the cart for a ZIP
 * code ("Tax (CA, 7.25%)"); the label alone before.
 */
export function taxRowLabel(
  label: string,
  place: { state: string; rateBasisPoints: number } | undefined,
  language: Language,
  t: (key: string, values: Record<string, string>) => string,
): string {
  if (!place) return label;
  return t('cart.taxPlace', {
    label,
    state: place.state,
    rate: formatBasisPoints(place.rateBasisPoints, language),
  });
}

const monthFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }),
);

/** The twelve month names in the shopper's language, January first, capitalised. */
export function monthNames(language: Language): string[] {
  return Array.from({ length: 12 }, (_, month) => {
    const name = monthFormat(language).format(Date.UTC(2000, month, 1));
    return name.charAt(0).toLocaleUpperCase(localeOf(language)) + name.slice(1);
  });
}
