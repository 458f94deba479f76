import { RootStore, browserStorage } from '@snackshop/commerce-hooks';
import { pushToDataLayer, timeoutEvent } from '@snackshop/commerce-core/tracking';
import { API_PROXY_PATH } from '../shell/apiPath';
import { readConsent } from '../tracking/consentReader';

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
