import { describe, expect, it } from 'vitest';
import { normalizeText, titleCase } from './text';

describe('normalizeText', () => {
  it('trims and collapses runs of whitespace to one space', () => {
    expect(normalizeText('  Mary   Ann  ')).toBe('Mary Ann');
    expect(normalizeText('a\t\n b\u00a0\u00a0c')).toBe('a b c');
    expect(normalizeText('   ')).toBe('');
    expect(normalizeText('x')).toBe('x');
  });
});

describe('titleCase', () => {
  it('capitalizes each word and each part after a hyphen, apostrophe or period', () => {
    expect(titleCase('mary ann')).toBe('Mary Ann');
    expect(titleCase("  o'neil-SMITH ")).toBe("O'Neil-Smith");
    expect(titleCase('j.r.  ewing')).toBe('J.R. Ewing');
    expect(titleCase('josé peña')).toBe('José Peña');
    expect(titleCase('')).toBe('');
  });
});
