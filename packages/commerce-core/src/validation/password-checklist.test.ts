import { describe, expect, it } from 'vitest';
import { PASSWORD_CRITERIA, passwordChecklist } from './password-checklist';

describe('passwordChecklist', () => {
  it('checks the five criteria independently', () => {
    expect(passwordChecklist('')).toEqual({
      length: false,
      digit: false,
      lowercase: false,
      uppercase: false,
      symbol: false,
      allMet: false,
    });
    expect(passwordChecklist('abcdefgh')).toMatchObject({
      length: true,
      lowercase: true,
      allMet: false,
    });
    expect(passwordChecklist('ABC')).toMatchObject({ uppercase: true, lowercase: false });
    expect(passwordChecklist('1')).toMatchObject({ digit: true });
    expect(passwordChecklist('#')).toMatchObject({ symbol: true });
    expect(passwordChecklist('with space')).toMatchObject({ symbol: false });
  });

  it('needs at least 8 characters for the length criterion', () => {
    expect(passwordChecklist('Ab1!xyz').length).toBe(false);
    expect(passwordChecklist('Ab1!xyzw').length).toBe(true);
  });

  it('is all met only when every criterion is', () => {
    expect(passwordChecklist('Snack$2026').allMet).toBe(true);
    expect(passwordChecklist('Ab1!xyz').allMet).toBe(false);
    expect(passwordChecklist('snack$2026').allMet).toBe(false);
    expect(passwordChecklist('SNACK$2026').allMet).toBe(false);
    expect(passwordChecklist('Snack$snack').allMet).toBe(false);
    expect(passwordChecklist('Snack2026x').allMet).toBe(false);
  });

  it('lists the criteria in display order with catalogue labels', () => {
    expect(PASSWORD_CRITERIA.map((c) => c.key)).toEqual([
      'length',
      'digit',
      'lowercase',
      'uppercase',
      'symbol',
    ]);
  });
});
