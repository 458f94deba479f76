import { describe, expect, it } from 'vitest';
import { normalizeTrackingValue as normalize } from './normalize';

describe('normalizeTrackingValue', () => {
  it('lowercases and trims emails', () => {
    expect(normalize('email', '  John_Smith@Gmail.COM ')).toBe('john_smith@gmail.com');
  });

  it('keeps phones as digits with the 1 prefix for 10-digit US numbers', () => {
    expect(normalize('phone', '(650)555-1212')).toBe('16505551212');
    expect(normalize('phone', '650 555 1212')).toBe('16505551212');
    expect(normalize('phone', '+1 650-555-1212')).toBe('16505551212');
    expect(normalize('phone', '1-650-555-1212')).toBe('16505551212');
    expect(normalize('phone', '001 650 555 1212')).toBe('16505551212');
    expect(normalize('phone', 6505551212)).toBe('16505551212');
    expect(normalize('phone', '+44 844 412 4653')).toBe('448444124653');
    expect(normalize('phone', 'no phone')).toBe('');
  });

  it('strips punctuation from names and keeps letters of every script, in NFC', () => {
    expect(normalize('firstName', 'Mary')).toBe('mary');
    expect(normalize('lastName', "O'Neil-Smith")).toBe('oneilsmith');
    expect(normalize('firstName', 'J.R.')).toBe('jr');
    expect(normalize('firstName', '  Mary   Ann ')).toBe('mary ann');
    expect(normalize('firstName', 'Valéry')).toBe('valéry');
    expect(normalize('firstName', 'Vale\u0301ry')).toBe('val\u00e9ry');
    expect(normalize('lastName', '정')).toBe('정');
  });

  it('strips punctuation from the street', () => {
    expect(normalize('street', ' 12-B  Main St., Apt #4 ')).toBe('12b main st apt 4');
  });

  it('writes cities in lower case without punctuation or spaces', () => {
    expect(normalize('city', 'Menlo Park')).toBe('menlopark');
    expect(normalize('city', 'St. Louis')).toBe('stlouis');
  });

  it('maps gender to f or m', () => {
    expect(normalize('gender', 'F')).toBe('f');
    expect(normalize('gender', 'female')).toBe('f');
    expect(normalize('gender', 'Femenino')).toBe('f');
    expect(normalize('gender', 'M')).toBe('m');
    expect(normalize('gender', ' Male ')).toBe('m');
    expect(normalize('gender', 'other')).toBe('');
    expect(normalize('gender', 'undisclosed')).toBe('');
  });

  it('writes birth dates as YYYYMMDD', () => {
    expect(normalize('birthDate', '2/16/1997')).toBe('19970216');
    expect(normalize('birthDate', '1997-02-16')).toBe('19970216');
    expect(normalize('birthDate', '19970216')).toBe('19970216');
    expect(normalize('birthDate', '1997-02-16T00:00:00.000Z')).toBe('19970216');
    expect(normalize('birthDate', new Date('1997-02-16T00:00:00Z'))).toBe('19970216');
    expect(normalize('birthDate', { day: '16', month: 2, year: 1997 })).toBe('19970216');
    expect(normalize('birthDate', '2/30/1997')).toBe('');
    expect(normalize('birthDate', 'yesterday')).toBe('');
    expect(normalize('birthDate', new Date('nope'))).toBe('');
  });

  it('writes states as two-letter codes', () => {
    expect(normalize('state', 'CA')).toBe('ca');
    expect(normalize('state', 'California')).toBe('ca');
    expect(normalize('state', 'new york')).toBe('ny');
  });

  it('keeps the first 5 digits of a zip', () => {
    expect(normalize('zip', '94035')).toBe('94035');
    expect(normalize('zip', '94035-1234')).toBe('94035');
    expect(normalize('zip', ' 940351234 ')).toBe('94035');
  });

  it('writes countries as two-letter ISO codes', () => {
    expect(normalize('country', 'US')).toBe('us');
    expect(normalize('country', 'United States')).toBe('us');
    expect(normalize('country', 'U.S.A.')).toBe('us');
    expect(normalize('country', 'Narnia')).toBe('');
  });

  it('gives nothing for missing values', () => {
    expect(normalize('email', undefined)).toBe('');
    expect(normalize('city', null)).toBe('');
    expect(normalize('birthDate', undefined)).toBe('');
  });
});
