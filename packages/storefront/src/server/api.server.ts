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
    return api.call(name, ...options);
  };
  if (lifetime === undefined) return call();
  const key = `${name} ${JSON.stringify(options[0] ?? {})}`;
  return answers.get(key, lifetime, call, (result) => result.ok);
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
