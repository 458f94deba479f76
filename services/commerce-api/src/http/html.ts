import { randomBytes } from 'node:crypto';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A fresh CSP nonce for one page. */
export const cspNonce = () => randomBytes(16).toString('base64');

/**
 * Headers of the API's own HTML pages: a strict CSP (inline code only with the nonce), no
 * caching, no referrer (URLs carry payment ids), and who may frame the page.
 */
export function pageHeaders(options: {
  nonce: string;
  frameAncestors: readonly string[];
  connectSelf?: boolean;
  formAction?: readonly string[];
}): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${options.nonce}'`,
    `style-src 'nonce-${options.nonce}'`,
    `connect-src ${options.connectSelf ? "'self'" : "'none'"}`,
    `form-action ${options.formAction?.length ? options.formAction.join(' ') : "'none'"}`,
    `frame-ancestors ${options.frameAncestors.length ? options.frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': 'text/html; charset=utf-8',
  };
}
