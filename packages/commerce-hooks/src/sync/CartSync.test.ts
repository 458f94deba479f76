import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAmount, endpoints, type CartLine } from '@snackshop/commerce-core';
import { CATALOGUE, startContractServer, type ContractServer } from '../test/contractServer';
import { createTestRoot, signIn } from '../test/testRoot';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

const wave = (quantity: number) => ({ productId: '103', price: 60, quantity });
const puffs = (quantity: number): CartLine => ({
  productId: '102',
  title: 'Puffs',
  price: 349,
  quantity,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('CartSync on sign-in', () => {
  it('merges the persisted cart into the session cart and saves the result', async () => {
    const email = 'merge@example.com';
    server.setPersistedCart(email, [
      { productId: '101', title: 'Crunch Curls Original', price: 499, quantity: 1 },
      { productId: 'MYOMP-30-1', title: 'Saved mix', quantity: 1, multipackList: [wave(30)] },
    ]);
    const { root, storage } = createTestRoot(server);
    await root.client.handshake();
    // The session cart carries a stale price: the server's must win.
    root.cart.addItem({ productId: '101', title: 'Crunch', price: 1, quantity: 2 });
    root.cart.setMix([wave(30)]);
    root.cart.addMixToCart({ title: 'Session mix' });
    signIn(server, root, email);

    expect(await root.cartSync.signIn()).toBe(true);

    expect(root.cart.cartMerge).toBe(true);
    expect(root.cart.cartItemsCount).toEqual({ '101': 3, 'MYOMP-30-1': 1, 'MYOMP-30-2': 1 });
    expect(root.cart.findLine('101')).toMatchObject({ price: 499, availableQty: 40 });
    const [load] = server.callsTo(endpoints.getCartWebData.path).slice(-1);
    expect(load?.query.get('email')).toBe(email);
    expect(load?.query.get('isAuth')).toBe('true');
    const [save] = server.callsTo(endpoints.saveCartWebData.path).slice(-1);
    const sent = save?.body as { persistCartData: CartLine[]; cartamount: number };
    expect(sent.persistCartData).toHaveLength(3);
    expect(sent.cartamount).toBe(cartAmount(sent.persistCartData));
    expect(server.persistedCart(email)).toHaveLength(3);
    expect(storage.session.getItem('persistantcartid')).toMatch(/^PC-/);

    const subTotal = 3 * 499 + 2 * 30 * 60;
    expect(root.cart.subTotal).toBe(subTotal);
    expect(root.cart.subTotalIsEstimate).toBe(false);
    root.dispose();
  });

  it('the subtotal is the server figure for the saved cart, an estimate once changed', async () => {
    const email = 'estimate@example.com';
    const { root } = createTestRoot(server);
    await root.client.handshake();
    root.cart.addItem({ productId: '102', title: 'Puffs', price: 1, quantity: 2 });
    signIn(server, root, email);
    await root.cartSync.saveNow();
    expect(root.cart.subTotal).toBe(2 * CATALOGUE['102']!.price);
    expect(root.cart.subTotalIsEstimate).toBe(false);
    root.cart.updateQuantity('102', 3);
    expect(root.cart.subTotalIsEstimate).toBe(true);
    expect(root.cart.subTotal).toBe(3);
    root.dispose();
  });

  it('a failed load only logs and leaves the session cart alone', async () => {
    const { root, logged } = createTestRoot(server);
    await root.client.handshake();
    root.cart.addItem({ productId: '102', title: 'Puffs', price: 349, quantity: 1 });
    signIn(server, root, 'offline@example.com');
    server.failNext(endpoints.getCartWebData.path, 503);
    expect(await root.cartSync.signIn()).toBe(false);
    expect(logged.map((entry) => entry.message)).toEqual(['Loading the saved cart failed']);
    expect(root.cart.cartMerge).toBe(false);
    expect(root.cart.cartCount).toBe(1);
    expect(root.notification.notification).toBeNull();
    root.dispose();
  });
});

describe('CartSync while shopping', () => {
  it('saves a burst of changes once, after the debounce, with the last cart', async () => {
    const email = 'burst@example.com';
    const { root } = createTestRoot(server, { cartSyncDebounceMs: 60 });
    await root.start();
    await root.client.handshake();
    signIn(server, root, email);
    // The started store joined the (empty) persisted cart on sign-in; nothing to save.
    expect(await root.cartSync.signIn()).toBe(true);
    const before = server.callsTo(endpoints.saveCartWebData.path).length;
    root.cart.addItem({ productId: '101', title: 'Crunch', price: 499, quantity: 1 });
    for (const quantity of [2, 3, 4, 5]) root.cart.updateQuantity('101', quantity);
    await sleep(30);
    expect(server.callsTo(endpoints.saveCartWebData.path).length).toBe(before);
    await expect.poll(() => server.callsTo(endpoints.saveCartWebData.path).length).toBe(before + 1);
    await sleep(150);
    const saves = server.callsTo(endpoints.saveCartWebData.path);
    expect(saves.length).toBe(before + 1);
    expect(server.persistedCart(email)?.[0]).toMatchObject({ productId: '101', quantity: 5 });
    root.dispose();
  });

  it('flush saves at once instead of waiting', async () => {
    const email = 'flush@example.com';
    const { root } = createTestRoot(server, { cartSyncDebounceMs: 10_000 });
    await root.start();
    await root.client.handshake();
    signIn(server, root, email);
    root.cart.addItem({ productId: '103', title: 'Wave', price: 60, quantity: 7 });
    expect(await root.cartSync.flush()).toBe(true);
    expect(server.persistedCart(email)?.[0]).toMatchObject({ quantity: 7 });
    root.dispose();
  });

  it('sends nothing for a guest with an empty cart and nothing saved', async () => {
    const { root, storage } = createTestRoot(server);
    await root.client.handshake();
    const saves = server.callsTo(endpoints.saveCartWebData.path).length;
    await root.start();
    expect(await root.cartSync.signIn()).toBe(true);
    await sleep(100);
    expect(server.callsTo(endpoints.saveCartWebData.path)).toHaveLength(saves);
    const sessionId = storage.session.getItem('_ss_i');
    expect(server.persistedCart(`session:${sessionId}`)).toBeUndefined();
    root.dispose();
  });
});

describe('CartSync for a guest', () => {
  /** A second tab of the same browser: the first tab's handshake, nothing else. */
  const secondTab = (first: ReturnType<typeof createTestRoot>) => {
    const tab = createTestRoot(server, { cartSyncDebounceMs: 40 });
    for (const key of ['_ss_i', '_rr_n_dts', '_en_cs']) {
      tab.storage.session.setItem(key, first.storage.session.getItem(key) ?? '');
    }
    return tab;
  };

  it('keeps one cart for the tabs that share a handshake session', async () => {
    const first = createTestRoot(server, { cartSyncDebounceMs: 40 });
    await first.root.client.handshake();
    await first.root.start();
    first.root.cart.addItem({ productId: '101', title: 'Crunch', price: 1, quantity: 2 });
    expect(await first.root.cartSync.flush()).toBe(true);
    const sessionId = first.storage.session.getItem('_ss_i');
    expect(server.persistedCart(`session:${sessionId}`)).toMatchObject([
      { productId: '101', quantity: 2, price: 499 },
    ]);

    const second = secondTab(first);
    await second.root.start();
    await expect.poll(() => second.root.cart.cartItemsCount).toEqual({ '101': 2 });
    expect(second.root.cart.findLine('101')).toMatchObject({ price: 499 });

    // The first tab changes the cart; the second, coming back into view, takes the change.
    first.root.cart.updateQuantity('101', 4);
    expect(await first.root.cartSync.flush()).toBe(true);
    expect(await second.root.cartSync.refresh()).toBe(true);
    expect(second.root.cart.cartItemsCount).toEqual({ '101': 4 });
    first.root.dispose();
    second.root.dispose();
  });

  it('does not count twice a cart this tab saved whose answer never came back', async () => {
    const { root, storage } = createTestRoot(server);
    await root.client.handshake();
    root.cart.addItem(puffs(1));
    // The save reached the server, but the page was left before its answer came.
    server.setPersistedCart(`session:${storage.session.getItem('_ss_i')}`, [puffs(1)]);
    expect(storage.session.getItem('persistantcartid')).toBeNull();
    expect(await root.cartSync.signIn()).toBe(true);
    expect(root.cart.cartItemsCount).toEqual({ '102': 1 });
    root.dispose();
  });

  it('leaves the account’s cart alone once the customer has signed out', async () => {
    const email = 'gone@example.com';
    const { root, storage } = createTestRoot(server, { cartSyncDebounceMs: 40 });
    await root.start();
    await root.client.handshake();
    signIn(server, root, email);
    root.cart.addItem(puffs(1));
    expect(await root.cartSync.flush()).toBe(true);
    root.user.logout();
    root.cart.clearCart();
    root.cart.addItem({ ...wave(2), title: 'Wave' });
    expect(await root.cartSync.flush()).toBe(true);
    expect(server.persistedCart(email)).toMatchObject([{ productId: '102', quantity: 1 }]);
    const guestCart = server.persistedCart(`session:${storage.session.getItem('_ss_i')}`);
    expect(guestCart).toMatchObject([{ productId: '103', quantity: 2 }]);
    root.dispose();
  });
});

describe('CartSync pricing', () => {
  it('takes shipping, tax and total from the server, for guests too', async () => {
    const { root } = createTestRoot(server);
    await root.client.handshake();
    root.cart.addItem({ productId: '102', title: 'Puffs', price: 349, quantity: 1 });
    expect(root.cart.totalAmount).toBeNull();
    expect(await root.cartSync.refreshPricing()).toBe(true);
    expect(server.callsTo(endpoints.shippingCharge.path).at(-1)?.body).toMatchObject({
      cartItems: [{ productId: '102', quantity: 1 }],
    });
    expect(root.cart.taxInfo).toEqual({ taxCents: 0 });
    // With the shipping ZIP, ordertax: the same amounts, and where the tax is owed.
    expect(await root.cartSync.refreshPricing({ zipcode: '30301' })).toBe(true);
    expect(server.callsTo(endpoints.orderTax.path).at(-1)?.body).toMatchObject({
      zipcode: '30301',
      cartItems: [{ productId: '102', quantity: 1 }],
    });
    expect(root.cart.shippingCharge).toBe(599);
    expect(root.cart.totalAmount).toBe(349 + 599);
    expect(root.cart.taxInfo).toEqual({
      taxCents: 0,
      place: { state: 'GA', rateBasisPoints: 400 },
    });
    expect(root.cart.shippingSku).toBe('SHIP-STANDARD');
    root.dispose();
  });

  it('ships free from $15.00 and drops a reply about a cart changed since', async () => {
    const { root } = createTestRoot(server);
    await root.client.handshake();
    root.cart.addItem({ productId: '103', title: 'Wave', price: 60, quantity: 25 });
    await root.cartSync.refreshPricing();
    expect(root.cart.subTotal).toBe(1500);
    expect(root.cart.shippingCharge).toBe(0);
    expect(root.cart.shippingSku).toBe('SHIP-FREE');

    root.cart.updateQuantity('103', 24);
    server.delay(endpoints.shippingCharge.path, 100);
    const pending = root.cartSync.refreshPricing();
    root.cart.updateQuantity('103', 23);
    expect(await pending).toBe(false);
    expect(root.cart.shippingCharge).toBeNull();
    server.delay(endpoints.shippingCharge.path, 0);
    root.dispose();
  });
});

describe('CartSync sign-in while watching', () => {
  it('saves the merged cart once, not again when the debounce ends', async () => {
    const email = 'watching@example.com';
    server.setPersistedCart(email, [
      { productId: '103', title: 'Wave Crisps Sea Salt', price: 60, quantity: 2 },
    ]);
    const { root } = createTestRoot(server, { cartSyncDebounceMs: 40 });
    await root.start();
    await root.client.handshake();
    root.cart.addItem({ productId: '104', title: 'Zest', price: 75, quantity: 1 });
    await sleep(80);
    // The join's save is slow: the debounce of the merge it makes fires while it is under way
    // (the server's delay is a timer of this same process, due after the debounce's).
    server.delay(endpoints.saveCartWebData.path, 150);
    signIn(server, root, email);
    const before = server.callsTo(endpoints.saveCartWebData.path).length;
    await root.cartSync.signIn();
    // The debounced step queued meanwhile has had its turn: it found the cart saved.
    await root.cartSync.flush();
    server.delay(endpoints.saveCartWebData.path, 0);
    expect(server.callsTo(endpoints.saveCartWebData.path).length).toBe(before + 1);
    expect(root.cart.cartItemsCount).toEqual({ '104': 1, '103': 2 });
    root.dispose();
  });
});

describe('CartSync following the customer', () => {
  it('joins the persisted cart by itself when the customer signs in', async () => {
    const email = 'follow@example.com';
    server.setPersistedCart(email, [puffs(2)]);
    const { root } = createTestRoot(server);
    await root.start();
    await root.client.handshake();
    root.cart.addItem(puffs(1));
    signIn(server, root, email);
    await expect.poll(() => root.cart.cartItemsCount).toEqual({ '102': 3 });
    expect(root.cart.cartMerge).toBe(true);
    // The explicit call answers the join already made: the quantities are not added twice.
    expect(await root.cartSync.signIn()).toBe(true);
    expect(root.cart.cartItemsCount).toEqual({ '102': 3 });
    await expect.poll(() => server.persistedCart(email)?.[0]?.quantity).toBe(3);
    root.dispose();
  });

  it('joins a tab that opens signed in, once its handshake is done', async () => {
    const email = 'opening@example.com';
    server.setPersistedCart(email, [puffs(4)]);
    const { root, logged } = createTestRoot(server);
    signIn(server, root, email);
    // No handshake yet: the join asks for one first.
    await root.start();
    expect(await root.cartSync.signIn()).toBe(true);
    expect(root.cart.cartItemsCount).toEqual({ '102': 4 });
    expect(logged).toEqual([]);
    root.dispose();
  });

  it('does not add the same cart to itself when the customer signs out and in again', async () => {
    const email = 'again@example.com';
    const { root } = createTestRoot(server);
    await root.start();
    await root.client.handshake();
    root.cart.addItem(puffs(2));
    signIn(server, root, email);
    expect(await root.cartSync.signIn()).toBe(true);
    expect(server.persistedCart(email)?.[0]?.quantity).toBe(2);

    root.user.logout();
    signIn(server, root, email);
    expect(await root.cartSync.signIn()).toBe(true);
    expect(root.cart.cartItemsCount).toEqual({ '102': 2 });
    expect(server.persistedCart(email)?.[0]?.quantity).toBe(2);
    root.dispose();
  });

  it('takes the persisted cart another device changed when this tab’s cart has not changed', async () => {
    const email = 'devices@example.com';
    const { root, storage } = createTestRoot(server);
    await root.start();
    await root.client.handshake();
    root.cart.addItem(puffs(1));
    signIn(server, root, email);
    expect(await root.cartSync.signIn()).toBe(true);
    root.dispose();

    // Another device adds to the account's cart; this tab opens again with its stored state.
    server.setPersistedCart(email, [
      ...(server.persistedCart(email) ?? []),
      { ...wave(4), title: 'Wave Crisps Sea Salt' },
    ]);
    const reopened = createTestRoot(server, { storage });
    reopened.root.cart.addItem(puffs(1));
    reopened.root.user.login(root.user.token ?? '', root.user.customerDetails ?? undefined);
    await reopened.root.cartSync.signIn();
    expect(reopened.root.cart.cartItemsCount).toEqual({ '102': 1, '103': 4 });
    reopened.root.dispose();
  });

  it('keeps this tab’s unsaved changes and saves them over the persisted cart', async () => {
    const email = 'unsaved@example.com';
    const { root } = createTestRoot(server, { cartSyncDebounceMs: 10_000 });
    await root.start();
    await root.client.handshake();
    root.cart.addItem(puffs(1));
    signIn(server, root, email);
    expect(await root.cartSync.signIn()).toBe(true);
    root.cart.updateQuantity('102', 5);
    root.user.logout();
    signIn(server, root, email);
    expect(await root.cartSync.signIn()).toBe(true);
    expect(root.cart.cartItemsCount).toEqual({ '102': 5 });
    expect(server.persistedCart(email)?.[0]?.quantity).toBe(5);
    root.dispose();
  });
});

describe('CartSync line names', () => {
  it('names the lines in the shopper’s language whatever language they were added in', async () => {
    const { root } = createTestRoot(server);
    await root.client.handshake();
    root.cart.addItem({
      productId: '101',
      title: 'Crunch Curls Original',
      price: 499,
      quantity: 1,
    });
    root.cart.setMix([wave(30)]);
    root.cart.addMixToCart({ title: '30-pack multipack' });
    const mix = root.cart.findLine('MYOMP-30-1')!;
    const item = { productId: '103', title: 'Wave Crisps Sea Salt' };

    // Before the server answers, a line is called what it was added as.
    expect(root.cart.labelsMissing('es-us')).toBe(true);
    expect(root.cart.titleOf(root.cart.findLine('101')!, 'es-us')).toBe('Crunch Curls Original');

    expect(await root.cartSync.refreshLabels('es-us')).toBe(true);
    expect(root.cart.labelsMissing('es-us')).toBe(false);
    expect(root.cart.titleOf(root.cart.findLine('101')!, 'es-us')).toBe(
      'Rizos Crujientes Original',
    );
    expect(root.cart.titleOf(mix, 'es-us')).toBe('Multipack de 30');
    expect(root.cart.itemTitleOf(mix, item, 'es-us')).toBe('Ondas Crujientes Sal de Mar');

    // Switching back to English asks again and relabels the cart.
    expect(root.cart.labelsMissing('en-us')).toBe(true);
    await root.cartSync.refreshLabels('en-us');
    expect(root.cart.titleOf(root.cart.findLine('101')!, 'en-us')).toBe('Crunch Curls Original');
    expect(root.cart.titleOf(mix, 'en-us')).toBe('30-pack multipack');
    // The lines themselves keep what they were added with; only the names shown change.
    expect(root.cart.findLine('101')?.title).toBe('Crunch Curls Original');
    root.dispose();
  });

  it('pricing the cart in a language names its lines in it too', async () => {
    const { root } = createTestRoot(server);
    await root.client.handshake();
    root.cart.addItem({ productId: '102', title: 'Inflados', price: 349, quantity: 1 });
    await root.cartSync.refreshPricing({ lang: 'en-us' });
    expect(root.cart.titleOf(root.cart.findLine('102')!, 'en-us')).toBe('Cloud Puffs Cheddar');
    root.dispose();
  });
});

describe('CartSync pricing ZIP', () => {
  it('records the ZIP code the cart was priced for, and keeps it through a reload', async () => {
    const { root } = createTestRoot(server);
    await root.client.handshake();
    root.cart.addItem({ productId: '102', title: 'Puffs', price: 349, quantity: 1 });
    await root.cartSync.refreshPricing({ zipcode: '30301', lang: 'en-us' });
    expect(root.cart.pricing?.zipcode).toBe('30301');
    const restored = createTestRoot(server).root;
    restored.cart.applySnapshot(JSON.parse(JSON.stringify(root.cart.toSnapshot())));
    expect(restored.cart.pricing?.zipcode).toBe('30301');
    expect(restored.cart.pricingIsCurrent).toBe(true);
    expect(restored.cart.taxInfo?.place).toEqual({ state: 'GA', rateBasisPoints: 400 });
    await root.cartSync.refreshPricing({ lang: 'en-us' });
    expect(root.cart.pricing?.zipcode).toBeNull();
    restored.dispose();
    root.dispose();
  });
});
