/**
 * @snackshop/commerce-core — the framework-free heart of the snack shop.
 *
 * Subpath entries (`/cart`, `/validation`, `/tracking`, `/catalogue`, `/api-client`) let a
 * client bundle take only what it needs; zod lives only behind `/validation`.
 */
export * from './catalogue/index';
export * from './cart/index';
export * from './tracking/index';
export * from './validation/index';
export * from './api-client/index';
