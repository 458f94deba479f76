/**
 * The spec's constants as data: business constants and limits (SPEC section 9), browser
 * storage keys (section 3), countries, the sign-up form's genders and the US states. No zod here.
 */
export * from './constants';
export * from './countries';
export * from './genders';
export * from './storage-keys';
export * from './us-states';
