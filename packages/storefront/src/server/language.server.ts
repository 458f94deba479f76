import { LOCAL_STORAGE_KEYS } from '@snackshop/commerce-core/constants';
import {
  LANGUAGE_QUERY_PARAM,
  resolveLanguage,
  toLanguage,
  type Language,
} from '@snackshop/commerce-core/language';

/** The cookie that keeps the chosen language between visits (SPEC section 4). */
export const LANGUAGE_COOKIE = LOCAL_STORAGE_KEYS.language;
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** A cookie's value out of a Cookie header; null when it is not there. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The language of a request and, when the URL chose one, the cookie that stores it. */
export interface RequestLanguage {
  language: Language;
  /** A Set-Cookie value when the URL asked for a language; otherwise null. */
  setCookie: string | null;
}

/**
 * `lang=es-us` selects Spanish and is stored in a cookie; without it, the stored choice
 * applies; English is the default. The query is the only URL form of a language
 * (docs/decisions/0028): a page's Spanish address is its path with `?lang=es-us`.
 */
export function requestLanguage(request: Request): RequestLanguage {
  const url = new URL(request.url);
  const stored = toLanguage(readCookie(request.headers.get('Cookie'), LANGUAGE_COOKIE));
  const language = resolveLanguage(url, stored);
  const asked = toLanguage(url.searchParams.get(LANGUAGE_QUERY_PARAM));
  const setCookie =
    asked && asked !== stored
      ? `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`
      : null;
  return { language, setCookie };
}
