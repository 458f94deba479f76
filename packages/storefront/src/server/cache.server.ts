/**
 * Named cache strategies (the Hydrogen model): pages pick one by name instead of writing
 * numbers. Catalogue pages are shared by every shopper, so a CDN may keep them briefly and
 * serve a stale copy while it refetches; personal pages are never stored.
 */
export const cacheStrategies = {
  /** Catalogue pages and listings: one minute fresh, then up to ten minutes stale. */
  short: 'public, max-age=60, stale-while-revalidate=600',
  /** Content that changes rarely (FAQ, terms): one hour, a day stale. */
  long: 'public, max-age=3600, stale-while-revalidate=86400',
  /** Personal or per-visit pages (cart, sign-in, errors). */
  none: 'no-store',
} as const;

export type CacheStrategy = keyof typeof cacheStrategies;

/** The Cache-Control header of a strategy. */
export function cacheHeader(strategy: CacheStrategy): HeadersInit {
  return { 'Cache-Control': cacheStrategies[strategy] };
}

/** The headers of a personal answer (never stored) that sets each of `cookies`. */
export function personalHeaders(cookies: readonly string[] = []): Headers {
  const headers = new Headers(cacheHeader('none'));
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}
