import { makeObservable, observable, reaction, runInAction } from 'mobx';
import {
  LOCAL_STORAGE_KEYS,
  TEST_FEATURE_LOGOUT_DELAY_MS,
  createApiClient,
  endpoints,
  formatMessage,
  isSessionExpired,
  resolveLanguage,
  translateMessage,
  type ApiClient,
  type ApiEvent,
  type ClientStorage,
} from '@snackshop/commerce-core';
import {
  persistStores,
  restoreStores,
  type PersistStorage,
  type PersistedStores,
  type RestoreReport,
} from '../persistence/persist';
import { CartSync, type SyncLogger } from '../sync/CartSync';
import { CartStore } from './CartStore';
import { CheckoutStore } from './CheckoutStore';
import { ConfigStore } from './ConfigStore';
import { CookieConsentStore } from './CookieConsentStore';
import { NotificationStore } from './NotificationStore';
import { UserStore } from './UserStore';

/**
 * Calls that run in the background to keep the cart in step: their failures are logged,
 * not shown (SPEC section 4 "a failed cart update or multipack update only logs an error").
 */
export const QUIET_FAILURE_PATHS: readonly string[] = [
  endpoints.getCartWebData.path,
  endpoints.saveCartWebData.path,
  endpoints.mixPackUpdate.path,
];

/** The query parameter of SPEC section 4's test feature. */
export const TEST_SESSION_EXPIRE_PARAM = 'testsessionexpirefeature';

/** How the stores are set up. */
export interface RootStoreOptions {
  /** The commerce API origin. */
  baseUrl: string;
  /** The browser's storages, or in-memory ones on the server (see `browserStorage`). */
  storage: ClientStorage;
  /** Where the slices are persisted; `storage.session` unless given. */
  persistStorage?: PersistStorage;
  /** An existing client; its events must then be passed to `handleApiEvent`. */
  client?: ApiClient;
  fetch?: typeof globalThis.fetch;
  apiKey?: string;
  /** The restore timeout (SPEC section 3: 5000 ms). */
  restoreTimeoutMs?: number;
  cartSyncDebounceMs?: number;
  logger?: SyncLogger;
  /** Receives the Timeout tracking event of every failed call (SPEC section 8). */
  onTrack?: (event: Extract<ApiEvent, { type: 'Timeout' }>) => void;
  /** The session expired: the shell sends the shopper home (SPEC section 2). */
  onSessionExpired?: () => void;
  /** A DELETE was refused as 'Forbidden': reload the page. Defaults to `location.reload()`. */
  onReload?: () => void;
}

/**
 * All stores of the storefront, wired to one API client: a 440 signs the customer out with
 * the spec's message, a failed call shows the API failure alert, slices are restored from
 * and persisted to session storage, and the cart is kept in step with the API.
 */
export class RootStore {
  readonly client: ApiClient;
  readonly storage: ClientStorage;
  readonly cart = new CartStore();
  readonly checkout = new CheckoutStore();
  readonly user: UserStore;
  readonly config: ConfigStore;
  readonly notification = new NotificationStore();
  readonly cookieConsent = new CookieConsentStore();
  readonly cartSync: CartSync;
  /** False until the stored state has been restored (or given up on). */
  hydrated = false;
  restoreReport: RestoreReport | null = null;

  private readonly persistStorage: PersistStorage;
  private disposers: (() => void)[] = [];
  private testLogoutTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: RootStoreOptions) {
    this.storage = options.storage;
    this.persistStorage = options.persistStorage ?? options.storage.session;
    this.client =
      options.client ??
      createApiClient({
        baseUrl: options.baseUrl,
        storage: options.storage,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.apiKey ? { apiKey: options.apiKey } : {}),
        onEvent: (event) => this.handleApiEvent(event),
      });
    this.user = new UserStore(options.storage, this.client);
    this.config = new ConfigStore(this.client);
    this.cartSync = new CartSync({
      cart: this.cart,
      user: this.user,
      client: this.client,
      storage: options.storage,
      ...(options.cartSyncDebounceMs !== undefined
        ? { debounceMs: options.cartSyncDebounceMs }
        : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    });
    const storedLanguage = this.readStoredLanguage();
    if (storedLanguage) this.config.setLanguage(storedLanguage);
    makeObservable<RootStore>(this, { hydrated: observable, restoreReport: observable.ref });
  }

  /** The persisted slices by their storage key. */
  get persistedStores(): PersistedStores {
    return { checkout: this.checkout, cart: this.cart, config: this.config, user: this.user };
  }

  /**
   * Restores the stored state (giving up after the restore timeout), then persists every
   * change and keeps the cart in step with the API. Call once, in the browser.
   */
  async start(): Promise<RestoreReport> {
    const report = await restoreStores(this.persistedStores, this.persistStorage, {
      ...(this.options.restoreTimeoutMs !== undefined
        ? { timeoutMs: this.options.restoreTimeoutMs }
        : {}),
    });
    runInAction(() => {
      this.restoreReport = report;
      this.hydrated = true;
    });
    this.disposers.push(persistStores(this.persistedStores, this.persistStorage));
    this.disposers.push(
      reaction(
        () => this.config.language,
        (language) => this.writeStoredLanguage(language),
      ),
    );
    this.cartSync.start();
    this.disposers.push(() => this.cartSync.dispose());
    return report;
  }

  /** Stops persisting, syncing and timers. */
  dispose(): void {
    this.disposers.forEach((dispose) => dispose());
    this.disposers = [];
    this.notification.dispose();
    clearTimeout(this.testLogoutTimer);
  }

  /**
   * Applies the language a URL asks for (`lang=es-us` or `lang=en-us`), else keeps the
   * stored choice; the choice is stored.
   */
  applyLanguageFromUrl(url: string | URL): void {
    this.config.setLanguage(resolveLanguage(url, this.config.language));
    this.writeStoredLanguage(this.config.language);
  }

  /**
   * SPEC section 4's test feature: with `testsessionexpirefeature` in the query of a URL
   * containing `multipack/all-snacks`, the session of a signed-in customer expires after 1
   * second. A visitor (no token in local storage when the second is up) is left alone.
   * Returns whether it was scheduled.
   */
  scheduleTestSessionExpiry(url: string | URL): boolean {
    const parsed = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
    if (!parsed.searchParams.has(TEST_SESSION_EXPIRE_PARAM)) return false;
    if (!parsed.pathname.includes('multipack/all-snacks')) return false;
    clearTimeout(this.testLogoutTimer);
    this.testLogoutTimer = setTimeout(() => {
      if (this.user.hasStoredToken()) this.expireSession();
    }, TEST_FEATURE_LOGOUT_DELAY_MS);
    return true;
  }

  /** Reacts to the client's events (SPEC section 8). */
  handleApiEvent(event: ApiEvent): void {
    switch (event.type) {
      case 'logout':
        this.expireSession();
        break;
      case 'invalidToken':
        // The API no longer knows this tab's token: the sign-in ended elsewhere (signed out
        // on the other site or in another tab, the password changed). A tab signed in says so
        // and shows the signed-out state; a stray token of a visitor just goes.
        if (this.user.isAuthenticated) this.expireSession('identity');
        else this.user.logout('invalidToken');
        break;
      case 'reload':
        if (this.options.onReload) this.options.onReload();
        else globalThis.location?.reload();
        break;
      case 'Timeout':
        this.options.onTrack?.(event);
        break;
      case 'showApiFailAlert': {
        const { error } = event;
        // The session-expired or signed-out message already says what happened ("Invalid
        // token." tells a shopper nothing).
        if (isSessionExpired(error)) break;
        if (error.messageKey === 'invalidToken') break;
        if (QUIET_FAILURE_PATHS.includes(error.path)) break;
        this.notification.error(translateMessage(error.message, this.config.language));
        break;
      }
    }
  }

  /**
   * The session ended (a 440, the test feature, or the site's server found it so): logs
   * out with "Your session has timed out. Please login to continue." and tells the shell,
   * which sends the shopper home. `identity`: the identity session was removed (signed out
   * elsewhere, the password changed), so its stored code, tokens and user go as well (SPEC
   * section 4), and the shopper reads that they were signed out, not that time ran out.
   */
  expireSession(kind: 'session' | 'identity' = 'session'): void {
    if (kind === 'identity') this.user.expireIdentitySession();
    else this.user.logout('sessionexpired');
    const message = kind === 'identity' ? 'signedOutElsewhere' : 'sessionExpired';
    this.notification.error(formatMessage(message, this.config.language));
    this.options.onSessionExpired?.();
  }

  private readStoredLanguage(): string | null {
    try {
      return this.storage.local.getItem(LOCAL_STORAGE_KEYS.language);
    } catch {
      return null;
    }
  }

  private writeStoredLanguage(language: string): void {
    try {
      this.storage.local.setItem(LOCAL_STORAGE_KEYS.language, language);
    } catch (error) {
      console.warn('Could not store the language', error);
    }
  }
}
