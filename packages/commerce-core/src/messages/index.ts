/**
 * Every user-facing message in English and Spanish, the error catalogue (SPEC section 8) and
 * the social sign-in error keys with their sign-in links. No zod here.
 */
export * from './error-catalogue';
export * from './messages';
export * from './social-sign-in';
