/**
 * Money helpers. Inside the shop every amount is an integer number of cents; dollars appear
 * only at the edges (the 2-decimal numbers the API names, and formatted text for people).
 */

/** Locales the storefront formats prices for. */
export type PriceLocale = 'en-US' | 'es-US';

/**
 * A whole, non-negative number of units; anything else (NaN, negative, fractions) is clamped.
 * Capped at the largest safe integer so that totals built from it stay finite.
 */
export function toWholeCount(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.floor(value), Number.MAX_SAFE_INTEGER);
}

/** A non-negative integer number of cents; NaN and negative amounts become 0. */
export function toCents(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.round(value), Number.MAX_SAFE_INTEGER);
}

/**
 * Dollars to integer cents, rounding half away from zero on the decimal value written, so
 * `1.005` is 101 cents (plain `1.005 * 100` is 100.49999… in binary floating point).
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) return 0;
  const text = String(Math.abs(dollars));
  // Shifting the decimal point in the text avoids the binary error; exponent forms are
  // already far from a half-cent boundary, so plain multiplication is exact enough there.
  const shifted = text.includes('e') ? Math.abs(dollars) * 100 : Number(`${text}e2`);
  const cents = Math.round(shifted);
  return dollars < 0 && cents !== 0 ? -cents : cents;
}

/** Integer cents to a dollar amount with at most two decimals (e.g. 1999 → 19.99). */
export function centsToDollars(cents: number): number {
  if (!Number.isFinite(cents)) return 0;
  return Math.round(cents) / 100;
}

/** Rounds a dollar amount to two decimals the way `dollarsToCents` does. */
export function roundToCents(dollars: number): number {
  return centsToDollars(dollarsToCents(dollars));
}

/** Accepts `en-US`, `es-US`, the storefront's `en-us` / `es-us`, or bare `en` / `es`. */
export function toPriceLocale(locale: string): PriceLocale {
  return locale.trim().toLowerCase().startsWith('es') ? 'es-US' : 'en-US';
}

/** Digits in groups of three from the right, joined by commas (1234567 → "1,234,567"). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats integer cents as US dollars for English or Spanish readers (e.g. 1999 → "$19.99",
 * -320 → "-$3.20"): the text `Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })`
 * gives for both en-US and es-US (`_locale` is kept for callers that name theirs), written out
 * because building that formatter was the slowest step of a product page's hydration, and so
 * that the server and every browser agree to the letter.
 */
export function formatPrice(cents: number, _locale: PriceLocale | string = 'en-US'): string {
  const whole = Math.round(Number.isFinite(cents) ? cents : 0);
  const absolute = Math.abs(whole);
  const dollars = groupThousands(String(Math.floor(absolute / 100)));
  const rest = String(absolute % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}$${dollars}.${rest}`;
}
