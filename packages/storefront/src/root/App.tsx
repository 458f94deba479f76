import { useEffect, useState } from 'react';
import {
  Outlet,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  type NavigateFunction,
} from 'react-router';
import { LANGUAGE_QUERY_PARAM } from '@snackshop/commerce-core/language';
import {
  StoreHandleProvider,
  createStoreHandle,
  type StoreHandle,
} from '@snackshop/commerce-hooks';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { BusinessOrderPrompt } from '../shell/BusinessOrderPrompt';
import { CookieConsentPrompt } from '../shell/CookieConsentPrompt';
import { ShellNotificationBar } from '../shell/ShellNotificationBar';
import { DeferredMiniCart } from '../shell/DeferredMiniCart';
import { PageViewTracker } from '../tracking/PageViewTracker';
import * as styles from './document.css';
import { pageHandle } from './handle';
import type { ShellData } from './shellData';
import { SkipLink } from '../shell/SkipLink';

/** The id of each page's `<main>`, target of the skip link. */
const MAIN_ID = 'main-content';

/**
 * The application shell (SPEC section 2 `/_app`): the stores, the header with its menus,
 * the page, the footer, the notification bar, cookie consent and page-view tracking.
 * Bare and maintenance pages get the page alone.
 */
export function App() {
  const shell = useLoaderData<ShellData>();
  const navigate = useNavigate();
  const handle = useShellStoreHandle(shell, navigate);
  useStoreLifecycle(handle, shell);
  const { layout, secure } = pageHandle(useMatches());

  if (layout === 'bare' || layout === 'maintenance') {
    return (
      <StoreHandleProvider handle={handle}>
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </StoreHandleProvider>
    );
  }
  return (
    <StoreHandleProvider handle={handle}>
      <SkipLink target={MAIN_ID} />
      <Header shell={shell} />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1} data-secure={secure || undefined}>
        <Outlet />
      </main>
      <BusinessOrderPrompt businessSiteUrl={shell.businessSiteUrl} />
      <Footer shell={shell} />
      <ShellNotificationBar />
      <DeferredMiniCart />
      <CookieConsentPrompt consent={shell.consent} />
      <PageViewTracker
        enabled={shell.config.enableGTMEvents !== false}
        pageConsent={shell.consent}
      />
    </StoreHandleProvider>
  );
}

/** What the stores are created from: the latest render's shell data and navigation. */
interface StoreSource {
  current: { shell: ShellData; navigate: NavigateFunction };
}

/**
 * A handle on stores that load in their own chunk (MobX, the API client, cart sync): the
 * shell hydrates without them and loads them once hydrated, or sooner when a page reads
 * them while hydrating.
 */
function shellStoreHandle(source: StoreSource): StoreHandle {
  return createStoreHandle(() =>
    loadStoreModule().then(({ createShellStores }) =>
      createShellStores(source.current.shell, {
        onSessionExpired: () => void source.current.navigate('/'),
      }),
    ),
  );
}

const loadStoreModule = () => import('./createStore');

/**
 * The browser tab's one handle. It lives outside React state because a page that suspends
 * while hydrating (waiting for the stores) throws away the state of that first render.
 */
let browserStores: { handle: StoreHandle; source: StoreSource } | null = null;

function newStores(current: StoreSource['current']) {
  const source: StoreSource = { current };
  return { handle: shellStoreHandle(source), source };
}

function useShellStoreHandle(shell: ShellData, navigate: NavigateFunction): StoreHandle {
  // On the server, one handle per request.
  const [serverStores] = useState(() =>
    typeof window === 'undefined' ? newStores({ shell, navigate }) : null,
  );
  const stores = serverStores ?? (browserStores ??= newStores({ shell, navigate }));
  stores.source.current = { shell, navigate };
  return stores.handle;
}

/**
 * Loads the stores in the browser once the page has hydrated (they live as long as the
 * tab) and keeps language and the test feature in step with the URL.
 */
function useStoreLifecycle(handle: StoreHandle, shell: ShellData) {
  const location = useLocation();
  useEffect(() => {
    const url = new URL(window.location.href);
    let current = true;
    void Promise.all([handle.load(), loadStoreModule()]).then(
      ([{ store }, { startShellStores }]) => {
        startShellStores(store);
        if (!current) return;
        if (url.searchParams.has(LANGUAGE_QUERY_PARAM)) store.applyLanguageFromUrl(url);
        else store.config.setLanguage(shell.language);
        // SPEC section 4's test feature: logout after 1 s on multipack/all-snacks URLs.
        store.scheduleTestSessionExpiry(url);
      },
    );
    return () => {
      current = false;
    };
  }, [handle, shell.language, location.pathname, location.search]);
}
