import { describe, expect, it } from 'vitest';
import { isPoBoxAddress } from './po-box';

describe('isPoBoxAddress', () => {
  it.each([
    'P.O. Box 123',
    'PO Box 123',
    'P O Box 123',
    'p.o. box 123',
    'P.O.Box 123',
    'P. O. Box 123',
    'P-O Box 7',
    'P.O Box 7',
    'PO. Box 7',
    'PO-Box 7',
    'POBox 7',
    'pobox7',
    'POBOX 12',
    'Post Office Box 9',
    'post office box 9',
    'POST OFFICE BOX 9',
    'PostOfficeBox 9',
    'Post-Office Box 9',
    'Post Box 4',
    'Postal Box 4',
    'P.O.B. 44',
    'P O B 44',
    'POB 44',
    'POB44',
    'P0 Box 1',
    'PO B0x 1',
    'P.O. Bx 1',
    '123 Main St, P.O. Box 5',
    'Unit 2 / PO Box 5',
    '  p  .  o  .   box 3',
  ])('rejects %j', (line) => {
    expect(isPoBoxAddress(line)).toBe(true);
  });

  it.each([
    '123 Main St',
    '1 Hippo Box Rd',
    '77 Depot Box Ln',
    '12 Post Oak Blvd',
    '5 Boxwood Ct',
    '9 Pobst Rd',
    '10 Post Office Rd',
    'Apt 4B',
    '400 Polo Dr',
    '3 Expo Bx Way',
  ])('accepts %j', (line) => {
    expect(isPoBoxAddress(line)).toBe(false);
  });
});
