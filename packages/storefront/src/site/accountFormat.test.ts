import { describe, expect, it } from 'vitest';
import { birthDateParts, cardBrand, formatLoyaltyId, lastFour } from './accountFormat';

describe('account formats', () => {
  it('splits a stored birth date into the selects’ values, without leading zeros', () => {
    expect(birthDateParts('1990-04-02')).toEqual({ day: '2', month: '4', year: '1990' });
    expect(birthDateParts(null)).toEqual({ day: '', month: '', year: '' });
    expect(birthDateParts('garbage')).toEqual({ day: '', month: '', year: '' });
  });

  it('names a card by its brand and last four digits, never more', () => {
    expect(cardBrand('visa')).toBe('Visa');
    expect(cardBrand('AMEX')).toBe('American Express');
    expect(cardBrand('jcb')).toBe('jcb');
    expect(lastFour({ cardNumberMask: '•••• 1111' })).toBe('1111');
    expect(lastFour({ cardNumberMask: '•••• •••• •••• 0005' })).toBe('0005');
  });

  it('prints a loyalty number in groups of four, as on a member card', () => {
    expect(formatLoyaltyId('123456789012')).toBe('1234 5678 9012');
    expect(formatLoyaltyId('1234 5678 9012')).toBe('1234 5678 9012');
    expect(formatLoyaltyId('12345')).toBe('1234 5');
  });
});
