/**
 * The typed API client of SPEC sections 7 and 8 and the endpoint table it shares with the
 * commerce API. No zod: responses are typed, not validated, so the client stays small.
 */
export * from './endpoints';
export type { BodyOf, QueryOf, ResponseOf } from '../contract/types';
export type {
  ApiClient,
  CallArgs,
  CallOptions,
  FilterProductsRequest,
  NavigationItem,
  PersistedCart,
  PersistedCartOwner,
  RegisterUserPayload,
} from './client';
export { createApiClient, sortByMenuSeq } from './client';
export type {
  ApiEnvelope,
  ApiError,
  ApiErrorKind,
  ApiEvent,
  ApiEventListener,
  ApiFailure,
  ApiFieldError,
  ApiResult,
  ApiSuccess,
  ClientMessageKey,
} from './results';
export { isSessionExpired } from './results';
export type { ClientStorage, HandshakeData, SessionIds, WebStorageLike } from './storage';
export {
  createMemoryStorage,
  readAccessToken,
  readHandshakeData,
  readLocationId,
  readLocationNumber,
  readSessionIds,
  writeAccessToken,
  writeAlternateOrderLocationId,
  writeHandshakeData,
  writeLocationNumber,
} from './storage';
export type { ApiClientOptions, QueryParams, QueryValue, RequestOptions } from './transport';
export { buildUrl } from './transport';
