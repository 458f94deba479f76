import { HANDSHAKE_STORAGE_KEYS } from '../constants/storage-keys';
import { endpoints, handshakeExemptPaths, type EndpointDefinition } from './endpoints';
import {
  CLIENT_MESSAGE_KEYS,
  clientMessage,
  isSessionExpired,
  type ApiEnvelope,
  type ApiError,
  type ApiErrorKind,
  type ApiEvent,
  type ApiEventListener,
  type ApiFailure,
  type ApiResult,
  type ClientMessageKey,
} from './results';
import {
  readAccessToken,
  readHandshakeData,
  readLocationId,
  readSessionIds,
  writeHandshakeData,
  type ClientStorage,
  type HandshakeData,
} from './storage';

/** A value of the query string; arrays repeat the key, null and undefined leave it out. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** The query string of a call. */
export type QueryParams = Record<string, QueryValue>;

/** What a single call may add to the common rules. */
export interface RequestOptions {
  query?: QueryParams;
  /** JSON body; ignored by GET. DELETE may carry one (SPEC section 7). */
  body?: unknown;
  /** Extra headers, applied last. */
  headers?: Record<string, string>;
  /** Cancels the call; a cancelled call resolves as a failure like any other. */
  signal?: AbortSignal;
  /**
   * `false`: the caller shows this call's failure itself (next to its form, or not at all
   * when it sends the call again), so no `showApiFailAlert` event goes for it; the other
   * events (Timeout, logout, reload, invalid token) still do. Default true.
   */
  alert?: boolean;
}

/** How a client is set up. */
export interface ApiClientOptions {
  /** The commerce API origin and any path prefix, e.g. `https://api.example.test`. */
  baseUrl: string;
  /** Session and local storage (the browser's, or in-memory ones on the server). */
  storage: ClientStorage;
  /** The fetch to use; the global one when left out. */
  fetch?: typeof globalThis.fetch;
  /** Receives logout, reload, invalid-token, Timeout and alert events. */
  onEvent?: ApiEventListener;
  /** Sent as `X-Api-Key` on PUT calls. */
  apiKey?: string;
  /** A call with no answer after this long fails with kind `timeout`. Default 30 000 ms. */
  timeoutMs?: number;
}

/** Sends one call under the common rules of SPEC section 7 and the failure rules of section 8. */
type Send = <T>(
  definition: EndpointDefinition,
  options?: RequestOptions,
  baseUrl?: string,
) => Promise<ApiResult<T>>;

/** Reports a failure found after the response was read (events included) and returns it. */
type Fail = (error: ApiError) => ApiFailure;

/** The sender, the handshake and the failure reporter every call goes through. */
export interface Transport {
  send: Send;
  fail: Fail;
  /**
   * Fetches fresh handshake values and stores them; concurrent callers share one request.
   * `refused`: the values the API just refused, sent along so that a server that hands a
   * browser's tabs one handshake (the storefront's) knows to renew it rather than answer it.
   */
  handshake: (refused?: HandshakeData) => Promise<ApiResult<HandshakeData>>;
}

/** The stable code the API gives a missing, malformed, forged or expired handshake. */
const HANDSHAKE_INVALID = 'HANDSHAKE_INVALID';

/**
 * The handshake answer names the values by their storage keys (`_ss_i`, `_rr_n_dts`,
 * `_en_cs`); null when any is missing.
 */
function handshakeFrom(data: unknown): HandshakeData | null {
  if (data === null || typeof data !== 'object') return null;
  const values = data as Record<string, unknown>;
  const sessionId = values[HANDSHAKE_STORAGE_KEYS.sessionId];
  const rnduts = values[HANDSHAKE_STORAGE_KEYS.rnduts];
  const encstr = values[HANDSHAKE_STORAGE_KEYS.encstr];
  const usable = (field: unknown): field is string => typeof field === 'string' && field !== '';
  return usable(sessionId) && usable(rnduts) && usable(encstr)
    ? { sessionId, rnduts, encstr }
    : null;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** Builds the URL of a call: base, path and query string. */
export function buildUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

function asEnvelope(value: unknown): ApiEnvelope<unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return value as ApiEnvelope<unknown>;
  }
  return { data: value };
}

/** What a failure makes the client tell its listener besides the failure itself. */
interface FailureSignals {
  /** The caller shows the failure itself: no alert event. */
  unannounced?: boolean;
  sessionExpired?: boolean;
  forbiddenDelete?: boolean;
  invalidToken?: boolean;
}

/** Reports a failure to the listener (SPEC section 8's events) and returns it as a result. */
function failureReporter(
  storage: ClientStorage,
  onEvent: ApiEventListener | undefined,
): (error: ApiError, signals?: FailureSignals) => ApiFailure {
  const emit = (event: ApiEvent) => {
    if (!onEvent) return;
    try {
      onEvent(event);
    } catch (listenerError) {
      // A broken listener must not turn a handled failure into a rejected promise.
      console.error('API client event listener failed', listenerError);
    }
  };
  return (error, signals = {}) => {
    if (signals.sessionExpired) {
      emit({
        type: 'logout',
        reason: 'sessionexpired',
        message: clientMessage('sessionExpired'),
        messageKey: 'sessionExpired',
      });
    }
    if (signals.forbiddenDelete) emit({ type: 'reload', error });
    if (signals.invalidToken) emit({ type: 'invalidToken', error });
    emit({ type: 'Timeout', error, ...readSessionIds(storage) });
    if (!signals.unannounced) emit({ type: 'showApiFailAlert', error });
    return {
      ok: false,
      status: error.status,
      isApiFailed: true,
      showApiFailAlert: true,
      error,
      ...(signals.sessionExpired ? { sessionExpired: true as const } : {}),
      ...(signals.forbiddenDelete ? { reload: true as const } : {}),
    };
  };
}

/** An error of a call to `definition` worded by the client's own message catalogue. */
function clientError(
  definition: EndpointDefinition,
  kind: ApiErrorKind,
  messageKey: ClientMessageKey,
  status: number,
): ApiError {
  const { method, path } = definition;
  return { kind, message: clientMessage(messageKey), messageKey, status, method, path };
}

/** The headers every call carries apart from the handshake's (SPEC section 7). */
function commonHeaders(
  definition: EndpointDefinition,
  token: string | null,
  apiKey: string | undefined,
  locationId: string | null,
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (locationId) headers['X-Location-Id'] = locationId;
  if (definition.authenticated && token) headers['X-Auth-Token'] = token;
  if (definition.method === 'PUT' && apiKey) headers['X-Api-Key'] = apiKey;
  return headers;
}

/** The answer's text, or why none came (a timeout, a cancelled call, the network). */
type Exchange =
  { ok: true; response: Response; text: string } | { ok: false; timedOut: boolean; cause: unknown };

/** Fetches and reads the answer, aborting after `timeoutMs` or when `signal` aborts. */
async function exchange(
  fetchFn: typeof globalThis.fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Exchange> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  if (signal?.aborted) controller.abort();
  try {
    const response = await fetchFn(url, { ...init, signal: controller.signal });
    return { ok: true, response, text: await response.text() };
  } catch (cause) {
    return { ok: false, timedOut, cause };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/** The answer as an envelope; `parsed` is false when a non-empty body is not JSON. */
function readEnvelope(text: string): { envelope: ApiEnvelope<unknown>; parsed: boolean } {
  if (text.trim() === '') return { envelope: {}, parsed: true };
  try {
    return { envelope: asEnvelope(JSON.parse(text)), parsed: true };
  } catch {
    return { envelope: {}, parsed: false };
  }
}

/** The error of an answer that failed, in the server's words where it gave some. */
function answerError(
  definition: EndpointDefinition,
  status: number,
  envelope: ApiEnvelope<unknown>,
  invalidToken: boolean,
): ApiError {
  const serverMessage = typeof envelope.message === 'string' ? envelope.message : '';
  const fallbackKey: ClientMessageKey = invalidToken
    ? 'invalidToken'
    : status >= 500
      ? 'serverError'
      : 'fallback';
  // The server's own words beat a generic catalogue text; when they are a catalogue text,
  // its key still lets the UI show the Spanish version.
  const serverKey = CLIENT_MESSAGE_KEYS.find((key) => clientMessage(key) === serverMessage);
  const { method, path } = definition;
  return {
    ...(serverMessage
      ? { kind: 'http', message: serverMessage, status, method, path }
      : clientError(definition, 'http', fallbackKey, status)),
    ...(serverKey ? { messageKey: serverKey } : {}),
    ...(typeof envelope.responseCode === 'number' ? { responseCode: envelope.responseCode } : {}),
    ...(typeof envelope.code === 'string' ? { code: envelope.code } : {}),
    ...(Array.isArray(envelope.errors) ? { fieldErrors: envelope.errors } : {}),
  };
}

/**
 * SPEC section 8's "status text 'Forbidden'": the reason phrase of a 403. HTTP/2 and HTTP/3
 * carry no reason phrase (a browser then reads an empty status text), so the status counts too.
 */
function isForbidden(response: Response): boolean {
  return response.status === 403 || response.statusText === 'Forbidden';
}

/** A renewal's request: it names the values the API refused, when there were some. */
const naming = (refused?: HandshakeData): RequestOptions =>
  refused
    ? { headers: { sessionId: refused.sessionId, rnduts: refused.rnduts, encstr: refused.encstr } }
    : {};

/** Creates the sender every call of the client goes through. */
export function createTransport(options: ApiClientOptions): Transport {
  const { storage, apiKey } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchFn = options.fetch ?? ((...args) => globalThis.fetch(...args));
  const fail = failureReporter(storage, options.onEvent);

  let pendingHandshake: Promise<ApiResult<HandshakeData>> | null = null;

  async function requestHandshake(refused?: HandshakeData): Promise<ApiResult<HandshakeData>> {
    const result = await send<unknown>(endpoints.handshaking, naming(refused));
    if (!result.ok) return result;
    const handshake = handshakeFrom(result.data);
    if (!handshake) {
      return fail(clientError(endpoints.handshaking, 'parse', 'handshakeMissing', result.status));
    }
    writeHandshakeData(storage, handshake);
    return { ...result, data: handshake };
  }

  function handshake(refused?: HandshakeData): Promise<ApiResult<HandshakeData>> {
    pendingHandshake ??= requestHandshake(refused).finally(() => {
      pendingHandshake = null;
    });
    return pendingHandshake;
  }

  /**
   * The tab's handshake values, waiting for the request under way when there are none yet;
   * that request's failure, or null when there are none.
   */
  async function handshakeValues(): Promise<HandshakeData | ApiFailure | null> {
    // A tab asks for its handshake as it starts (a new tab has none in its session storage
    // yet): a call made meanwhile waits for that request instead of failing. With none
    // under way, a call without the values fails as SPEC section 5 says.
    if (!readHandshakeData(storage) && pendingHandshake) {
      const shaken = await pendingHandshake;
      if (!shaken.ok) return shaken;
    }
    return readHandshakeData(storage);
  }

  async function send<T>(
    definition: EndpointDefinition,
    request: RequestOptions = {},
    baseUrl: string = options.baseUrl,
    isRetry = false,
  ): Promise<ApiResult<T>> {
    const { method, path } = definition;
    // The caller shows this call's failure itself: no alert event (see RequestOptions.alert).
    const report = (error: ApiError, signals: FailureSignals = {}) =>
      fail(error, { ...signals, unannounced: request.alert === false });
    const exempt = handshakeExemptPaths.includes(path);
    const token = readAccessToken(storage);
    const headers = commonHeaders(definition, token, apiKey, readLocationId(storage));
    if (!exempt) {
      const values = await handshakeValues();
      if (!values) return report(clientError(definition, 'handshake', 'handshakeMissing', 0));
      if ('ok' in values) return values;
      headers.sessionId = values.sessionId;
      headers.rnduts = values.rnduts;
      headers.encstr = values.encstr;
    }
    Object.assign(headers, request.headers);

    const body =
      request.body !== undefined && method !== 'GET' ? { body: JSON.stringify(request.body) } : {};
    const url = buildUrl(baseUrl, path, request.query);
    const answer = await exchange(
      fetchFn,
      url,
      { method, headers, ...body },
      timeoutMs,
      request.signal,
    );
    if (!answer.ok) {
      // SPEC section 8: a DELETE that gets no response reports status 404.
      const status = method === 'DELETE' ? 404 : 0;
      const kind = answer.timedOut ? 'timeout' : 'network';
      const detail = answer.cause instanceof Error ? answer.cause.message : String(answer.cause);
      return report({ ...clientError(definition, kind, 'fallback', status), cause: detail });
    }
    const { response, text } = answer;
    const invalidToken = text.trim() === clientMessage('invalidToken');
    const { envelope, parsed } = readEnvelope(text);
    const responseCode =
      typeof envelope.responseCode === 'number' ? envelope.responseCode : undefined;
    const failed =
      !response.ok || invalidToken || (responseCode !== undefined && responseCode >= 400);
    if (failed && !exempt && !isRetry && envelope.code === HANDSHAKE_INVALID) {
      // Values the API no longer accepts: renewed once and the call retried (the API refused
      // before doing anything); a call failing beside others finds them renewed already.
      const refused = readHandshakeData(storage) ?? undefined;
      if (refused?.encstr === headers.encstr) {
        const renewed = await handshake(refused);
        if (!renewed.ok) return renewed;
      }
      return send<T>(definition, request, baseUrl, true);
    }
    if (failed) {
      const status = response.ok && responseCode !== undefined ? responseCode : response.status;
      const error = answerError(definition, status, envelope, invalidToken);
      return report(error, {
        sessionExpired: isSessionExpired(error) && token !== null,
        forbiddenDelete: method === 'DELETE' && isForbidden(response),
        invalidToken: invalidToken || envelope.message === clientMessage('invalidToken'),
      });
    }
    if (!parsed) return report(clientError(definition, 'parse', 'fallback', response.status));
    return {
      ok: true,
      status: response.status,
      success: envelope.success !== false,
      data: envelope.data as T,
      ...(typeof envelope.message === 'string' ? { message: envelope.message } : {}),
      envelope,
    };
  }

  return { send, fail: (error) => fail(error), handshake };
}
