import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format';

describe('formatting in the shopper’s language', () => {
  it('formats dates per language, each language with its own formatter', () => {
    expect(formatDate('2025-03-04T00:00:00Z', 'en-us')).toBe('March 4, 2025');
    expect(formatDate('2025-03-04T00:00:00Z', 'es-us')).toBe('4 de marzo de 2025');
    expect(formatDate(new Date('2025-12-31T23:00:00Z'), 'en-us')).toBe('December 31, 2025');
  });

  it('formats counts and prices per language', () => {
    expect(formatNumber(1234567, 'en-us')).toBe('1,234,567');
    expect(formatNumber(12, 'es-us')).toBe('12');
    expect(formatNumber(1234.5, 'en-us')).toBe('1,234.5');
    expect(formatMoney(1999, 'en-us')).toBe('$19.99');
  });
});
