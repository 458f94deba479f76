import {
  HANDSHAKE_STORAGE_KEYS,
  LOCAL_STORAGE_KEYS,
  SESSION_STORAGE_KEYS,
} from '../constants/storage-keys';

/** The part of the Web Storage API the client uses, so a server can pass in-memory stores. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the client reads and writes the browser state of SPEC section 3. */
export interface ClientStorage {
  /** `sessionStorage` in the browser. */
  session: WebStorageLike;
  /** `localStorage` in the browser. */
  local: WebStorageLike;
}

/** An in-memory Web Storage stand-in for servers and tests; each call gives a fresh store. */
export function createMemoryStorage(initial: Record<string, string> = {}): WebStorageLike {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** The three handshake values, named as the headers that carry them. */
export interface HandshakeData {
  sessionId: string;
  rnduts: string;
  encstr: string;
}

/** Ids that identify who and what a failed call was about (sent with the Timeout event). */
export interface SessionIds {
  accountId: string | null;
  persistantcartid: string | null;
  customerSessionId: string | null;
}

function nonEmpty(value: string | null): string | null {
  return value === null || value === '' ? null : value;
}

/** The stored handshake values, or null when any of the three is missing. */
export function readHandshakeData(storage: ClientStorage): HandshakeData | null {
  const sessionId = nonEmpty(storage.session.getItem(HANDSHAKE_STORAGE_KEYS.sessionId));
  const rnduts = nonEmpty(storage.session.getItem(HANDSHAKE_STORAGE_KEYS.rnduts));
  const encstr = nonEmpty(storage.session.getItem(HANDSHAKE_STORAGE_KEYS.encstr));
  return sessionId && rnduts && encstr ? { sessionId, rnduts, encstr } : null;
}

/** Stores the handshake values where every later call reads them. */
export function writeHandshakeData(storage: ClientStorage, data: HandshakeData): void {
  storage.session.setItem(HANDSHAKE_STORAGE_KEYS.sessionId, data.sessionId);
  storage.session.setItem(HANDSHAKE_STORAGE_KEYS.rnduts, data.rnduts);
  storage.session.setItem(HANDSHAKE_STORAGE_KEYS.encstr, data.encstr);
}

/**
 * The signed-in customer's session token. Local storage `accessToken` holds an object with an
 * `accessToken` field (SPEC section 3); anything else means nobody is signed in.
 */
export function readAccessToken(storage: ClientStorage): string | null {
  const raw = storage.local.getItem(LOCAL_STORAGE_KEYS.accessToken);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed !== null && typeof parsed === 'object' && 'accessToken' in parsed) {
      const token = (parsed as { accessToken: unknown }).accessToken;
      return typeof token === 'string' && token !== '' ? token : null;
    }
  } catch {
    // A value that is not JSON was not written by the shop; treat it as signed out.
  }
  return null;
}

/** Stores the session token in the shape `readAccessToken` reads. */
export function writeAccessToken(storage: ClientStorage, accessToken: string): void {
  storage.local.setItem(LOCAL_STORAGE_KEYS.accessToken, JSON.stringify({ accessToken }));
}

/**
 * The location sent as `X-Location-Id`: the alternate order location when one is chosen,
 * else the stored location number (session storage first, then local storage).
 */
export function readLocationId(storage: ClientStorage): string | null {
  return (
    nonEmpty(storage.session.getItem(SESSION_STORAGE_KEYS.alternateOrderLocationId)) ??
    readLocationNumber(storage)
  );
}

/** The stored location number `_lo_No` (session storage first, then local storage). */
export function readLocationNumber(storage: ClientStorage): string | null {
  return (
    nonEmpty(storage.session.getItem(SESSION_STORAGE_KEYS.locationNumber)) ??
    nonEmpty(storage.local.getItem(LOCAL_STORAGE_KEYS.locationNumber))
  );
}

/**
 * Stores the location number `_lo_No` of the fulfilment location that serves the shopper's
 * ZIP code, in session and local storage (SPEC section 3); null forgets it.
 */
export function writeLocationNumber(storage: ClientStorage, locationNumber: string | null): void {
  for (const [store, key] of [
    [storage.session, SESSION_STORAGE_KEYS.locationNumber],
    [storage.local, LOCAL_STORAGE_KEYS.locationNumber],
  ] as const) {
    if (locationNumber) store.setItem(key, locationNumber);
    else store.removeItem(key);
  }
}

/**
 * Stores `alternateOrderLocationId`, the location an order ships from when it is not the
 * stored location number's (a shipping ZIP served by another location); null forgets it.
 */
export function writeAlternateOrderLocationId(
  storage: ClientStorage,
  locationId: string | null,
): void {
  if (locationId)
    storage.session.setItem(SESSION_STORAGE_KEYS.alternateOrderLocationId, locationId);
  else storage.session.removeItem(SESSION_STORAGE_KEYS.alternateOrderLocationId);
}

/** The user, cart and session ids of the current visit. */
export function readSessionIds(storage: ClientStorage): SessionIds {
  return {
    accountId: nonEmpty(storage.session.getItem(SESSION_STORAGE_KEYS.accountId)),
    persistantcartid: nonEmpty(storage.session.getItem(SESSION_STORAGE_KEYS.persistantCartId)),
    customerSessionId: nonEmpty(storage.session.getItem(SESSION_STORAGE_KEYS.customerSessionId)),
  };
}

/** The loyalty programme id of the visit, if the shopper arrived with one. */
export function readLoyaltyId(storage: ClientStorage): string | null {
  return nonEmpty(storage.session.getItem(SESSION_STORAGE_KEYS.loyaltyId));
}
