import { MESSAGES, type MessageKey } from '../messages/messages';
import type { SessionIds } from './storage';

/** The catalogue messages the client itself produces (SPEC sections 4 and 8). */
export const CLIENT_MESSAGE_KEYS = [
  'handshakeMissing',
  'sessionExpired',
  'serverError',
  'fallback',
  'invalidToken',
] as const satisfies readonly MessageKey[];

export type ClientMessageKey = (typeof CLIENT_MESSAGE_KEYS)[number];

/** The English text of a client message: the spec quotes them in English, word for word. */
export const clientMessage = (key: ClientMessageKey): string => MESSAGES[key].en;

/** The JSON envelope every API response uses (docs/api-conventions.md). */
export interface ApiEnvelope<T = unknown> {
  success?: boolean;
  responseCode?: number;
  message?: string;
  code?: string;
  data?: T;
  errors?: ApiFieldError[];
}

/** One bad field of a validation error, as the API names it (dotted path for nested fields). */
export interface ApiFieldError {
  field: string;
  message: string;
}

/**
 * Why a call failed: `handshake` (values missing, nothing was sent), `network` (no response),
 * `timeout`, `http` (an error status or `responseCode`), `parse` (a body that is not JSON).
 */
export type ApiErrorKind = 'handshake' | 'network' | 'timeout' | 'http' | 'parse';

/** A failed call, plain data so that it can be logged, tracked or sent to the browser. */
export interface ApiError {
  kind: ApiErrorKind;
  /** Human message: the server's when it gave one, else the spec's catalogue message. */
  message: string;
  /** The catalogue entry of `message` when the client chose it, so the UI can show Spanish. */
  messageKey?: ClientMessageKey;
  /** HTTP status; 0 when there was no response, except DELETE which reports 404. */
  status: number;
  /** `responseCode` of the envelope, when the server sent one. */
  responseCode?: number;
  /** Stable error code of the envelope (e.g. `HANDSHAKE_INVALID`). */
  code?: string;
  /** The fields a validation error names. */
  fieldErrors?: ApiFieldError[];
  method: string;
  /** Path of the call without the base URL, e.g. `/webservices/getcustomer`. */
  path: string;
  /** What the network layer said when there was no response. */
  cause?: string;
}

/** The status the API answers when a session has expired (SPEC section 8). */
const SESSION_EXPIRED_STATUS = 440;

/**
 * Whether an answer says the shopper's API session expired (SPEC section 8, "440 response"):
 * HTTP 440, or 440 as the envelope's `responseCode`. The one reading of it, for the browser's
 * client and store and for the site's server alike (docs/rules.md). Takes a failed call, or
 * its error, or a raw status with the envelope's `responseCode`.
 */
export function isSessionExpired(
  answer: Pick<ApiFailure, 'status' | 'error'> | Pick<ApiError, 'status' | 'responseCode'>,
): boolean {
  const responseCode = 'error' in answer ? answer.error.responseCode : answer.responseCode;
  return answer.status === SESSION_EXPIRED_STATUS || responseCode === SESSION_EXPIRED_STATUS;
}

/** A call that answered with a success status. */
export interface ApiSuccess<T> {
  ok: true;
  status: number;
  /** The envelope's `success` flag (true when the server left it out). */
  success: boolean;
  /** The envelope's `data` field. */
  data: T;
  message?: string;
  /** The whole envelope as received, for the few calls that read more than `data`. */
  envelope: ApiEnvelope<unknown>;
}

/** A failed call (SPEC section 8: "returns showApiFailAlert with the error; isApiFailed is set"). */
export interface ApiFailure {
  ok: false;
  status: number;
  isApiFailed: true;
  showApiFailAlert: true;
  error: ApiError;
  /** Set when the failure was a 440 while signed in; a logout event has been sent. */
  sessionExpired?: true;
  /**
   * Set when a DELETE was refused as Forbidden (SPEC section 8: the page reloads); a reload
   * event has been sent. A caller with no page of its own (the site server) reloads the
   * shopper's page by its answer.
   */
  reload?: true;
}

/** What every call resolves to; it never rejects. */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** Events the client raises for the app shell to act on (SPEC section 8). */
export type ApiEvent =
  /** Tracking event for any failed call, with the ids of who and what it was about. */
  | ({ type: 'Timeout'; error: ApiError } & SessionIds)
  /** Show the generic API failure alert. */
  | { type: 'showApiFailAlert'; error: ApiError }
  /** A 440 while signed in: log out with the spec's message. */
  | { type: 'logout'; reason: 'sessionexpired'; message: string; messageKey: 'sessionExpired' }
  /** A DELETE refused as Forbidden (403, status text 'Forbidden'): reload the page. */
  | { type: 'reload'; error: ApiError }
  /** The server answered 'Invalid token.': drop the token and treat the customer as signed out. */
  | { type: 'invalidToken'; error: ApiError };

/** Receives the client's events; errors it throws are reported, never passed to the caller. */
export type ApiEventListener = (event: ApiEvent) => void;
