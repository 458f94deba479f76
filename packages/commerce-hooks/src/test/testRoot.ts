import { createMemoryStorage, type ApiEvent, type ClientStorage } from '@snackshop/commerce-core';
import { RootStore, type RootStoreOptions } from '../stores/RootStore';
import type { AccountAddress, AccountContact, CustomerDetails } from '../stores/UserStore';
import type { ContractServer } from './contractServer';

/** A RootStore against the contract server, with fresh in-memory browser storage. */
export function createTestRoot(server: ContractServer, options: Partial<RootStoreOptions> = {}) {
  const storage: ClientStorage = { session: createMemoryStorage(), local: createMemoryStorage() };
  const tracked: Extract<ApiEvent, { type: 'Timeout' }>[] = [];
  const logged: { message: string; detail: unknown }[] = [];
  let sessionExpiries = 0;
  const root = new RootStore({
    baseUrl: server.baseUrl,
    storage,
    cartSyncDebounceMs: 40,
    onTrack: (event) => tracked.push(event),
    onSessionExpired: () => (sessionExpiries += 1),
    logger: { error: (message, detail) => logged.push({ message, detail }) },
    ...options,
  });
  return {
    root,
    storage,
    tracked,
    logged,
    sessionExpiries: () => sessionExpiries,
  };
}

/** A customer signed in on the server and in the stores. */
export function signIn(server: ContractServer, root: RootStore, email = 'rosa@example.com') {
  const token = server.issueToken(email);
  root.user.login(token, customer({ email }));
  return token;
}

/** A customer as get-customer answers them: Rosa, a password account, with `overrides`. */
export function customer(
  contact: Partial<AccountContact> = {},
  overrides: Partial<CustomerDetails> = {},
): CustomerDetails {
  return {
    accountId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    loginMethod: 'password',
    loyaltyId: null,
    rewardsMember: false,
    emailVerified: true,
    accountContacts: [
      {
        email: 'rosa@example.com',
        firstName: 'Rosa',
        lastName: 'Prado',
        gender: null,
        birthDate: null,
        phoneNumber: null,
        zipcode: null,
        ...contact,
      },
    ],
    accountUsers: [],
    accountAddresses: [],
    newsletters: { rewards: false, shop: false },
    savedCards: [],
    ...overrides,
  };
}

/** An address of the book, in Austin unless `overrides` say otherwise. */
export function bookAddress(overrides: Partial<AccountAddress> & Pick<AccountAddress, 'id'>) {
  return {
    addressType: 'SHIPPING_ADDRESS',
    primaryAddr: false,
    firstName: 'Rosa',
    lastName: 'Prado',
    address: '401 Congress Ave',
    addressDetails: null,
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    country: 'US',
    ...overrides,
  } satisfies AccountAddress;
}
