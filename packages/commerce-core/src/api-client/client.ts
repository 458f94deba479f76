import type { BodyOf, QueryOf, ResponseOf } from '../contract/types';
import { cartAmount } from '../cart/totals';
import type { CartLine } from '../cart/types';
import { endpoints, type EndpointName } from './endpoints';
import type { ApiResult } from './results';
import {
  readAccessToken,
  readHandshakeData,
  readLocationNumber,
  readLoyaltyId,
  readSessionIds,
  type HandshakeData,
} from './storage';
import {
  createTransport,
  type ApiClientOptions,
  type QueryParams,
  type RequestOptions,
} from './transport';

/** A part of a call that the endpoint may require (when some field of it has no default). */
type Part<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: never }
  : Record<string, never> extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

/**
 * Options of `call(name, ...)`: the query and body the endpoint's schema reads (GET takes no
 * body), plus headers and a signal.
 */
export type CallOptions<N extends EndpointName> = Omit<RequestOptions, 'query' | 'body'> &
  Part<'query', QueryOf<N>> &
  Part<'body', BodyOf<N>>;

/** The arguments after the name of `call(name, ...)`: its options, optional when nothing is required. */
export type CallArgs<N extends EndpointName> =
  Record<string, never> extends CallOptions<N>
    ? [options?: CallOptions<N>]
    : [options: CallOptions<N>];

/** The persisted cart of a customer (SPEC section 7 item 1). */
export type PersistedCart = ResponseOf<'getCartWebData'>;

/** Who the persisted-cart calls are about. Missing values are read from storage. */
export interface PersistedCartOwner {
  /** The signed-in customer's; none for a guest, whose cart is its handshake session's. */
  email?: string;
  /** Defaults to session storage `accountId`. */
  accountId?: string;
  /** Defaults to whether a token is stored (a customer counts as signed in then). */
  isAuth?: boolean;
}

/** A navigation menu entry; `menuSeq` is its place in the menu. */
export type NavigationItem = ResponseOf<'navigationList'>['data'][number];

/** The registration payload of SPEC section 3: the profile plus `sourceID` and `loyaltyId`. */
export interface RegisterUserPayload {
  /** Which storefront the customer signed up on. */
  sourceID: string;
  /** Loyalty programme id; taken from session storage `loyaltyId` when left out. */
  loyaltyId?: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  [field: string]: unknown;
}

/** The filter-products request (SPEC section 7 item 10); `locationNumber` defaults to the stored one. */
export type FilterProductsRequest = BodyOf<'filterProducts'>;

/** The client of SPEC sections 7 and 8; every method resolves to an `ApiResult`, never rejects. */
export interface ApiClient {
  /** Fetches `/webservices/handshaking` and stores the three values in session storage. */
  handshake(): Promise<ApiResult<HandshakeData>>;
  /** Resolves at once when the handshake values are stored, otherwise runs `handshake()`. */
  ensureHandshake(): Promise<ApiResult<HandshakeData>>;
  /** Any call of the endpoint table by name; the answer's type comes from the contract. */
  call<N extends EndpointName>(name: N, ...options: CallArgs<N>): Promise<ApiResult<ResponseOf<N>>>;
  /** 1. The customer's persisted cart. */
  getPersistedCart(owner: PersistedCartOwner): Promise<ApiResult<PersistedCart>>;
  /** 2. Saves the persisted cart; `cartamount` is computed from the lines. */
  updatePersistedCart(
    owner: PersistedCartOwner & { persistCartData: CartLine[] },
  ): Promise<ApiResult<ResponseOf<'saveCartWebData'>>>;
  /** 3. Social-user identification by email. */
  identifySocialUser(email: string): Promise<ApiResult<ResponseOf<'usersExists'>>>;
  /** 4. The label list of a location (defaults to the stored location number). */
  getLabels(locationNumber?: string): Promise<ApiResult<ResponseOf<'labelsList'>>>;
  /** 5. The config list. */
  getConfig(): Promise<ApiResult<ResponseOf<'configList'>>>;
  /** 6. The navigation list, sorted by `menuSeq`. */
  getNavigation(): Promise<ApiResult<NavigationItem[]>>;
  /** 7. The multipack config. */
  getMultipackConfig(): Promise<ApiResult<ResponseOf<'multipackConfig'>>>;
  /** 8. The home banner list. */
  getBanners(): Promise<ApiResult<ResponseOf<'homeBannerList'>>>;
  /** 9. The signed-in customer. */
  getCustomer(): Promise<ApiResult<ResponseOf<'getCustomer'>>>;
  /** 10. Products matching filters, for a location. */
  filterProducts(request?: FilterProductsRequest): Promise<ApiResult<ResponseOf<'filterProducts'>>>;
  /** 11. Creates a customer account. */
  registerUser(payload: RegisterUserPayload): Promise<ApiResult<ResponseOf<'createCustomer'>>>;
  /** 12. Adds an address to the signed-in customer's book. */
  createAddress(address: Record<string, unknown>): Promise<ApiResult<ResponseOf<'createAddress'>>>;
  /**
   * 13. A PKCE challenge from `/api/get-pkce-challenge` under the given base URL (a site's
   * origin): where to send the shopper to sign in, and back to `returnTo`.
   */
  getPkceChallenge(
    base: string,
    query?: QueryOf<'pkceChallenge'>,
  ): Promise<ApiResult<ResponseOf<'pkceChallenge'>>>;
  /** 14. Starts the forgot-password flow. */
  forgotPassword(request: { email: string }): Promise<ApiResult<ResponseOf<'forgotPassword'>>>;
}

/** Sorts menu entries by `menuSeq`; entries without one keep their order after the others. */
export function sortByMenuSeq<T extends { menuSeq?: number }>(items: readonly T[]): T[] {
  const seq = (item: T) =>
    typeof item.menuSeq === 'number' ? item.menuSeq : Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => seq(a) - seq(b));
}

/** The navigation array, whether the envelope's data is the array or wraps it as `data.data`. */
function navigationArray(data: unknown): NavigationItem[] {
  if (Array.isArray(data)) return data as NavigationItem[];
  if (data !== null && typeof data === 'object') {
    const inner = (data as { data?: unknown }).data;
    if (Array.isArray(inner)) return inner as NavigationItem[];
  }
  return [];
}

/**
 * Creates the API client of SPEC sections 7 and 8. It runs the same in the browser and on
 * the site server: pass `storage` and `fetch` from wherever it runs.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { send, handshake } = createTransport(options);
  const { storage } = options;

  const owner = (input: PersistedCartOwner) => ({
    ...(input.email ? { email: input.email } : {}),
    accountId: input.accountId ?? readSessionIds(storage).accountId ?? '',
    isAuth: input.isAuth ?? readAccessToken(storage) !== null,
  });

  const client: ApiClient = {
    handshake,

    async ensureHandshake() {
      const stored = readHandshakeData(storage);
      if (!stored) return client.handshake();
      return { ok: true, status: 200, success: true, data: stored, envelope: { data: stored } };
    },

    call(name, ...callOptions) {
      return send(endpoints[name], callOptions[0] as RequestOptions);
    },

    getPersistedCart(input) {
      return send<PersistedCart>(endpoints.getCartWebData, {
        query: owner(input) satisfies QueryParams,
      });
    },

    updatePersistedCart(input) {
      return send(endpoints.saveCartWebData, {
        body: {
          persistCartData: input.persistCartData,
          ...owner(input),
          cartamount: cartAmount(input.persistCartData),
        },
      });
    },

    identifySocialUser(email) {
      return send(endpoints.usersExists, { query: { email } });
    },

    getLabels(locationNumber) {
      return send(endpoints.labelsList, {
        query: { locationNumber: locationNumber ?? readLocationNumber(storage) },
      });
    },

    getConfig: () => send(endpoints.configList),

    async getNavigation() {
      const result = await send<unknown>(endpoints.navigationList);
      if (!result.ok) return result;
      return { ...result, data: sortByMenuSeq(navigationArray(result.data)) };
    },

    getMultipackConfig: () => send(endpoints.multipackConfig),
    getBanners: () => send(endpoints.homeBannerList),
    getCustomer: () => send(endpoints.getCustomer),

    filterProducts(request = {}) {
      return send(endpoints.filterProducts, {
        body: { ...request, locationNumber: request.locationNumber ?? readLocationNumber(storage) },
      });
    },

    registerUser(payload) {
      const loyaltyId = payload.loyaltyId ?? readLoyaltyId(storage) ?? undefined;
      return send(endpoints.createCustomer, {
        body: { ...payload, ...(loyaltyId ? { loyaltyId } : {}) },
      });
    },

    createAddress: (address) => send(endpoints.createAddress, { body: address }),
    getPkceChallenge: (base, query = {}) => send(endpoints.pkceChallenge, { query }, base),
    forgotPassword: (request) => send(endpoints.forgotPassword, { body: request }),
  };
  return client;
}
