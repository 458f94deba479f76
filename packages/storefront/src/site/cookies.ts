/**
 * The site's own cookies (language, consent, location number), read from a Cookie header on
 * the server or `document.cookie` in the browser, and written for a year.
 */
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** A cookie's value out of a Cookie header (or `document.cookie`); null when it is not there. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The Set-Cookie (or `document.cookie`) value that keeps `value` for a year on every path of
 * the site; null deletes the cookie.
 */
export function yearCookie(name: string, value: string | null): string {
  return value === null
    ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
