import { HANDSHAKE_STORAGE_KEYS } from '../constants/storage-keys';
import { endpoints, handshakeExemptPaths, type EndpointDefinition } from './endpoints';
import {
  CLIENT_MESSAGE_KEYS,
  clientMessage,
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
  /** Fetches fresh handshake values and stores them; concurrent callers share one request. */
  handshake: () => Promise<ApiResult<HandshakeData>>;
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

/** Creates the sender every call of the client goes through. */
export function createTransport(options: ApiClientOptions): Transport {
  const { storage, apiKey, onEvent } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchFn = options.fetch ?? ((...args) => globalThis.fetch(...args));

  const emit = (event: ApiEvent) => {
    if (!onEvent) return;
    try {
      onEvent(event);
    } catch (listenerError) {
      // A broken listener must not turn a handled failure into a rejected promise.
      console.error('API client event listener failed', listenerError);
    }
  };

  const fail = (
    error: ApiError,
    extra: { sessionExpired?: boolean; forbiddenDelete?: boolean; invalidToken?: boolean } = {},
  ): ApiFailure => {
    if (extra.sessionExpired) {
      emit({
        type: 'logout',
        reason: 'sessionexpired',
        message: clientMessage('sessionExpired'),
        messageKey: 'sessionExpired',
      });
    }
    if (extra.forbiddenDelete) emit({ type: 'reload', error });
    if (extra.invalidToken) emit({ type: 'invalidToken', error });
    emit({ type: 'Timeout', error, ...readSessionIds(storage) });
    emit({ type: 'showApiFailAlert', error });
    return {
      ok: false,
      status: error.status,
      isApiFailed: true,
      showApiFailAlert: true,
      error,
      ...(extra.sessionExpired ? { sessionExpired: true as const } : {}),
    };
  };

  let pendingHandshake: Promise<ApiResult<HandshakeData>> | null = null;

  async function requestHandshake(): Promise<ApiResult<HandshakeData>> {
    const result = await send<unknown>(endpoints.handshaking);
    if (!result.ok) return result;
    const handshake = handshakeFrom(result.data);
    if (!handshake) {
      return fail({
        kind: 'parse',
        message: clientMessage('handshakeMissing'),
        messageKey: 'handshakeMissing',
        status: result.status,
        method: endpoints.handshaking.method,
        path: endpoints.handshaking.path,
      });
    }
    writeHandshakeData(storage, handshake);
    return { ...result, data: handshake };
  }

  function handshake(): Promise<ApiResult<HandshakeData>> {
    pendingHandshake ??= requestHandshake().finally(() => {
      pendingHandshake = null;
    });
    return pendingHandshake;
  }

  async function send<T>(
    definition: EndpointDefinition,
    request: RequestOptions = {},
    baseUrl: string = options.baseUrl,
    isRetry = false,
  ): Promise<ApiResult<T>> {
    const { method, path } = definition;
    const exempt = handshakeExemptPaths.includes(path);
    const errorOf = (
      kind: ApiErrorKind,
      messageKey: ClientMessageKey,
      status: number,
    ): ApiError => ({
      kind,
      message: clientMessage(messageKey),
      messageKey,
      status,
      method,
      path,
    });

    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    const locationId = readLocationId(storage);
    if (locationId) headers['X-Location-Id'] = locationId;

    if (!exempt) {
      // A tab asks for its handshake as it starts (a new tab has none in its session storage
      // yet): a call made meanwhile waits for that request instead of failing. With none
      // under way, a call without the values fails as SPEC section 5 says.
      if (!readHandshakeData(storage) && pendingHandshake) {
        const shaken = await pendingHandshake;
        if (!shaken.ok) return shaken;
      }
      const stored = readHandshakeData(storage);
      if (!stored) return fail(errorOf('handshake', 'handshakeMissing', 0));
      headers.sessionId = stored.sessionId;
      headers.rnduts = stored.rnduts;
      headers.encstr = stored.encstr;
    }
    const token = readAccessToken(storage);
    if (definition.authenticated && token) headers['X-Auth-Token'] = token;
    if (method === 'PUT' && apiKey) headers['X-Api-Key'] = apiKey;
    Object.assign(headers, request.headers);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort();
    request.signal?.addEventListener('abort', cancel, { once: true });
    if (request.signal?.aborted) controller.abort();

    let response: Response;
    let text: string;
    try {
      response = await fetchFn(buildUrl(baseUrl, path, request.query), {
        method,
        headers,
        signal: controller.signal,
        ...(request.body !== undefined && method !== 'GET'
          ? { body: JSON.stringify(request.body) }
          : {}),
      });
      text = await response.text();
    } catch (cause) {
      // SPEC section 8: a DELETE that gets no response reports status 404.
      const status = method === 'DELETE' ? 404 : 0;
      const kind = timedOut ? 'timeout' : 'network';
      const detail = cause instanceof Error ? cause.message : String(cause);
      return fail({ ...errorOf(kind, 'fallback', status), cause: detail });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    }

    const invalidToken = text.trim() === clientMessage('invalidToken');
    let envelope: ApiEnvelope<unknown> = {};
    let parsed = text.trim() === '';
    if (!parsed) {
      try {
        envelope = asEnvelope(JSON.parse(text));
        parsed = true;
      } catch {
        parsed = false;
      }
    }

    const responseCode =
      typeof envelope.responseCode === 'number' ? envelope.responseCode : undefined;
    const failed =
      !response.ok || invalidToken || (responseCode !== undefined && responseCode >= 400);
    if (failed && !exempt && !isRetry && envelope.code === HANDSHAKE_INVALID) {
      // Stored values the API no longer accepts (they expire): renew them once and retry.
      // The API refuses before doing anything, so retrying a POST is safe. A call that
      // failed alongside others finds the values already renewed and just retries.
      if (readHandshakeData(storage)?.encstr === headers.encstr) {
        const renewed = await handshake();
        if (!renewed.ok) return renewed;
      }
      return send<T>(definition, request, baseUrl, true);
    }
    if (failed) {
      const status = response.ok && responseCode !== undefined ? responseCode : response.status;
      const serverMessage = typeof envelope.message === 'string' ? envelope.message : '';
      const fallbackKey: ClientMessageKey = invalidToken
        ? 'invalidToken'
        : status >= 500
          ? 'serverError'
          : 'fallback';
      // The server's own words beat a generic catalogue text; when they are a catalogue text,
      // its key still lets the UI show the Spanish version.
      const serverKey = CLIENT_MESSAGE_KEYS.find((key) => clientMessage(key) === serverMessage);
      const error: ApiError = {
        ...(serverMessage
          ? { kind: 'http', message: serverMessage, status, method, path }
          : errorOf('http', fallbackKey, status)),
        ...(serverKey ? { messageKey: serverKey } : {}),
        ...(responseCode !== undefined ? { responseCode } : {}),
        ...(typeof envelope.code === 'string' ? { code: envelope.code } : {}),
        ...(Array.isArray(envelope.errors) ? { fieldErrors: envelope.errors } : {}),
      };
      return fail(error, {
        sessionExpired: (response.status === 440 || responseCode === 440) && token !== null,
        forbiddenDelete: method === 'DELETE' && response.statusText === 'Forbidden',
        invalidToken: invalidToken || serverMessage === clientMessage('invalidToken'),
      });
    }
    if (!parsed) {
      return fail(errorOf('parse', 'fallback', response.status));
    }
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
