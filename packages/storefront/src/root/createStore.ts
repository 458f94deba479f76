import {
  RootStore,
  browserStorage,
  loadedStores,
  type LoadedStores,
} from '@snackshop/commerce-hooks';
import { pushToDataLayer, timeoutEvent } from '@snackshop/commerce-core/tracking';
import { API_PROXY_PATH } from '../site/apiPath';
import { currentConsent } from '../site/consentState';
import { readConsent } from '../tracking/consentReader';
import type { ShellData } from '../site/shellData';

/**
 * The stores of one browser tab, talking to the API through the site's proxy. On the
 * server (no window) they hold nothing and make no calls. A failed call is reported as the
 * Timeout event of SPEC section 8, when consent allows.
 */
export function createStore(options: { onSessionExpired: () => void }): RootStore {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new RootStore({
    baseUrl: `${origin}${API_PROXY_PATH}`,
    storage: browserStorage(),
    onSessionExpired: options.onSessionExpired,
    onTrack: (event) => {
      pushToDataLayer(
        timeoutEvent({
          error: event.error.message,
          userId: event.accountId,
          cartId: event.persistantcartid,
          sessionId: event.customerSessionId,
        }),
        { consent: readConsent() },
      );
    },
  });
}

/**
 * The shell's stores, loaded after the first paint (its own chunk: MobX, the API client,
 * cart sync), created with the page's consent, language and config. They start (see
 * `startShellStores`) only once the page has hydrated, so that a page hydrating with them
 * renders what the server did.
 */
export function createShellStores(
  shell: Pick<ShellData, 'consent' | 'language' | 'config'>,
  options: { onSessionExpired: () => void },
): LoadedStores {
  const store = createStore(options);
  // The shopper may have chosen in this tab before the stores loaded.
  const consent = currentConsent(shell.consent);
  if (consent.decided) store.cookieConsent.setConsent(consent);
  store.config.setLanguage(shell.language);
  store.config.setConfigList(shell.config);
  return loadedStores(store);
}

const started = new WeakSet<RootStore>();

/**
 * Starts the stores of the browser tab once: the handshake (every browser call needs its
 * values, SPEC section 5), the stored state restored, the cart kept in sync. The browser's
 * tabs share one cart (the site gives them one handshake): a tab that comes back into view,
 * or back from the browser's page cache, takes what another tab did to it meanwhile.
 */
export function startShellStores(store: RootStore): void {
  if (started.has(store)) return;
  started.add(store);
  void store.client.ensureHandshake();
  void store.start();
  const refresh = () => void store.cartSync.refresh();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) refresh();
  });
}
