import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELDS, changesCarrierCheckedLine, readAddress, readContact } from './address';

describe('changesCarrierCheckedLine', () => {
  it('is true for a changed shipping line the carrier checks', () => {
    for (const name of ['address', 'addressDetails', 'city', 'state', 'zipcode'] as const) {
      expect(changesCarrierCheckedLine('shipping', name, 'before', 'after')).toBe(true);
    }
  });

  it('is false for names, the same value or the billing address', () => {
    expect(changesCarrierCheckedLine('shipping', 'firstName', 'Ana', 'Rosa')).toBe(false);
    expect(changesCarrierCheckedLine('shipping', 'zipcode', '30301', '30301')).toBe(false);
    expect(changesCarrierCheckedLine('billing', 'zipcode', '30301', '10001')).toBe(false);
  });
});

describe('reading stored fields', () => {
  it('keeps string values and boolean flags, and empties anything else', () => {
    const address = readAddress({
      city: { value: 'Atlanta', error: true },
      state: { value: 7, error: 'yes' },
      zipcode: 'not a field',
    });
    expect(Object.keys(address)).toEqual([...ADDRESS_FIELDS]);
    expect(address.city).toEqual({ value: 'Atlanta', error: true });
    expect(address.state).toEqual({ value: '', error: false });
    expect(address.zipcode).toEqual({ value: '', error: false });
    expect(readContact(null)).toEqual({
      email: { value: '', error: false },
      phoneNumber: { value: '', error: false },
    });
  });
});
