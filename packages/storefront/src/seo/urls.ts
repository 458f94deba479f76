import {
  DEFAULT_LANGUAGE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGES,
  type Language,
} from '@snackshop/commerce-core/language';

/**
 * A page's address in a language (docs/decisions/0028): its path, with its canonical query if
 * it has one, and for Spanish `lang=es-us` as the last parameter.
 */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY_PARAM}=${language}`;
}

/** An absolute URL on the site: `pathOrUrl` as it is when already absolute. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).href;
}

/** One `hreflang` alternate of a page. */
export interface LanguageAlternate {
  hrefLang: Language | 'x-default';
  href: string;
}

/** A page's alternates: each language's URL, and `x-default` on the English one. */
export function languageAlternates(siteUrl: string, path: string): LanguageAlternate[] {
  const alternates: LanguageAlternate[] = LANGUAGES.map((language) => ({
    hrefLang: language,
    href: absoluteUrl(siteUrl, localizedPath(path, language)),
  }));
  return [...alternates, { hrefLang: 'x-default', href: absoluteUrl(siteUrl, path) }];
}
