import type { Language } from '../language/language';
import { formatMessage, type MessageKey } from './messages';

/** What the shell does when a catalogue situation happens, where the spec says more than "show the message". */
export type ErrorBehaviour =
  /** Return showApiFailAlert, set isApiFailed, send a Timeout event, show the alert. */
  | 'showApiFailAlert'
  /** Log the customer out with reason `sessionexpired`. */
  | 'logout'
  /** Reload the page. */
  | 'reload'
  /** Treat the answer as status 404. */
  | 'notFound'
  /** Clear the stale token and continue as a visitor. */
  | 'invalidToken'
  /** Send the shopper to the business-ordering site. */
  | 'redirectToBusinessSite'
  /** Show the render-error screen with its retry action. */
  | 'renderFallback'
  /** Show the message in the notification bar. */
  | 'notify';

export interface ErrorCatalogueEntry {
  readonly key: ErrorKey;
  /** The situation, as SPEC section 8 names it. */
  readonly situation: string;
  /** The catalogue message shown to the shopper, when there is one. */
  readonly message?: MessageKey;
  readonly behaviour: ErrorBehaviour;
  /** Text in a response (status text or body) that identifies the situation. */
  readonly matchText?: string;
  /** A second action offered with the message (the render error's retry). */
  readonly action?: MessageKey;
}

export const ERROR_KEYS = [
  'apiFailure',
  'handshakeMissing',
  'sessionExpired',
  'deleteForbidden',
  'invalidToken',
  'deleteNoResponse',
  'accountLocked',
  'badCredentials',
  'serverError',
  'productUnavailable',
  'poBox',
  'popupsBlocked',
  'forgotPasswordGoogle',
  'existingGoogleAccount',
  'rewardsSignInFailed',
  'fallback',
  'multipackItemUnavailable',
  'zipNotServiceable',
  'businessOrderPrompt',
  'renderError',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

/** The error catalogue of SPEC section 8, one typed entry per situation. */
export const ERROR_CATALOGUE = {
  apiFailure: {
    key: 'apiFailure',
    situation: 'Any failed request',
    message: 'apiFailure',
    behaviour: 'showApiFailAlert',
  },
  handshakeMissing: {
    key: 'handshakeMissing',
    situation: 'Handshake values missing',
    message: 'handshakeMissing',
    behaviour: 'showApiFailAlert',
    matchText: 'Handshake Data not available',
  },
  sessionExpired: {
    key: 'sessionExpired',
    situation: '440 response with token',
    message: 'sessionExpired',
    behaviour: 'logout',
  },
  deleteForbidden: {
    key: 'deleteForbidden',
    situation: "DELETE with status text 'Forbidden'",
    behaviour: 'reload',
    matchText: 'Forbidden',
  },
  invalidToken: {
    key: 'invalidToken',
    situation: "Response text 'Invalid token.'",
    message: 'invalidToken',
    behaviour: 'invalidToken',
    matchText: 'Invalid token.',
  },
  deleteNoResponse: {
    key: 'deleteNoResponse',
    situation: 'DELETE with no response',
    behaviour: 'notFound',
  },
  accountLocked: {
    key: 'accountLocked',
    situation: 'Account locked',
    message: 'accountLocked',
    behaviour: 'notify',
  },
  badCredentials: {
    key: 'badCredentials',
    situation: 'Bad credentials',
    message: 'badCredentials',
    behaviour: 'notify',
  },
  serverError: {
    key: 'serverError',
    situation: 'Generic server error',
    message: 'serverError',
    behaviour: 'notify',
  },
  productUnavailable: {
    key: 'productUnavailable',
    situation: 'Product unavailable',
    message: 'productUnavailable',
    behaviour: 'notify',
  },
  poBox: {
    key: 'poBox',
    situation: 'PO box',
    message: 'poBoxUnsupported',
    behaviour: 'notify',
  },
  popupsBlocked: {
    key: 'popupsBlocked',
    situation: 'Popups blocked',
    message: 'popupsBlocked',
    behaviour: 'notify',
  },
  forgotPasswordGoogle: {
    key: 'forgotPasswordGoogle',
    situation: 'Forgot password for Google account',
    message: 'forgotPasswordGoogle',
    behaviour: 'notify',
  },
  existingGoogleAccount: {
    key: 'existingGoogleAccount',
    situation: 'Existing Google account',
    message: 'existingGoogleAccount',
    behaviour: 'notify',
  },
  rewardsSignInFailed: {
    key: 'rewardsSignInFailed',
    situation: 'Rewards sign-in failure',
    message: 'rewardsSignInFailed',
    behaviour: 'notify',
  },
  fallback: {
    key: 'fallback',
    situation: 'Fallback',
    message: 'fallback',
    behaviour: 'notify',
  },
  multipackItemUnavailable: {
    key: 'multipackItemUnavailable',
    situation: 'Unavailable multipack item',
    message: 'multipackItemUnavailable',
    behaviour: 'notify',
  },
  zipNotServiceable: {
    key: 'zipNotServiceable',
    situation: 'Zip not serviceable',
    message: 'zipNotServiceable',
    behaviour: 'notify',
  },
  businessOrderPrompt: {
    key: 'businessOrderPrompt',
    situation: 'Business order prompt',
    message: 'businessOrderPrompt',
    behaviour: 'redirectToBusinessSite',
  },
  renderError: {
    key: 'renderError',
    situation: 'Render error',
    message: 'renderError',
    behaviour: 'renderFallback',
    action: 'renderErrorAction',
  },
} as const satisfies { readonly [K in ErrorKey]: ErrorCatalogueEntry & { readonly key: K } };

/** The message of a catalogue situation in a language; the fallback text when it has none. */
export function errorMessage(key: ErrorKey, language: Language = 'en-us'): string {
  const entry: ErrorCatalogueEntry = ERROR_CATALOGUE[key];
  return formatMessage(entry.message ?? 'fallback', language);
}
