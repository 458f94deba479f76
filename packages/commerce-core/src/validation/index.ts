/**
 * Validation (SPEC section 5): zod schemas usable on the client and again on the server, with
 * the spec's messages (English in issues; `localizeIssue` / `validationErrors` for Spanish),
 * text normalisation and the P.O. Box rule (the password checklist they share is in `/catalogue`). The only module of the
 * package that imports zod.
 */
export { ageOn, isValidCalendarDate, localDateParts, type DateParts } from './age';
export * from './fields';
export * from './forms';
export * from './issues';
export { isPoBoxAddress } from './po-box';
export { normalizeText, titleCase } from './text';
export { US_STATES, US_SHIPPING_STATES, findUsState, type UsState } from '../catalogue/us-states';
