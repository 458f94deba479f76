/**
 * The API contract (ARCHITECTURE.md, "Contract"): each endpoint's request and response
 * schemas, declared once. The commerce API validates with them and documents them; everything
 * above the API infers its types from them. Importing this entry brings zod: a client bundle
 * that only calls the API imports types from it (`import type`), never values.
 */
export * from './accounts';
export * from './cart';
export * from './cart-lines';
export * from './catalogue';
export * from './checkout';
export * from './common';
export * from './content';
export * from './engagement';
export type * from './models';
export * from './multipack';
export * from './payments';
export * from './platform';
export * from './pricing';
export * from './schemas';
export * from './search';
export * from './shipping';
export type { BodyOf, QueryOf, ResponseOf } from './types';
