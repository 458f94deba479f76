/** What a document's policy allows beyond this origin. */
export interface SecurityOptions {
  dev?: boolean;
  frameSources?: readonly string[];
  /** Origins of the configured third-party scripts (never on a secure page). */
  scriptSources?: readonly string[];
  /**
   * Where a form may send the browser, besides this origin: the sign-in forms post here and
   * are redirected on to the OpenID Provider, and browsers hold redirects after a form to
   * `form-action` too.
   */
  formActions?: readonly string[];
}

/**
 * The Content-Security-Policy of a document. Inline scripts run only when the document names
 * them by hash (`scriptHashes`), other scripts only from this origin (the page's modules);
 * no nonce, so a page kept by a shared cache serves everyone (decision 0030). No
 * 'strict-dynamic': browsers do not extend a hash's trust to the modules an inline module
 * script imports. The browser talks only to this origin (API calls go through the site's
 * API proxy), but for the configured third-party scripts' origins, which may load scripts
 * and be talked to, never on a secure page (its route's handle, decided by the document
 * renderer).
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  options: SecurityOptions = {},
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.scriptSources ?? []), ...scriptHashes],
    // vanilla-extract emits static CSS files; React sets a few style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.dev ? ['ws:'] : []), ...(options.scriptSources ?? [])],
    // The payment provider's hosted card fields are the only frames a page shows.
    'frame-src': ["'self'", ...(options.frameSources ?? [])],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...(options.formActions ?? [])],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Security headers of every document response. */
export function securityHeaders(
  scriptHashes: readonly string[],
  options: SecurityOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    // Other sites' windows still cannot reach ours, but the PayPal approval pop-up the
    // checkout opens keeps its opener to post the payer's decision back.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}
