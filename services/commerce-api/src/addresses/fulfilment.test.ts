import { describe, expect, it } from 'vitest';
import { FULFILMENT_LOCATIONS, fulfilmentLocationNumber } from './fulfilment';
import { findZip } from './zip';

const locationOf = (zipcode: string) => {
  const place = findZip(zipcode);
  if (!place) throw new Error(`no ZIP ${zipcode}`);
  return fulfilmentLocationNumber(place);
};

describe('fulfilment locations', () => {
  it('serve every USPS national area exactly once', () => {
    const areas = FULFILMENT_LOCATIONS.flatMap((location) => location.areas).sort();
    expect(areas).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const numbers = FULFILMENT_LOCATIONS.map((location) => location.locationNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('give a ZIP code the warehouse of its first digit', () => {
    expect(locationOf('02108')).toBe('1001'); // Boston
    expect(locationOf('10001')).toBe('1001'); // New York
    expect(locationOf('30301')).toBe('1002'); // Atlanta
    expect(locationOf('60601')).toBe('1003'); // Chicago
    expect(locationOf('78701')).toBe('1004'); // Austin
    expect(locationOf('90210')).toBe('1005'); // Beverly Hills
  });

  it('give none where we do not ship', () => {
    expect(locationOf('96813')).toBeNull(); // Honolulu
    expect(locationOf('99501')).toBeNull(); // Anchorage
  });
});
