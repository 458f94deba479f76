import { createMemoryStorage, type ApiEvent, type ClientStorage } from '@snackshop/commerce-core';
import { RootStore, type RootStoreOptions } from '../stores/RootStore';
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
  root.user.login(token, {
    accountContacts: [{ email, firstName: 'Rosa', lastName: 'Prado' }],
    accountAddresses: [],
  });
  return token;
}
