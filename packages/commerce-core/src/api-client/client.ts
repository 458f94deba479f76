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

/** Options of `call`: GET calls take no body. */
export type CallOptions<N extends EndpointName = EndpointName> =
  (typeof endpoints)[N]['method'] extends 'GET' ? Omit<RequestOptions, 'body'> : RequestOptions;

/** The persisted cart of a customer (SPEC section 7 item 1). */
export interface PersistedCart {
  persistCartId: string | null;
  persistCartData: CartLine[];
}

/** Who the persisted-cart calls are about. Missing values are read from storage. */
export interface PersistedCartOwner {
  email: string;
  /** Defaults to session storage `accountId`. */
  accountId?: string;
  /** Defaults to whether a token is stored (a customer counts as signed in then). */
  isAuth?: boolean;
}

/** A navigation menu entry; `menuSeq` is its place in the menu. */
export interface NavigationItem {
  menuSeq?: number;
  [field: string]: unknown;
}

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

/** The filter-products request (SPEC section 7 item 10). */
export interface FilterProductsRequest {
  /** Defaults to the stored location number. */
  locationNumber?: string;
  [field: string]: unknown;
}

/** The client of SPEC sections 7 and 8; every method resolves to an `ApiResult`, never rejects. */
export interface ApiClient {
  /** Fetches `/webservices/handshaking` and stores the three values in session storage. */
  handshake(): Promise<ApiResult<HandshakeData>>;
  /** Resolves at once when the handshake values are stored, otherwise runs `handshake()`. */
  ensureHandshake(): Promise<ApiResult<HandshakeData>>;
  /** Any call of the endpoint table by name. */
  call<TData = unknown, N extends EndpointName = EndpointName>(
    name: N,
    options?: CallOptions<N>,
  ): Promise<ApiResult<TData>>;
  /** 1. The customer's persisted cart. */
  getPersistedCart(owner: PersistedCartOwner): Promise<ApiResult<PersistedCart>>;
  /** 2. Saves the persisted cart; `cartamount` is computed from the lines. */
  updatePersistedCart(
    owner: PersistedCartOwner & { persistCartData: CartLine[] },
  ): Promise<ApiResult<unknown>>;
  /** 3. Social-user identification by email. */
  identifySocialUser<T = unknown>(email: string): Promise<ApiResult<T>>;
  /** 4. The label list of a location (defaults to the stored location number). */
  getLabels<T = unknown>(locationNumber?: string): Promise<ApiResult<T>>;
  /** 5. The config list. */
  getConfig<T = unknown>(): Promise<ApiResult<T>>;
  /** 6. The navigation list, sorted by `menuSeq`. */
  getNavigation<T extends NavigationItem = NavigationItem>(): Promise<ApiResult<T[]>>;
  /** 7. The multipack config. */
  getMultipackConfig<T = unknown>(): Promise<ApiResult<T>>;
  /** 8. The home banner list. */
  getBanners<T = unknown>(): Promise<ApiResult<T>>;
  /** 9. The signed-in customer. */
  getCustomer<T = unknown>(): Promise<ApiResult<T>>;
  /** 10. Products matching filters, for a location. */
  filterProducts<T = unknown>(request?: FilterProductsRequest): Promise<ApiResult<T>>;
  /** 11. Creates a customer account. */
  registerUser<T = unknown>(payload: RegisterUserPayload): Promise<ApiResult<T>>;
  /** 12. Adds an address to the signed-in customer's book. */
  createAddress<T = unknown>(address: Record<string, unknown>): Promise<ApiResult<T>>;
  /** 13. A PKCE challenge from `/api/get-pkce-challenge` under the given base URL. */
  getPkceChallenge<T = unknown>(base: string): Promise<ApiResult<T>>;
  /** 14. Starts the forgot-password flow. */
  forgotPassword<T = unknown>(request: { email: string }): Promise<ApiResult<T>>;
}

/** Sorts menu entries by `menuSeq`; entries without one keep their order after the others. */
export function sortByMenuSeq<T extends NavigationItem>(items: readonly T[]): T[] {
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
    email: input.email,
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

    call(name, callOptions) {
      return send(endpoints[name], callOptions as RequestOptions);
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

    async getNavigation<T extends NavigationItem>() {
      const result = await send<unknown>(endpoints.navigationList);
      if (!result.ok) return result;
      return { ...result, data: sortByMenuSeq(navigationArray(result.data)) as T[] };
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
    getPkceChallenge: (base) => send(endpoints.pkceChallenge, {}, base),
    forgotPassword: (request) => send(endpoints.forgotPassword, { body: request }),
  };
  return client;
}
