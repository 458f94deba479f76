import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageViewEvent, schedulePageView } from '@snackshop/commerce-core/tracking';
import { useCookieConsentStore, useUserStore } from '@snackshop/commerce-hooks';
import { trackingConsent } from '../shell/consent';

/**
 * page_view 500 ms after each page shows (SPEC section 2) with its path, title, referrer
 * (the previous page after client navigation) and login status; only once the shopper's
 * consent allows it. Choosing consent on a page tracks that page then.
 */
export const PageViewTracker = observer(function PageViewTracker({
  enabled,
}: {
  enabled: boolean;
}) {
  const location = useLocation();
  const consentStore = useCookieConsentStore();
  const user = useUserStore();
  const previousUrl = useRef<string | null>(null);
  const { advertising, functional } = consentStore;
  const signedIn = user.isAuthenticated;

  useEffect(() => {
    if (!enabled) return undefined;
    const referrer = previousUrl.current ?? document.referrer;
    const cancel = schedulePageView(
      () =>
        pageViewEvent({
          contentPath: location.pathname,
          title: document.title,
          referrer,
          loginStatus: signedIn,
        }),
      { consent: trackingConsent({ advertising, functional }) },
    );
    return () => {
      cancel();
    };
  }, [enabled, location.pathname, location.search, advertising, functional, signedIn]);

  useEffect(() => {
    const current = window.location.href;
    return () => {
      previousUrl.current = current;
    };
  }, [location.pathname, location.search]);

  return null;
});
