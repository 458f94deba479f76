import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  Outlet,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useSubmit,
  type NavigateFunction,
} from 'react-router';
import { readAccessToken } from '@snackshop/commerce-core/api-client';
import { LANGUAGE_QUERY_PARAM } from '@snackshop/commerce-core/language';
import {
  StoreHandleProvider,
  createStoreHandle,
  type RootStore,
  type StoreHandle,
} from '@snackshop/commerce-hooks';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { BusinessOrderPrompt } from '../shell/BusinessOrderPrompt';
import { CookieConsentPrompt, pressedCookieSettings } from '../shell/CookieConsentPrompt';
import { ServerHtml } from '../shell/ServerHtml';
import { ShellNotificationBar } from '../shell/ShellNotificationBar';
import { DeferredMiniCart } from '../routes/cart/DeferredMiniCart';
import { PageViewTracker } from '../tracking/PageViewTracker';
import * as styles from '../shell/shell.css';
import { pageHandle } from '../site/handle';
import { FOOTER_PART, type ShellData } from '../site/shellData';
import { SkipLink } from '../shell/SkipLink';
import { HydrateLater, hydrateWaitingParts } from '../shell/HydrateLater';
import { useHydratedMark } from '../hydration/hydratedMark';
import { useRouterUpdates } from '../hydration/routerUpdates';
import { ThirdPartyScripts } from '../shell/ThirdPartyScripts';
import { tabHasStoredState } from './storedState';
import type { createRootLoader } from '../server/root.server';

/** The id of each page's `<main>`, target of the skip link. */
const MAIN_ID = 'main-content';

/**
 * The application shell (SPEC section 2 `/_app`): the stores, the header with its menus,
 * the page, the footer, the notification bar, cookie consent and page-view tracking.
 * Bare and maintenance pages get the page alone.
 */
export function App() {
  const shell = useLoaderData<ReturnType<typeof createRootLoader>>();
  const navigate = useNavigate();
  const submit = useSubmit();
  // The session ended in the browser (a 440, the test feature): the site's session ends
  // too, and the shopper lands on the home page (SPEC sections 2 and 4).
  const endSession = () =>
    void submit({ reason: 'expired' }, { method: 'post', action: '/signout', navigate: false });
  const handle = useShellStoreHandle({ shell, navigate, endSession });
  const [storesAtStart] = useState(
    () =>
      typeof window !== 'undefined' &&
      (shell.shopper !== null || shell.sessionEnded !== null || tabHasStoredState()),
  );
  useStoreLifecycle(handle, shell, storesAtStart);
  useHydrateBeforeRouterUpdates();
  useHydratedMark();
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
      <Header shell={shell} compact={layout === 'hot'} />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1} data-secure={secure || undefined}>
        <Outlet />
      </main>
      <BusinessOrderPrompt businessSiteUrl={shell.businessSiteUrl} />
      <ServerHtml name={FOOTER_PART} data={shell.footerNav} onKeptClick={pressedCookieSettings}>
        {(links) => <Footer shell={shell} links={links} />}
      </ServerHtml>
      <ShellNotificationBar />
      <DeferredMiniCart />
      <HydrateLater>
        <CookieConsentPrompt consent={shell.consent} />
      </HydrateLater>
      <ThirdPartyScripts
        scripts={shell.thirdPartyScripts}
        pageConsent={shell.consent}
        secure={secure}
        tagEvents={shell.config.enableGTMEvents !== false}
      />
      <PageViewTracker
        enabled={shell.config.enableGTMEvents !== false}
        pageConsent={shell.consent}
        waitForStores={storesAtStart}
      />
    </StoreHandleProvider>
  );
}

/**
 * The parts that hydrate later hydrate before the router's first update (a navigation, the
 * routes the page's links discover, a revalidation) reaches them.
 */
function useHydrateBeforeRouterUpdates() {
  useRouterUpdates(hydrateWaitingParts);
}

/** What the stores are created from: the latest render's shell data and navigation. */
interface StoreSource {
  current: { shell: ShellData; navigate: NavigateFunction; endSession: () => void };
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
        onSessionExpired: () => source.current.endSession(),
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

function useShellStoreHandle(current: StoreSource['current']): StoreHandle {
  // On the server, one handle per request.
  const [serverStores] = useState(() =>
    typeof window === 'undefined' ? newStores(current) : null,
  );
  const stores = serverStores ?? (browserStores ??= newStores(current));
  stores.source.current = current;
  return stores.handle;
}

/**
 * Keeps the browser's sign-in in step with the site's session once the stored state is
 * restored: the site's server found the API session ended (the spec's message, then
 * home); the site's session gone while the browser keeps a token (signed out on the other
 * site): the same; signed in with the token stored but a fresh tab's slice empty: signed in
 * again.
 */
function syncSignIn(store: RootStore, shell: ShellData) {
  const { user } = store;
  if (shell.sessionEnded) {
    store.expireSession(shell.sessionEnded === 'removed' ? 'identity' : 'session');
    return;
  }
  if (!shell.shopper) {
    // The browser still holds a sign-in the site's session no longer has: the identity
    // session was removed elsewhere (signed out on the other site, whose sign-out ends every
    // site's session) or its session ran out. The shopper hears so and goes home.
    if (user.hasStoredToken()) store.expireSession('identity');
    else if (user.isAuthenticated) user.logout();
    return;
  }
  const token = readAccessToken(store.storage);
  if (user.isAuthenticated || !token) return;
  if (shell.shopper.loginMethod === 'google') user.socialLogin(token);
  else user.login(token);
  void user.loadCustomer();
}

/**
 * Loads the stores in the browser (they live as long as the tab) once the page has hydrated
 * when `atStart` (the tab has state for them to restore, or the shopper is signed in);
 * otherwise the first action that needs them loads them (`useWithStores`, `useStores`), so
 * a first visit fetches and runs none of their code. Once loaded, keeps language and the
 * test feature in step with the URL, and the browser's sign-in in step with the site's session.
 */
function useStoreLifecycle(handle: StoreHandle, shell: ShellData, atStart: boolean) {
  const location = useLocation();
  const loaded = useSyncExternalStore(
    handle.subscribe,
    () => handle.current !== null,
    () => false,
  );
  const signedIn = shell.shopper !== null || shell.sessionEnded !== null;
  useEffect(() => {
    if (atStart || signedIn) void handle.load();
  }, [handle, atStart, signedIn]);

  useEffect(() => {
    if (!loaded) return undefined;
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
  }, [handle, loaded, shell.language, location.pathname, location.search]);

  useEffect(() => {
    if (!loaded) return;
    void handle.load().then(({ store, watch }) => {
      if (store.hydrated) {
        syncSignIn(store, shell);
        return;
      }
      const stop = watch(
        (current) => current.hydrated,
        () => {
          if (!store.hydrated) return;
          stop();
          syncSignIn(store, shell);
        },
      );
    });
  }, [handle, loaded, shell]);
}
