import { data } from 'react-router';
import {
  createApiClient,
  createMemoryStorage,
  type ApiClient,
  type ApiFailure,
  type ApiResult,
  type CallArgs,
  type CallOptions,
  type EndpointName,
  type ResponseOf,
} from '@snackshop/commerce-core/api-client';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { AnswerCache, answerLifetime } from './apiAnswers.server';
import { cacheHeader } from './cache.server';
import { siteEnv } from './env.server';

let client: ApiClient | undefined;
const answers = new AnswerCache();

/**
 * The site server's API client. It holds its own handshake values in memory (never a
 * shopper's), renews them when the API says they expired, and only makes anonymous
 * catalogue calls: anything personal happens in the browser with the shopper's own values.
 */
export function serverApi(): ApiClient {
  client ??= createApiClient({
    baseUrl: siteEnv().API_URL,
    storage: { session: createMemoryStorage(), local: createMemoryStorage() },
    timeoutMs: 10_000,
    onEvent: (event) => {
      // Answers the caller expects and handles (a 404 for an unknown product, an Order Lookup
      // miss, a refused form) are not server faults: only a failed API or no answer is logged.
      if (event.type === 'Timeout' && (event.error.kind !== 'http' || event.error.status >= 500)) {
        console.error(
          `storefront: API call failed: ${event.error.path} ${event.error.status} ${event.error.message}`,
        );
      }
    },
  });
  return client;
}

/** Replaces the server client (tests point it at their own API). */
export function setServerApi(next: ApiClient | undefined): void {
  client = next;
  answers.clear();
}

/**
 * One call of the endpoint table from the site server, after the server's own handshake;
 * the answer as the client gives it (a failure is a value, never a throw). A successful
 * answer to a read every visitor gets alike is reused for its lifetime (`answerLifetimes`).
 */
export function callApi<N extends EndpointName>(
  name: N,
  ...options: CallArgs<N>
): Promise<ApiResult<ResponseOf<N>>> {
  const lifetime = answerLifetime(name);
  const call = async (): Promise<ApiResult<ResponseOf<N>>> => {
    const api = serverApi();
    const shake = await api.ensureHandshake();
    if (!shake.ok) return shake as ApiFailure;
    const result = await api.call(name, ...options);
    // A location the browser's cookie names but the API knows no longer (or never did: the
    // cookie is the shopper's to write) is not worth an error page: the page is answered
    // for no location, as for a shopper who has not given a ZIP code.
    if (!result.ok && refusedLocation(result)) {
      return api.call(name, ...(withoutLocation(options) as CallArgs<N>));
    }
    return result;
  };
  if (lifetime === undefined) return call();
  const key = `${name} ${JSON.stringify(options[0] ?? {})}`;
  return answers.get(key, lifetime, call, (result) => result.ok);
}

/** Where a call names the shopper's location (decision 0033). */
const LOCATION_FIELDS = ['X-Location-Id', 'locationNumber'];

/** The API refused the call for the location it named. */
function refusedLocation(result: ApiFailure): boolean {
  return (
    result.status === 400 &&
    (result.error.fieldErrors ?? []).some((entry) => LOCATION_FIELDS.includes(entry.field))
  );
}

/** A call's options without the location: no `X-Location-Id`, no `locationNumber`. */
function withoutLocation(options: readonly unknown[]): unknown[] {
  const [first, ...rest] = options;
  if (typeof first !== 'object' || first === null) return [...options];
  const copy: Record<string, unknown> = { ...first };
  for (const part of ['headers', 'body', 'query']) {
    const value = copy[part];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    copy[part] = Object.fromEntries(
      Object.entries(value).filter(([key]) => !LOCATION_FIELDS.includes(key)),
    );
  }
  return [copy, ...rest];
}

/**
 * Critical data of a page: the API's `data`, or a thrown response the error boundary
 * shows (404 when the API does not know the thing, 502 when the API failed).
 */
export async function apiData<N extends EndpointName>(
  name: N,
  ...options: CallArgs<N>
): Promise<ResponseOf<N>> {
  const result = await callApi(name, ...options);
  if (result.ok) return result.data;
  const status = result.status === 404 ? 404 : result.status === 400 ? 400 : 502;
  throw data({ message: result.error.message }, { status, headers: cacheHeader('none') });
}

/**
 * Secondary data of a page (recommendations, banners): the API's `data`, or `fallback`
 * when the call fails, so one failed list never takes the page down.
 */
export async function apiDataOr<N extends EndpointName>(
  name: N,
  options: CallOptions<N>,
  fallback: ResponseOf<N>,
): Promise<ResponseOf<N>> {
  try {
    const result = await callApi(name, ...([options] as CallArgs<N>));
    return result.ok ? result.data : fallback;
  } catch (error) {
    console.error('storefront: secondary API data failed', error);
    return fallback;
  }
}

/** The page of a change the API could not make: nothing changed, try again (502). */
export const apiFailurePage = (language: Language) =>
  data(
    { message: formatMessage('apiFailure', language) },
    { status: 502, headers: cacheHeader('none') },
  );
