import { formatPrice } from '@snackshop/commerce-core/cart';
import type { Language } from '@snackshop/commerce-core/catalogue';

/** The BCP 47 locale of a site language: en-us → en-US, es-us → es-US. */
export function localeOf(language: Language): 'en-US' | 'es-US' {
  return language === 'es-us' ? 'es-US' : 'en-US';
}

/** A price in integer cents as the shopper reads it in their language. */
export function formatMoney(cents: number, language: Language): string {
  return formatPrice(cents, language);
}

/** A date (ISO string or Date) in the shopper's language, e.g. "March 4, 2025" / "4 de marzo de 2025". */
export function formatDate(value: string | Date, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** A count in the shopper's language (1,234 / 1234 grouping per locale). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}
