/**
 * The spec as data: constants and limits (SPEC section 9), storage keys (section 3), every
 * user-facing message in English and Spanish, the error catalogue (section 8), social
 * sign-in error links, listing tags, language resolution and the password checklist's five
 * criteria. No zod here.
 */
export * from './constants';
export * from './countries';
export * from './error-catalogue';
export * from './genders';
export * from './language';
export * from './messages';
export * from './password-checklist';
export * from './plp-tag';
export * from './social-sign-in';
export * from './storage-keys';
export * from './us-states';
