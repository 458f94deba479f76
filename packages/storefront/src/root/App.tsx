import { useEffect, useRef, useState } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches, useNavigate } from 'react-router';
import { LANGUAGE_QUERY_PARAM } from '@snackshop/commerce-core/catalogue';
import { StoreProvider, type RootStore } from '@snackshop/commerce-hooks';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { BusinessOrderPrompt } from '../shell/BusinessOrderPrompt';
import { CookieConsentPrompt } from '../shell/CookieConsentPrompt';
import { ShellNotificationBar } from '../shell/ShellNotificationBar';
import { DeferredMiniCart } from '../shell/DeferredMiniCart';
import { PageViewTracker } from '../tracking/PageViewTracker';
import { createStore } from './createStore';
import * as styles from './document.css';
import { pageHandle } from './handle';
import type { ShellData } from './shellData';
import { SkipLink } from '../shell/SkipLink';

/** The id of each page's `<main>`, target of the skip link. */
export const MAIN_ID = 'main-content';

/**
 * The application shell (SPEC section 2 `/_app`): the stores, the header with its menus,
 * the page, the footer, the notification bar, cookie consent and page-view tracking.
 * Bare and maintenance pages get the page alone.
 */
export function App() {
  const shell = useLoaderData<ShellData>();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [store] = useState(() => {
    const created = createStore({ onSessionExpired: () => void navigateRef.current('/') });
    if (shell.consent.decided) created.cookieConsent.setConsent(shell.consent);
    created.config.setLanguage(shell.language);
    created.config.setConfigList(shell.config);
    return created;
  });
  useStoreLifecycle(store, shell);
  const { layout, secure } = pageHandle(useMatches());

  if (layout === 'bare' || layout === 'maintenance') {
    return (
      <StoreProvider store={store}>
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </StoreProvider>
    );
  }
  return (
    <StoreProvider store={store}>
      <SkipLink target={MAIN_ID} />
      <Header shell={shell} />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1} data-secure={secure || undefined}>
        <Outlet />
      </main>
      <BusinessOrderPrompt businessSiteUrl={shell.businessSiteUrl} />
      <Footer shell={shell} />
      <ShellNotificationBar />
      <DeferredMiniCart />
      <CookieConsentPrompt />
      <PageViewTracker enabled={shell.config.enableGTMEvents !== false} />
    </StoreProvider>
  );
}

/** Starts the stores in the browser and keeps language and the test feature in step with the URL. */
function useStoreLifecycle(store: RootStore, shell: ShellData) {
  const location = useLocation();
  useEffect(() => {
    // Every browser call needs the handshake values (SPEC section 5); fetch them once per tab.
    void store.client.ensureHandshake();
    void store.start();
    return () => store.dispose();
  }, [store]);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.has(LANGUAGE_QUERY_PARAM)) store.applyLanguageFromUrl(url);
    else store.config.setLanguage(shell.language);
    // SPEC section 4's test feature: logout after 1 s on multipack/all-snacks URLs.
    store.scheduleTestSessionExpiry(url);
  }, [store, shell.language, location.pathname, location.search]);
}
