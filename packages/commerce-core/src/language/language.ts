/** The two site languages of SPEC section 9: English (default) and US Spanish. */
export const LANGUAGES = ['en-us', 'es-us'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en-us';
export const SPANISH: Language = 'es-us';

/** The query parameter that selects a language (`?lang=es-us`). */
export const LANGUAGE_QUERY_PARAM = 'lang';

const PLACEHOLDER_ORIGIN = 'http://localhost';

/** Narrows a stored or requested value to a supported language; accepts `es` / `en` too. */
export function toLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const normalized = value.trim().toLowerCase().replace('_', '-');
  if (normalized === 'es-us' || normalized === 'es') return 'es-us';
  if (normalized === 'en-us' || normalized === 'en') return 'en-us';
  return undefined;
}

/**
 * The language a page shows (SPEC section 4 "Language"): `lang=es-us` in the query selects
 * Spanish, an explicit `lang=en-us` selects English; otherwise the stored choice wins; the
 * default is en-us. Relative URLs are accepted. The query is the only URL form: a page's
 * Spanish address is the same path with `?lang=es-us` (docs/decisions/0028), so a path
 * segment such as `/es-us/...` selects nothing.
 */
export function resolveLanguage(
  url: string | URL | null | undefined,
  stored?: string | null,
): Language {
  if (url) {
    let parsed: URL | undefined;
    try {
      parsed = typeof url === 'string' ? new URL(url, PLACEHOLDER_ORIGIN) : url;
    } catch {
      parsed = undefined;
    }
    const requested = toLanguage(parsed?.searchParams.get(LANGUAGE_QUERY_PARAM));
    if (requested) return requested;
  }
  return toLanguage(stored) ?? DEFAULT_LANGUAGE;
}

/** One text (or any value) in both site languages, as the message catalogue keeps them. */
export interface LocalizedPair<T> {
  readonly en: T;
  readonly es: T;
}

/** The fields of a row that have a `…Es` twin in Spanish (`title` beside `titleEs`). */
export type LocalizedField<Row> = {
  [Key in keyof Row & string]: `${Key}Es` extends keyof Row ? Key : never;
}[keyof Row & string];

/**
 * The one place a language is told apart (docs/rules.md): a value in the shopper's language.
 * Given a pair, its `es` in Spanish and its `en` otherwise; given a row and a field, the
 * field itself in English and its `…Es` twin in Spanish (a US state's `name` / `nameEs`, a
 * product's `title` / `titleEs`, a table's columns alike). An unknown language reads as
 * English.
 */
export function localized<T>(pair: LocalizedPair<T>, language: Language | undefined): T;
export function localized<Row extends object, Field extends LocalizedField<Row>>(
  row: Row,
  field: Field,
  language: Language | undefined,
): Row[Field] | Row[`${Field}Es` & keyof Row];
export function localized(
  source: object,
  ...rest: [Language | undefined] | [string, Language | undefined]
): unknown {
  const values = source as Readonly<Record<string, unknown>>;
  if (rest.length === 1) return rest[0] === SPANISH ? values.es : values.en;
  const [field, language] = rest;
  return language === SPANISH ? values[`${field}Es`] : values[field];
}

/** The HTML `lang` attribute of a page in a language: `en` or `es`. */
export function htmlLang(language: Language | undefined): 'en' | 'es' {
  return localized<'en' | 'es'>({ en: 'en', es: 'es' }, language);
}

/**
 * Marks a link with its language: `?lang=es-us` in Spanish; English, the default, adds
 * nothing (docs/decisions/0028). Changes `url` in place and returns it.
 */
export function withLanguage(url: URL, language: Language | undefined): URL {
  if (language && language !== DEFAULT_LANGUAGE)
    url.searchParams.set(LANGUAGE_QUERY_PARAM, language);
  return url;
}
