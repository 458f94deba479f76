import { describe, expect, it } from 'vitest';
import { standardiseSecondLine, standardiseStreetLine } from './street';

describe('standardiseStreetLine', () => {
  it.each([
    ['120 north michigan avenue', '120 N Michigan Ave'],
    ['120 N MICHIGAN AVE', '120 N Michigan Ave'],
    ['400 w 5th ave.', '400 W 5th Ave'],
    ['1600 Pennsylvania Avenue Northwest', '1600 Pennsylvania Ave NW'],
    ['500 main street north apt 4b', '500 Main St N Apt 4B'],
    ['9 oak st, suite b', '9 Oak St Ste B'],
    ['22 elm st # 4', '22 Elm St #4'],
    ['  31   cedar   boulevard ', '31 Cedar Blvd'],
    ["12 o'hare drive", "12 O'Hare Dr"],
  ])('puts %j in standard form', (typed, standard) => {
    expect(standardiseStreetLine(typed)).toBe(standard);
  });

  it('abbreviates a direction or suffix only where it plays that part', () => {
    expect(standardiseStreetLine('100 North Street')).toBe('100 North St');
    expect(standardiseStreetLine('1 avenue of the americas')).toBe('1 Avenue of the Americas');
    expect(standardiseStreetLine('12 Parking Lot Road')).toBe('12 Parking Lot Rd');
  });

  it('keeps a name typed in mixed case as typed', () => {
    expect(standardiseStreetLine('77 McNeil blvd #12')).toBe('77 McNeil Blvd #12');
  });
});

describe('standardiseSecondLine', () => {
  it('abbreviates unit designators and title-cases other text', () => {
    expect(standardiseSecondLine('apartment 4c')).toBe('Apt 4C');
    expect(standardiseSecondLine('SUITE 210')).toBe('Ste 210');
    expect(standardiseSecondLine('# 7')).toBe('#7');
    expect(standardiseSecondLine('rear entrance')).toBe('Rear Entrance');
    expect(standardiseSecondLine('')).toBe('');
  });
});
