import { LOCAL_STORAGE_KEYS } from '@snackshop/commerce-core/constants';
import {
  LANGUAGE_QUERY_PARAM,
  resolveLanguage,
  toLanguage,
  type Language,
} from '@snackshop/commerce-core/language';
import { readCookie, yearCookie } from '../site/cookies';

/** The cookie that keeps the chosen language between visits (SPEC section 4). */
export const LANGUAGE_COOKIE = LOCAL_STORAGE_KEYS.language;

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
  const setCookie = asked && asked !== stored ? yearCookie(LANGUAGE_COOKIE, asked) : null;
  return { language, setCookie };
}
