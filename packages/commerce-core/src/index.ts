/**
 * @snackshop/commerce-core — the framework-free heart of the snack shop.
 *
 * Subpath entries (`/constants`, `/messages`, `/language`, `/cart`, `/validation`,
 * `/password-checklist`, `/tracking`, `/api-client`, `/contract`, `/network`) let a client bundle take
 * only what it needs; zod lives only behind `/validation` and `/contract`.
 */
export * from './constants/index';
export * from './messages/index';
export * from './language/index';
export * from './cart/index';
export * from './tracking/index';
export * from './validation/index';
export * from './api-client/index';
export * from './network/index';
