/**
 * Validation (SPEC section 5): zod schemas usable on the client and again on the server, with
 * the spec's messages (English in issues; `localizeIssue` / `validationErrors` for Spanish),
 * text normalisation, the P.O. Box rule and the password criteria. The only module of the
 * package that imports zod; the password checklist (`password-checklist.ts`) is zod-free and
 * has its own entry, `/password-checklist`, for code that shows it without validating.
 */
export { ageOn, isValidCalendarDate, localDateParts, type DateParts } from './age';
export * from './fields';
export * from './forms';
export * from './issues';
export * from './password-checklist';
export { isPoBoxAddress } from './po-box';
export { normalizeText, titleCase } from './text';
export { US_STATES, US_SHIPPING_STATES, findUsState, type UsState } from '../constants/us-states';
