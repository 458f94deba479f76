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
