/**
 * Tracking (SPEC sections 2, 5, 7, 8): normalisation and SHA-256 hashing of personal fields
 * through Web Crypto, the data-layer events the storefront pushes, a consent-aware push and
 * the product listings' tags. No zod here.
 */
export { PAGE_VIEW_DELAY_MS } from '../constants/constants';
export * from './customer-events';
export * from './data-layer';
export * from './events';
export * from './hash';
export * from './normalize';
export * from './plp-tag';
export * from './purchase';
