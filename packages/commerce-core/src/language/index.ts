/** The site languages (SPEC sections 4 and 9) and how a page's language is resolved. No zod here. */
export * from './language';
