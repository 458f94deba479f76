import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageViewEvent, schedulePageView } from '@snackshop/commerce-core/tracking';
import { useStoreValue, type RootStore } from '@snackshop/commerce-hooks';
import { trackingConsent, type ConsentState } from '../site/consent';
import { useConsent } from '../site/consentState';

const selectRestored = (store: RootStore) => store.hydrated;
const selectSignedIn = (store: RootStore) => store.user.isAuthenticated;

/**
 * page_view 500 ms after each page shows (SPEC section 2) with its path, title, referrer
 * (the previous page after client navigation) and login status; only once the shopper's
 * consent allows it. Choosing consent on a page tracks that page then. The login status
 * is the stores': when they load at the start (`waitForStores`) the first page's view
 * waits for them to restore; otherwise nobody is signed in in this tab, and stores that
 * load later (a first add to cart) do not track the page again.
 */
export function PageViewTracker({
  enabled,
  pageConsent,
  waitForStores,
}: {
  enabled: boolean;
  /** The page's consent (from the consent cookie); a choice made here overrides it. */
  pageConsent: ConsentState;
  waitForStores: boolean;
}) {
  const location = useLocation();
  const { advertising, functional } = useConsent(pageConsent);
  const restored = useStoreValue(selectRestored, !waitForStores);
  const signedIn = useStoreValue(selectSignedIn, false);
  const previousUrl = useRef<string | null>(null);
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || !restored) return undefined;
    const view = `${location.key} ${signedIn} ${advertising} ${functional}`;
    if (tracked.current === view) return undefined;
    const referrer = previousUrl.current ?? document.referrer;
    const cancel = schedulePageView(
      () => {
        tracked.current = view;
        return pageViewEvent({
          contentPath: location.pathname,
          title: document.title,
          referrer,
          loginStatus: signedIn,
        });
      },
      { consent: trackingConsent({ advertising, functional }) },
    );
    return () => {
      cancel();
    };
  }, [
    enabled,
    restored,
    location.key,
    location.pathname,
    location.search,
    advertising,
    functional,
    signedIn,
  ]);

  useEffect(() => {
    const current = window.location.href;
    return () => {
      previousUrl.current = current;
    };
  }, [location.pathname, location.search]);

  return null;
}
