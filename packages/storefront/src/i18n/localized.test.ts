import { describe, expect, it } from 'vitest';
import { findUsState } from '@snackshop/commerce-core/validation';
import { localized } from './localized';

describe('localized', () => {
  const row = { name: 'New Mexico', nameEs: 'Nuevo México' };

  it('picks the English field in English and its Es twin in Spanish', () => {
    expect(localized(row, 'name', 'en-us')).toBe('New Mexico');
    expect(localized(row, 'name', 'es-us')).toBe('Nuevo México');
  });

  it('reads commerce-core rows such as a US state', () => {
    const state = findUsState('NM');
    expect(state && localized(state, 'name', 'es-us')).toBe(state?.nameEs);
  });
});
