import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  readAccessToken,
  type ApiClient,
  type ClientStorage,
} from '@snackshop/commerce-core';
import { bookAddress, customer } from '../test/testRoot';
import { MY_ORDERS_KEPT, UserStore, type CustomerDetails, type UserOrder } from './UserStore';

const storage = (local: Record<string, string> = {}): ClientStorage => ({
  session: createMemoryStorage(),
  local: createMemoryStorage(local),
});

const rosa = customer(
  {},
  {
    accountAddresses: [
      bookAddress({ id: 'A1', primaryAddr: true }),
      bookAddress({ id: 'A2', primaryAddr: false }),
      bookAddress({ id: 'A3', primaryAddr: true }),
    ],
  },
);

/** An order as the API's order history and order details answer it. */
const address = {
  firstName: 'Rosa',
  lastName: 'Prado',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  country: 'US',
};
const order = (orderNumber: string): UserOrder => ({
  orderNumber,
  status: 'paid',
  createdAt: '2026-11-20T10:00:00.000Z',
  email: 'rosa@example.com',
  phoneNumber: null,
  shipping: address,
  billing: address,
  giftOrder: false,
  gift: null,
  includesGiftCard: false,
  couponName: null,
  paymentMethod: 'card',
  card: { cardType: 'visa', last4: '1111' },
  lines: [],
  subTotal: 12.99,
  subTotalCents: 1299,
  discount: 0,
  discountCents: 0,
  rewardCents: 0,
  shippingCharge: 0,
  shippingChargeCents: 0,
  tax: 1.07,
  taxCents: 107,
  totalAmount: 14.06,
  totalAmountCents: 1406,
});

describe('UserStore', () => {
  it('login sets authenticated and stores the session token in local storage accessToken', () => {
    const browser = storage();
    const user = new UserStore(browser);
    user.login('tok-1', rosa);
    expect(user).toMatchObject({ isAuthenticated: true, token: 'tok-1', loginMethod: 'password' });
    expect(browser.local.getItem('accessToken')).toBe(JSON.stringify({ accessToken: 'tok-1' }));
    expect(user.hasStoredToken()).toBe(true);
    expect(user.email).toBe('rosa@example.com');
  });

  it('social login sets authenticated with no token in the slice, the API token in local storage', () => {
    const browser = storage();
    const user = new UserStore(browser);
    user.socialLogin('tok-g', rosa);
    expect(user).toMatchObject({ isAuthenticated: true, token: null, isSocialUser: true });
    expect(readAccessToken(browser)).toBe('tok-g');
    expect(user.hasStoredToken()).toBe(true);
    user.logout();
    expect(readAccessToken(browser)).toBeNull();
  });

  it('logout clears the token, login data and customer details, and the sign-in ids', () => {
    const browser = storage();
    const user = new UserStore(browser);
    user.login('tok-1', rosa);
    browser.session.setItem('accountId', 'ACC-1');
    browser.session.setItem('customerSessionId', 'b7c1e3d4-sign-in');
    browser.session.setItem('loyaltyId', '1234567890');
    user.setSavedCards([{ id: 'C1', cardType: 'visa', cardNumberMask: 'XXXX1111' }]);
    user.setOrderHistory([order('SN-AAAA-0001')]);
    user.logout('sessionexpired');
    expect(user).toMatchObject({
      isAuthenticated: false,
      token: null,
      loginMethod: null,
      customerDetails: null,
      savedCards: [],
      orderHistory: [],
      lastLogoutReason: 'sessionexpired',
    });
    expect(readAccessToken(browser)).toBeNull();
    expect(browser.session.getItem('accountId')).toBeNull();
    expect(browser.session.getItem('customerSessionId')).toBeNull();
    // The visit's loyalty number is not the sign-in's: a later sign-up still links it.
    expect(browser.session.getItem('loyaltyId')).toBe('1234567890');
  });

  it('keeps the orders the customer opened, newest first, each once, at most five', () => {
    const user = new UserStore(storage());
    user.login('tok-1', rosa);
    for (let n = 1; n <= MY_ORDERS_KEPT + 2; n += 1) user.rememberOrder(order(`SN-AAAA-000${n}`));
    user.rememberOrder(order('SN-AAAA-0004'));
    expect(user.myOrders.map((kept) => kept.orderNumber)).toEqual([
      'SN-AAAA-0004',
      'SN-AAAA-0007',
      'SN-AAAA-0006',
      'SN-AAAA-0005',
      'SN-AAAA-0003',
    ]);
  });

  it('brings orders and the Order Lookup back from the tab, dropping what is not an order', () => {
    const browser = storage({ accessToken: JSON.stringify({ accessToken: 'tok-1' }) });
    const user = new UserStore(browser);
    user.login('tok-1', rosa);
    user.setOrderHistory([order('SN-AAAA-0001'), order('SN-AAAA-0002')]);
    user.rememberOrder(order('SN-AAAA-0002'));
    user.setLookupOrderDetails({ ...order('SN-GUES-T001'), email: 'guest@example.com' });
    const snapshot = JSON.parse(JSON.stringify(user.toSnapshot())) as Record<string, unknown>;
    expect(snapshot.lookupOrderDetails).toEqual({
      orderNumber: 'SN-GUES-T001',
      status: 'paid',
      createdAt: '2026-11-20T10:00:00.000Z',
      email: 'guest@example.com',
    });
    snapshot.orderHistory = [...(snapshot.orderHistory as unknown[]), { orderId: 'junk' }, 7];

    const restored = new UserStore(browser);
    restored.applySnapshot(snapshot);
    expect(restored.orderHistory.map((kept) => kept.orderNumber)).toEqual([
      'SN-AAAA-0001',
      'SN-AAAA-0002',
    ]);
    expect(restored.myOrders).toEqual([order('SN-AAAA-0002')]);
    expect(restored.lookupOrderDetails?.orderNumber).toBe('SN-GUES-T001');
  });

  it('identity session expiry removes code, token, accessToken, idToken and user', () => {
    const browser = storage({ code: 'c', token: 't', accessToken: '{}', idToken: 'i', user: 'u' });
    const user = new UserStore(browser);
    user.expireIdentitySession();
    for (const key of ['code', 'token', 'accessToken', 'idToken', 'user']) {
      expect(browser.local.getItem(key)).toBeNull();
    }
    expect(user.lastLogoutReason).toBe('identityexpired');
  });

  it('keeps only the shown part of a saved card', () => {
    const user = new UserStore(storage());
    user.setSavedCards([
      {
        id: 'C1',
        cardType: 'visa',
        cardNumberMask: 'XXXX1111',
        expDate: '12/30',
        cardNumber: '4111111111111111',
      },
      { nope: true },
    ]);
    expect(user.savedCards).toEqual([
      { id: 'C1', cardType: 'visa', cardNumberMask: 'XXXX1111', expDate: '12/30' },
    ]);
  });

  it('persists no token; a restored password login needs the token still in local storage', () => {
    const browser = storage();
    const user = new UserStore(browser);
    user.login('tok-1', rosa);
    user.setDefaultZipCode('30301');
    const snapshot = JSON.parse(JSON.stringify(user.toSnapshot()));
    expect(JSON.stringify(snapshot)).not.toContain('tok-1');

    const sameTab = new UserStore(browser);
    sameTab.applySnapshot(snapshot);
    expect(sameTab).toMatchObject({
      isAuthenticated: true,
      token: 'tok-1',
      defaultZipCode: '30301',
    });
    expect(sameTab.email).toBe('rosa@example.com');

    const signedOutElsewhere = new UserStore(storage());
    signedOutElsewhere.applySnapshot(snapshot);
    expect(signedOutElsewhere).toMatchObject({ isAuthenticated: false, customerDetails: null });
    expect(signedOutElsewhere.defaultZipCode).toBe('30301');
  });

  it('restores a social login while its token is in local storage, without a slice token', () => {
    const browser = storage();
    const first = new UserStore(browser);
    first.socialLogin('tok-g', rosa);
    const snapshot = JSON.parse(JSON.stringify(first.toSnapshot())) as unknown;
    const copy = new UserStore(browser);
    copy.applySnapshot(snapshot);
    expect(copy).toMatchObject({ isAuthenticated: true, loginMethod: 'social', token: null });

    const signedOutElsewhere = new UserStore(storage());
    signedOutElsewhere.applySnapshot(snapshot);
    expect(signedOutElsewhere.isAuthenticated).toBe(false);
  });

  it('keeps the default ZIP code of the customer it loads: the default address’s, else the profile’s', async () => {
    const answering = (details: CustomerDetails) =>
      ({ getCustomer: () => Promise.resolve({ ok: true, data: details }) }) as unknown as ApiClient;
    const withBook = customer(
      { zipcode: '30301' },
      {
        accountAddresses: [
          bookAddress({ id: 'A1', zipcode: '60601' }),
          bookAddress({ id: 'A2', zipcode: '90210', primaryAddr: true }),
        ],
      },
    );
    const user = new UserStore(storage(), answering(withBook));
    await expect(user.loadCustomer()).resolves.toBe(true);
    expect(user.defaultZipCode).toBe('90210');
    const profileOnly = new UserStore(storage(), answering(customer({ zipcode: '30301' })));
    await profileOnly.loadCustomer();
    expect(profileOnly.defaultZipCode).toBe('30301');
  });
});
