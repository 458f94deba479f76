import { describe, expect, it } from 'vitest';
import { localized, resolveLanguage, toLanguage } from './language';

describe('resolveLanguage', () => {
  it('selects Spanish from lang=es-us in the query', () => {
    expect(resolveLanguage('https://shop.example/all-snacks?lang=es-us')).toBe('es-us');
    expect(resolveLanguage('/cart?foo=1&lang=ES-US')).toBe('es-us');
    expect(resolveLanguage(new URL('https://shop.example/?lang=es-us'), 'en-us')).toBe('es-us');
  });

  it('takes the language from the query only, never from a path segment', () => {
    expect(resolveLanguage('https://shop.example/es-us/all-snacks')).toBe('en-us');
    expect(resolveLanguage('/es-us', 'en-us')).toBe('en-us');
    expect(resolveLanguage('/es-us/all-snacks?lang=es-us')).toBe('es-us');
  });

  it('lets an explicit lang=en-us override a stored Spanish choice', () => {
    expect(resolveLanguage('/?lang=en-us', 'es-us')).toBe('en-us');
  });

  it('falls back to the stored choice, then to en-us', () => {
    expect(resolveLanguage('/all-snacks', 'es-us')).toBe('es-us');
    expect(resolveLanguage('/all-snacks', 'es')).toBe('es-us');
    expect(resolveLanguage('/all-snacks', 'fr-fr')).toBe('en-us');
    expect(resolveLanguage('/all-snacks', null)).toBe('en-us');
    expect(resolveLanguage(undefined)).toBe('en-us');
    expect(resolveLanguage('/?lang=de')).toBe('en-us');
  });

  it('narrows stored values', () => {
    expect(toLanguage(' EN_US ')).toBe('en-us');
    expect(toLanguage(42)).toBeUndefined();
  });
});

describe('localized', () => {
  const row = { name: 'New Mexico', nameEs: 'Nuevo México' };

  it('picks a row’s field in English and its Es twin in Spanish', () => {
    expect(localized(row, 'name', 'en-us')).toBe('New Mexico');
    expect(localized(row, 'name', 'es-us')).toBe('Nuevo México');
    expect(localized(row, 'name', undefined)).toBe('New Mexico');
  });

  it('picks a pair’s es in Spanish and its en otherwise', () => {
    const pair = { en: 'My mix', es: 'Mi mezcla' };
    expect(localized(pair, 'es-us')).toBe('Mi mezcla');
    expect(localized(pair, 'en-us')).toBe('My mix');
    expect(localized(pair, undefined)).toBe('My mix');
  });

  it('keeps the value’s type, null included', () => {
    const nullable: { title: string | null; titleEs: string | null } = {
      title: 'Chips',
      titleEs: null,
    };
    expect(localized(nullable, 'title', 'es-us')).toBeNull();
  });
});
