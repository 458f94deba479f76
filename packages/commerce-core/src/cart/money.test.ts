import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatPrice, roundToCents, toPriceLocale } from './money';

describe('dollarsToCents', () => {
  it('converts dollar amounts to whole cents', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0)).toBe(0);
    expect(dollarsToCents(15)).toBe(1500);
  });

  it('rounds half a cent up where binary floating point would round it down', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.285)).toBe(29);
    expect(dollarsToCents(1.004)).toBe(100);
  });

  it('keeps the sign of refunds and treats non-numbers as 0', () => {
    expect(dollarsToCents(-2.5)).toBe(-250);
    expect(dollarsToCents(Number.NaN)).toBe(0);
    expect(dollarsToCents(Number.POSITIVE_INFINITY)).toBe(0);
    expect(dollarsToCents(1e-7)).toBe(0);
  });
});

describe('centsToDollars', () => {
  it('gives at most two decimals', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(1)).toBe(0.01);
    expect(centsToDollars(0)).toBe(0);
    expect(centsToDollars(Number.NaN)).toBe(0);
  });

  it('round-trips with dollarsToCents', () => {
    for (const cents of [0, 1, 9, 10, 99, 101, 1999, 123456]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });

  it('rounds dollar amounts to the cent', () => {
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(roundToCents(2.675)).toBe(2.68);
  });
});

describe('formatPrice', () => {
  it('formats US dollars for English readers', () => {
    expect(formatPrice(1999, 'en-US')).toBe('$19.99');
    expect(formatPrice(123450, 'en-US')).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('formats US dollars for Spanish readers in the United States', () => {
    expect(formatPrice(1999, 'es-US')).toBe('$19.99');
    expect(formatPrice(123450, 'es-us')).toBe('$1,234.50');
  });

  it('writes what Intl writes for US dollars, in both languages', () => {
    for (const locale of ['en-US', 'es-US'] as const) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
      for (const cents of [0, 1, 5, 99, 100, 129, 100000, 123456789, -320, -5, 1999.6]) {
        expect(formatPrice(cents, locale)).toBe(intl.format(Math.round(cents) / 100));
      }
    }
    expect(formatPrice(Number.NaN)).toBe('$0.00');
  });

  it('accepts the storefront language codes', () => {
    expect(toPriceLocale('es-us')).toBe('es-US');
    expect(toPriceLocale('es')).toBe('es-US');
    expect(toPriceLocale('en-us')).toBe('en-US');
    expect(toPriceLocale('fr-FR')).toBe('en-US');
  });
});
