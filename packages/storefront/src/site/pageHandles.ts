import type { StorefrontHandle } from './handle';

/** Secure pages (sign-in, account, thank-you, Order Lookup): never cached, marked for the shell. */
export const secureHandle: StorefrontHandle = { secure: true };

/**
 * The bare pages of SPEC section 2 (white, no header or footer): the sign-in callbacks and
 * the password pages.
 */
export const bareHandle: StorefrontHandle = { layout: 'bare', secure: true };

/** The hot-snack themed shop section (dark layout). */
export const hotHandle: StorefrontHandle = { layout: 'hot' };
