import { describe, expect, it } from 'vitest';
import { ageOn, isValidCalendarDate, localDateParts } from './age';

describe('isValidCalendarDate', () => {
  it('accepts real days and rejects impossible ones', () => {
    expect(isValidCalendarDate({ day: 28, month: 2, year: 2001 })).toBe(true);
    expect(isValidCalendarDate({ day: 29, month: 2, year: 2000 })).toBe(true);
    expect(isValidCalendarDate({ day: 29, month: 2, year: 2001 })).toBe(false);
    expect(isValidCalendarDate({ day: 30, month: 2, year: 2000 })).toBe(false);
    expect(isValidCalendarDate({ day: 31, month: 4, year: 2000 })).toBe(false);
    expect(isValidCalendarDate({ day: 31, month: 12, year: 2000 })).toBe(true);
    expect(isValidCalendarDate({ day: 1, month: 13, year: 2000 })).toBe(false);
    expect(isValidCalendarDate({ day: 0, month: 1, year: 2000 })).toBe(false);
    expect(isValidCalendarDate({ day: 1.5, month: 1, year: 2000 })).toBe(false);
  });
});

describe('ageOn', () => {
  const today = { day: 21, month: 11, year: 2026 };

  it('counts a birthday that falls today', () => {
    expect(ageOn({ day: 21, month: 11, year: 2008 }, today)).toBe(18);
    expect(ageOn({ day: 22, month: 11, year: 2008 }, today)).toBe(17);
    expect(ageOn({ day: 20, month: 11, year: 2008 }, today)).toBe(18);
    expect(ageOn({ day: 21, month: 12, year: 2008 }, today)).toBe(17);
  });

  it('ages a February 29 birthday on March 1 in common years', () => {
    const leapling = { day: 29, month: 2, year: 2008 };
    expect(ageOn(leapling, { day: 28, month: 2, year: 2026 })).toBe(17);
    expect(ageOn(leapling, { day: 1, month: 3, year: 2026 })).toBe(18);
  });

  it('reads today from the local calendar', () => {
    expect(localDateParts(new Date(2026, 10, 21, 23, 59))).toEqual({
      day: 21,
      month: 11,
      year: 2026,
    });
  });
});
