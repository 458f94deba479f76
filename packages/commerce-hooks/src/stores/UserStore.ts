import { makeAutoObservable, runInAction } from 'mobx';
import {
  IDENTITY_STORAGE_KEYS,
  LOCAL_STORAGE_KEYS,
  SESSION_STORAGE_KEYS,
  readAccessToken,
  writeAccessToken,
  type ApiClient,
  type ClientStorage,
  type ResponseOf,
} from '@snackshop/commerce-core';
import type { CustomerDetails as ContractCustomerDetails } from '@snackshop/commerce-core/contract';
import type { PersistableStore } from '../persistence/persist';
import { asArray, asRecord, cloneJson, isRecord, pickString } from './snapshot';

/**
 * The signed-in customer as the get-customer call answers them (SPEC section 3's
 * `customerDetails`: contacts, social identities, addresses, saved cards, the rewards
 * programme and newsletters): the contract's type, never a copy of it.
 */
export type CustomerDetails = ContractCustomerDetails;
export type AccountContact = CustomerDetails['accountContacts'][number];
export type AccountAddress = CustomerDetails['accountAddresses'][number];
/** A saved payment card: only what the processor lets us show, never the number or CVV. */
export type SavedCard = CustomerDetails['savedCards'][number];

/** An order as the API shows it to its owner (order history, order details). */
export type UserOrder = ResponseOf<'orderDetails'>;
/** What the slice keeps of the order Order Lookup found: which order, for whom, its state. */
export type LookupOrderDetails = Pick<UserOrder, 'orderNumber' | 'status' | 'createdAt' | 'email'>;

/** How many of the orders the customer opened the slice keeps, newest opened first. */
export const MY_ORDERS_KEPT = 5;

/** How the customer signed in: with a password, or through Google (a social login). */
export type LoginMethod = 'password' | 'social';

/** Why the customer was signed out. */
export type LogoutReason = 'user' | 'sessionexpired' | 'invalidToken' | 'identityexpired';

/** What `UserStore` persists; the token is not in it (it lives in local storage). */
export interface UserSnapshot {
  isAuthenticated: boolean;
  loginMethod: LoginMethod | null;
  customerDetails: CustomerDetails | null;
  orderHistory: UserOrder[];
  myOrders: UserOrder[];
  savedCards: SavedCard[];
  defaultZipCode: string;
  lookupOrderDetails: LookupOrderDetails | null;
  savedMultipack: unknown;
}

/** The keys a stored card may keep; anything else (a stray full number) is dropped. */
function toSavedCard(value: unknown): SavedCard | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  return {
    id: value.id,
    cardType: pickString(value.cardType),
    cardNumberMask: pickString(value.cardNumberMask),
    expDate: pickString(value.expDate),
  };
}

/** An order restored from session storage: one the shop wrote, or nothing. */
function toUserOrder(value: unknown): UserOrder | null {
  if (!isRecord(value) || typeof value.orderNumber !== 'string') return null;
  if (typeof value.status !== 'string' || !Array.isArray(value.lines)) return null;
  return cloneJson(value) as UserOrder;
}

function toLookupOrderDetails(value: unknown): LookupOrderDetails | null {
  if (!isRecord(value) || typeof value.orderNumber !== 'string') return null;
  return {
    orderNumber: value.orderNumber,
    status: pickString(value.status) as LookupOrderDetails['status'],
    createdAt: pickString(value.createdAt),
    email: pickString(value.email),
  };
}

/**
 * A customer restored from session storage: the lists it must have are lists (the slice is
 * the shop's own writing, read back; the API's answer was checked against the contract).
 */
function toCustomerDetails(value: unknown): CustomerDetails | null {
  if (!isRecord(value) || typeof value.accountId !== 'string') return null;
  return {
    ...value,
    accountContacts: asArray(value.accountContacts).filter(isRecord),
    accountUsers: asArray(value.accountUsers).filter(isRecord),
    accountAddresses: asArray(value.accountAddresses).filter(isRecord),
    savedCards: asArray(value.savedCards).flatMap((card) => toSavedCard(card) ?? []),
  } as CustomerDetails;
}

/**
 * The customer's default ZIP code (SPEC section 3's `defaultZipCode`): the default shipping
 * address's, else the profile's; empty when they have neither.
 */
function defaultZipOf(details: CustomerDetails): string {
  const shipping = details.accountAddresses.filter(
    (address) => address.addressType === 'SHIPPING_ADDRESS',
  );
  const primary = shipping.find((address) => address.primaryAddr) ?? shipping[0];
  return primary?.zipcode ?? details.accountContacts[0]?.zipcode ?? '';
}

/**
 * The customer (SPEC sections 3, 4 and 6). A customer counts as signed in when a token is in
 * local storage `accessToken`; the rest of what we know about them lives in session storage
 * with the other slices, never in local storage.
 */
export class UserStore implements PersistableStore<UserSnapshot> {
  isAuthenticated = false;
  /** The session token of a password login; null for a social login. */
  token: string | null = null;
  loginMethod: LoginMethod | null = null;
  customerDetails: CustomerDetails | null = null;
  /** The page of the order history the customer last opened (SPEC section 3 `orderHistory`). */
  orderHistory: UserOrder[] = [];
  /** The orders the customer opened in full, newest opened first (`myOrders`). */
  myOrders: UserOrder[] = [];
  savedCards: SavedCard[] = [];
  defaultZipCode = '';
  /** The order Order Lookup found (order number and email, no sign-in needed). */
  lookupOrderDetails: LookupOrderDetails | null = null;
  /** A custom multipack saved while signing in, to be stored in the account afterwards. */
  savedMultipack: unknown = null;
  /** Why the last sign-out happened, for the shell to explain it. */
  lastLogoutReason: LogoutReason | null = null;

  constructor(
    private readonly storage: ClientStorage,
    private readonly client?: ApiClient,
  ) {
    makeAutoObservable<UserStore, 'storage' | 'client'>(this, { storage: false, client: false });
  }

  /** The account's email: the first contact's. */
  get email(): string | null {
    return this.customerDetails?.accountContacts[0]?.email ?? null;
  }

  /** True for a Google sign-in customer (no forgot password, no password login). */
  get isSocialUser(): boolean {
    return this.loginMethod === 'social' || (this.customerDetails?.accountUsers?.length ?? 0) > 0;
  }

  /** Whether a token is in local storage right now (SPEC section 6: that is what signed in means). */
  hasStoredToken(): boolean {
    return readAccessToken(this.storage) !== null;
  }

  /** A password login: authenticated, and the session token is stored. */
  login(token: string, customerDetails?: CustomerDetails): void {
    writeAccessToken(this.storage, token);
    this.token = token;
    this.isAuthenticated = true;
    this.loginMethod = 'password';
    this.lastLogoutReason = null;
    if (customerDetails) this.customerDetails = customerDetails;
  }

  /**
   * A social (Google) login: authenticated with no session `token` in the slice (SPEC
   * section 4). The API session token still goes to local storage `accessToken`, so that
   * authenticated calls carry X-Auth-Token and the customer counts as signed in.
   */
  socialLogin(accessToken: string, customerDetails?: CustomerDetails): void {
    writeAccessToken(this.storage, accessToken);
    this.token = null;
    this.isAuthenticated = true;
    this.loginMethod = 'social';
    this.lastLogoutReason = null;
    if (customerDetails) this.customerDetails = customerDetails;
  }

  /**
   * Clears the token, the login data and the customer's details, and the session storage
   * ids of the sign-in (`accountId`, `customerSessionId`), so that nothing tracked after it
   * names the customer.
   */
  logout(reason: LogoutReason = 'user'): void {
    this.storage.local.removeItem(LOCAL_STORAGE_KEYS.accessToken);
    this.storage.session.removeItem(SESSION_STORAGE_KEYS.accountId);
    this.storage.session.removeItem(SESSION_STORAGE_KEYS.customerSessionId);
    this.clearCustomer();
    this.lastLogoutReason = reason;
  }

  /**
   * The identity session expired (SPEC section 4): the stored code, token, access token,
   * id token and user leave local storage, then the customer is signed out.
   */
  expireIdentitySession(): void {
    for (const key of IDENTITY_STORAGE_KEYS) this.storage.local.removeItem(key);
    this.logout('identityexpired');
  }

  setOrderHistory(orders: readonly UserOrder[]): void {
    this.orderHistory = cloneJson([...orders]);
  }

  /** An order the customer opened: first in `myOrders`, once, at most MY_ORDERS_KEPT kept. */
  rememberOrder(order: UserOrder): void {
    const others = this.myOrders.filter((kept) => kept.orderNumber !== order.orderNumber);
    this.myOrders = [cloneJson(order), ...others].slice(0, MY_ORDERS_KEPT);
  }

  setSavedCards(cards: unknown[]): void {
    this.savedCards = cards.map(toSavedCard).filter((card): card is SavedCard => card !== null);
  }

  setDefaultZipCode(zipCode: string): void {
    this.defaultZipCode = zipCode.trim();
  }

  setLookupOrderDetails(details: LookupOrderDetails | null): void {
    this.lookupOrderDetails = details === null ? null : toLookupOrderDetails(details);
  }

  setSavedMultipack(multipack: unknown): void {
    this.savedMultipack = multipack ?? null;
  }

  /**
   * Loads the signed-in customer's details and saved cards (get-customer); resolves to whether
   * it worked.
   */
  async loadCustomer(): Promise<boolean> {
    if (!this.client) return false;
    const result = await this.client.getCustomer();
    if (!result.ok) return false;
    const details = toCustomerDetails(result.data);
    runInAction(() => {
      if (!details) return;
      this.customerDetails = details;
      this.setSavedCards(asArray(details.savedCards));
      const zip = defaultZipOf(details);
      if (zip) this.setDefaultZipCode(zip);
    });
    return details !== null;
  }

  toSnapshot(): UserSnapshot {
    return {
      isAuthenticated: this.isAuthenticated,
      loginMethod: this.loginMethod,
      customerDetails: this.customerDetails,
      orderHistory: this.orderHistory,
      myOrders: this.myOrders,
      savedCards: this.savedCards,
      defaultZipCode: this.defaultZipCode,
      lookupOrderDetails: this.lookupOrderDetails,
      savedMultipack: this.savedMultipack,
    };
  }

  /**
   * Restores the session slice. A login whose token has left local storage (signed out in
   * another tab, identity session expired) comes back signed out, whichever way it signed in.
   */
  applySnapshot(snapshot: unknown): void {
    const data = asRecord(snapshot);
    const loginMethod =
      data.loginMethod === 'password' || data.loginMethod === 'social' ? data.loginMethod : null;
    const token = readAccessToken(this.storage);
    const stillSignedIn = data.isAuthenticated === true && loginMethod !== null && token !== null;
    this.reset();
    this.defaultZipCode = pickString(data.defaultZipCode);
    this.lookupOrderDetails = toLookupOrderDetails(data.lookupOrderDetails);
    this.savedMultipack = cloneJson(data.savedMultipack ?? null);
    if (!stillSignedIn) return;
    this.isAuthenticated = true;
    this.loginMethod = loginMethod;
    this.token = loginMethod === 'password' ? token : null;
    this.customerDetails = toCustomerDetails(data.customerDetails);
    this.orderHistory = asArray(data.orderHistory).flatMap((order) => toUserOrder(order) ?? []);
    this.myOrders = asArray(data.myOrders)
      .flatMap((order) => toUserOrder(order) ?? [])
      .slice(0, MY_ORDERS_KEPT);
    this.setSavedCards(asArray(data.savedCards));
  }

  reset(): void {
    this.clearCustomer();
    this.defaultZipCode = '';
    this.lookupOrderDetails = null;
    this.savedMultipack = null;
    this.lastLogoutReason = null;
  }

  private clearCustomer(): void {
    this.isAuthenticated = false;
    this.token = null;
    this.loginMethod = null;
    this.customerDetails = null;
    this.orderHistory = [];
    this.myOrders = [];
    this.savedCards = [];
  }
}
