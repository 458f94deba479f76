import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, IDENTITY_STORAGE_KEYS, writeAccessToken } from '@snackshop/commerce-core';
import { startContractServer, type ContractServer } from '../test/contractServer';
import { createTestRoot, signIn } from '../test/testRoot';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

describe('RootStore client events', () => {
  it('a 440 while signed in logs out with the spec message and sends the shopper home', async () => {
    const { root, storage, sessionExpiries } = createTestRoot(server);
    await root.client.handshake();
    const token = signIn(server, root);
    server.expireToken(token);
    const result = await root.client.getCustomer();
    expect(result.ok).toBe(false);
    expect(root.user.isAuthenticated).toBe(false);
    expect(root.user.lastLogoutReason).toBe('sessionexpired');
    expect(storage.local.getItem('accessToken')).toBeNull();
    expect(root.notification.notification).toMatchObject({
      severity: 'error',
      text: 'Your session has timed out. Please login to continue.',
    });
    expect(sessionExpiries()).toBe(1);
    root.dispose();
  });

  it('an identity session removed elsewhere clears its stored values too, and says the shopper was signed out', async () => {
    const { root, storage, sessionExpiries } = createTestRoot(server);
    await root.client.handshake();
    signIn(server, root);
    for (const key of IDENTITY_STORAGE_KEYS) storage.local.setItem(key, 'stale');
    root.expireSession('identity');
    expect(root.user.isAuthenticated).toBe(false);
    expect(root.user.lastLogoutReason).toBe('identityexpired');
    for (const key of IDENTITY_STORAGE_KEYS) expect(storage.local.getItem(key)).toBeNull();
    expect(root.notification.notification).toMatchObject({
      severity: 'error',
      text: 'You have been signed out. Please sign in to continue.',
    });
    expect(sessionExpiries()).toBe(1);
    root.dispose();
  });

  it('a token the API no longer knows signs the tab out and says so, not that time ran out', async () => {
    const { root, storage, sessionExpiries } = createTestRoot(server);
    await root.client.handshake();
    const token = signIn(server, root);
    server.revokeToken(token);
    const result = await root.client.getCustomer();
    expect(result.ok).toBe(false);
    expect(root.user.isAuthenticated).toBe(false);
    expect(root.user.lastLogoutReason).toBe('identityexpired');
    expect(storage.local.getItem('accessToken')).toBeNull();
    expect(root.notification.notification).toMatchObject({
      severity: 'error',
      text: 'You have been signed out. Please sign in to continue.',
    });
    expect(sessionExpiries()).toBe(1);
    root.dispose();
  });

  it('lets a stray token of a visitor go quietly', async () => {
    const { root, storage, sessionExpiries } = createTestRoot(server);
    await root.client.handshake();
    const token = server.issueToken('stray@example.com');
    server.revokeToken(token);
    writeAccessToken(storage, token);
    await root.client.getCustomer();
    expect(root.user.lastLogoutReason).toBe('invalidToken');
    expect(root.notification.notification?.text).not.toBe(
      'You have been signed out. Please sign in to continue.',
    );
    expect(sessionExpiries()).toBe(0);
    root.dispose();
  });

  it('says it in Spanish when the shopper chose Spanish', async () => {
    const { root } = createTestRoot(server);
    root.config.setLanguage('es-us');
    await root.client.handshake();
    server.expireToken(signIn(server, root));
    await root.client.getCustomer();
    expect(root.notification.notification?.text).toBe(
      'Su sesión ha expirado. Inicie sesión para continuar.',
    );
    root.dispose();
  });

  it('shows the API failure alert and tracks the failure with the visit ids', async () => {
    const { root, storage, tracked } = createTestRoot(server);
    await root.client.handshake();
    storage.session.setItem('accountId', 'ACC-9');
    server.failNext(endpoints.configList.path, 500, 'Config store offline');
    expect((await root.client.getConfig()).ok).toBe(false);
    expect(root.notification.notification).toMatchObject({
      severity: 'error',
      text: 'Config store offline',
    });
    expect(tracked).toHaveLength(1);
    expect(tracked[0]).toMatchObject({
      type: 'Timeout',
      accountId: 'ACC-9',
      error: { status: 500, path: '/services/configlist' },
    });
    root.dispose();
  });

  it('reloads the page through its hook when a DELETE is refused as Forbidden', async () => {
    const onReload = vi.fn();
    const { root } = createTestRoot(server, { onReload });
    await root.client.handshake();
    signIn(server, root);
    server.failNext(endpoints.deleteAddress.path, 403, 'Forbidden');
    const result = await root.client.call('deleteAddress', {
      body: { id: '0b7e7f3c-5d1e-4c61-9a56-3f1f8f0b2a10' },
    });
    expect(result.ok).toBe(false);
    expect(onReload).toHaveBeenCalledTimes(1);
    root.dispose();
  });

  it("without handshake values says 'Handshake Data not available' and sends nothing", async () => {
    const { root } = createTestRoot(server);
    const before = server.requests.length;
    await root.client.getConfig();
    expect(server.requests.length).toBe(before);
    expect(root.notification.notification?.text).toBe('Handshake Data not available');
    root.dispose();
  });

  it('a failed cart save is only logged, never shown', async () => {
    const { root, logged } = createTestRoot(server);
    await root.client.handshake();
    signIn(server, root);
    root.cart.addItem({ productId: '101', title: 'Crunch', price: 499, quantity: 1 });
    server.failNext(endpoints.saveCartWebData.path, 500);
    expect(await root.cartSync.saveNow()).toBe(false);
    expect(logged.map((entry) => entry.message)).toEqual(['Saving the cart failed']);
    expect(root.notification.notification).toBeNull();
    expect(root.cart.cartCount).toBe(1);
    root.dispose();
  });
});

describe('RootStore persistence', () => {
  it('persists the four slices to session storage and only token and language locally', async () => {
    const { root, storage } = createTestRoot(server);
    await root.start();
    await root.client.handshake();
    signIn(server, root);
    root.user.setDefaultZipCode('30301');
    root.checkout.setContactField('email', 'rosa@example.com');
    root.checkout.setAddressField('shipping', 'address', '12 Elm St');
    root.cart.addItem({ productId: '101', title: 'Crunch', price: 499, quantity: 1 });
    root.applyLanguageFromUrl('https://shop.example.test/all-snacks?lang=es-us');
    for (const key of ['checkout', 'cart', 'config', 'user']) {
      expect(storage.session.getItem(key)).not.toBeNull();
    }
    expect(storage.session.getItem('checkout')).toContain('12 Elm St');
    expect(storage.local.getItem('lang')).toBe('es-us');
    const local = ['accessToken', 'lang', 'checkout', 'cart', 'config', 'user']
      .map((key) => storage.local.getItem(key))
      .join('|');
    expect(local).not.toContain('rosa@example.com');
    expect(local).not.toContain('12 Elm St');
    expect(local).not.toContain('30301');
    root.dispose();
  });

  it('a new tab on the same storage comes back as it was, language included', async () => {
    const first = createTestRoot(server);
    await first.root.start();
    first.root.cart.addItem({ productId: '102', title: 'Puffs', price: 349, quantity: 2 });
    first.root.checkout.completeShipping();
    first.root.config.setLanguage('es-us');
    first.root.dispose();

    const second = createTestRoot(server, { storage: first.storage });
    expect(second.root.config.language).toBe('es-us');
    expect(second.root.hydrated).toBe(false);
    const report = await second.root.start();
    expect(report.status).toBe('restored');
    expect(second.root.hydrated).toBe(true);
    expect(second.root.cart.cartItemsCount).toEqual({ '102': 2 });
    expect(second.root.checkout.formStatus.activeForm).toBe(1);
    second.root.dispose();
  });

  it('renders on the server with empty storage and no window', async () => {
    expect(typeof window).toBe('undefined');
    const { root } = createTestRoot(server);
    const report = await root.start();
    expect(report.slices).toEqual({
      checkout: 'empty',
      cart: 'empty',
      config: 'empty',
      user: 'empty',
    });
    expect(root.cart.cartCount).toBe(0);
    root.dispose();
  });
});

describe('RootStore test feature (SPEC section 4)', () => {
  it('testsessionexpirefeature on multipack/all-snacks logs out after 1 second', () => {
    vi.useFakeTimers();
    const { root } = createTestRoot(server);
    signIn(server, root);
    expect(
      root.scheduleTestSessionExpiry(
        'https://shop.example.test/all-snacks?testsessionexpirefeature',
      ),
    ).toBe(false);
    expect(
      root.scheduleTestSessionExpiry(
        'https://shop.example.test/multipack/all-snacks?testsessionexpirefeature=1',
      ),
    ).toBe(true);
    vi.advanceTimersByTime(999);
    expect(root.user.isAuthenticated).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.user.isAuthenticated).toBe(false);
    expect(root.notification.notification?.text).toBe(
      'Your session has timed out. Please login to continue.',
    );
    root.dispose();
  });

  it('leaves a visitor alone: no logout, no message, no trip home', () => {
    vi.useFakeTimers();
    const onSessionExpired = vi.fn();
    const { root } = createTestRoot(server, { onSessionExpired });
    expect(
      root.scheduleTestSessionExpiry(
        'https://shop.example.test/multipack/all-snacks?testsessionexpirefeature',
      ),
    ).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(root.user.lastLogoutReason).toBeNull();
    expect(root.notification.notification).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
    root.dispose();
  });
});
