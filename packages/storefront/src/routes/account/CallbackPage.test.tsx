// @vitest-environment jsdom
import { runInAction } from 'mobx';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAccessToken } from '@snackshop/commerce-core/api-client';
import type { CustomerDetails } from '@snackshop/commerce-core/contract';
import {
  RootStore,
  StoreHandleProvider,
  browserStorage,
  loadedStoreHandle,
  loadedStores,
} from '@snackshop/commerce-hooks';
import { createI18n } from '../../i18n/i18n';
import type { CallbackData } from './signIn.server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The kit's styles compile only in a build; the page's behaviour is what is tested here.
vi.mock('@snackshop/ui-kit', () => ({
  Heading: ({ children }: { children: ReactNode }) => <h1>{children}</h1>,
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));
vi.mock('./account.css', () => ({ bare: 'bare', links: 'links' }));

const { CallbackPage } = await import('./CallbackPage');

const customer: CustomerDetails = {
  accountId: '6f1c1d2e-1111-4222-8333-944455556666',
  loginMethod: 'password',
  loyaltyId: '1234567890',
  rewardsMember: true,
  emailVerified: true,
  accountContacts: [
    {
      email: 'rosa@example.com',
      firstName: 'Rosa',
      lastName: 'Prado',
      gender: null,
      birthDate: '1990-04-12',
      phoneNumber: null,
      zipcode: null,
    },
  ],
  accountUsers: [],
  accountAddresses: [],
  savedCards: [],
  newsletters: { rewards: false, shop: true },
};

const signedIn = (
  loginMethod: 'password' | 'google',
): Extract<CallbackData, { status: 'signedIn' }> => ({
  status: 'signedIn',
  accessToken: `api-session-token-${loginMethod}`,
  loginMethod,
  accountId: customer.accountId,
  loyaltyId: customer.loyaltyId,
  customerSessionId: '0f6c8a2e-4b1d-4c3e-9a7f-5d2b1e8c9a04',
  customer,
  returnTo: '/cart',
  accountCreated: false,
  welcome: false,
});

let root: Root | undefined;
let container: HTMLElement;

/** The callback page under a router, its stores restored as the shell's are. */
async function showCallback(result: CallbackData) {
  const store = new RootStore({ baseUrl: 'http://shop.test/api', storage: browserStorage() });
  runInAction(() => {
    store.hydrated = true;
  });
  const Stub = createRoutesStub([
    {
      path: '/implicit/callback',
      Component: CallbackPage,
      HydrateFallback: () => null,
      loader: () => result,
    },
    { path: '/cart', Component: () => <p>The cart</p> },
  ]);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={createI18n('en-us')}>
        <StoreHandleProvider handle={loadedStoreHandle(loadedStores(store))}>
          <Stub initialEntries={['/implicit/callback']} />
        </StoreHandleProvider>
      </I18nextProvider>,
    );
  });
  return store;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
  document.cookie = 'snackshop_consent=; Max-Age=0; Path=/';
});

/** The cookie choices as the consent panel stores them. */
const consentTo = (advertising: boolean) => {
  document.cookie = `snackshop_consent=${encodeURIComponent(
    `functional:1|advertising:${advertising ? 1 : 0}|any:1`,
  )}; Path=/`;
};

const dataLayer = () =>
  ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
    (entry) => 'event' in entry,
  );

/** SHA-256 hex, as the tracking payloads carry personal fields. */
async function sha256(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

describe('the sign-in callback page', () => {
  it('stores what the browser keeps after a password sign-in, then goes back', async () => {
    const store = await showCallback(signedIn('password'));
    await vi.waitFor(() => expect(container.textContent).toContain('The cart'));
    expect(JSON.parse(window.localStorage.getItem('accessToken') ?? '{}')).toEqual({
      accessToken: 'api-session-token-password',
    });
    expect(store.user).toMatchObject({
      isAuthenticated: true,
      token: 'api-session-token-password',
      loginMethod: 'password',
    });
    expect(store.user.email).toBe('rosa@example.com');
    expect(window.sessionStorage.getItem('accountId')).toBe(customer.accountId);
    expect(window.sessionStorage.getItem('loyaltyId')).toBe('1234567890');
    expect(window.sessionStorage.getItem('customerSessionId')).toBe(
      '0f6c8a2e-4b1d-4c3e-9a7f-5d2b1e8c9a04',
    );
    store.dispose();
  });

  it('greets a shopper signed in by the silent check, and only then', async () => {
    let store = await showCallback({ ...signedIn('password'), welcome: true });
    await vi.waitFor(() => expect(container.textContent).toContain('The cart'));
    expect(store.notification.notification).toMatchObject({
      severity: 'success',
      text: 'Welcome back, Rosa. You are signed in here too.',
    });
    store.dispose();
    act(() => root?.unmount());

    store = await showCallback(signedIn('password'));
    await vi.waitFor(() => expect(container.textContent).toContain('The cart'));
    expect(store.notification.notification).toBeNull();
    store.dispose();
  });

  it('makes a Google sign-in a social login: no slice token, the API token stored', async () => {
    const store = await showCallback(signedIn('google'));
    await vi.waitFor(() => expect(container.textContent).toContain('The cart'));
    expect(store.user).toMatchObject({ isAuthenticated: true, token: null, loginMethod: 'social' });
    expect(readAccessToken(store.storage)).toBe('api-session-token-google');
    store.dispose();
  });

  it('tracks a new account as sign_up with the hashed contact, given advertising consent', async () => {
    consentTo(true);
    const store = await showCallback({ ...signedIn('password'), accountCreated: true });
    await vi.waitFor(() => expect(dataLayer()).toHaveLength(1));
    expect(dataLayer()[0]).toEqual({
      event: 'sign_up',
      method: 'password',
      user_data: {
        em: await sha256('rosa@example.com'),
        fn: await sha256('rosa'),
        ln: await sha256('prado'),
        db: await sha256('19900412'),
      },
    });
    expect(JSON.stringify(dataLayer())).not.toContain('rosa@example.com');
    store.dispose();
  });

  it('tracks a login without personal data when advertising is refused, nothing without consent', async () => {
    consentTo(false);
    let store = await showCallback(signedIn('google'));
    await vi.waitFor(() => expect(dataLayer()).toHaveLength(1));
    expect(dataLayer()[0]).toEqual({ event: 'login', method: 'google' });
    store.dispose();
    act(() => root?.unmount());

    delete (window as { dataLayer?: unknown }).dataLayer;
    document.cookie = 'snackshop_consent=; Max-Age=0; Path=/';
    store = await showCallback(signedIn('password'));
    await vi.waitFor(() => expect(container.textContent).toContain('The cart'));
    expect(dataLayer()).toEqual([]);
    store.dispose();
  });

  it('says a failed sign-in expired and offers to start again, storing nothing', async () => {
    const store = await showCallback({ status: 'failed', reason: 'expired', returnTo: '/cart' });
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
    const again = [...container.querySelectorAll('a')].find((link) =>
      link.getAttribute('href')?.startsWith('/signin'),
    );
    expect(again?.getAttribute('href')).toBe('/signin?returnTo=%2Fcart');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(store.user.isAuthenticated).toBe(false);
    store.dispose();
  });
});
