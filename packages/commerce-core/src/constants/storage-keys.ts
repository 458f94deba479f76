/**
 * Browser storage key names of SPEC section 3. They are part of the contract with the
 * handshake and the persisted stores, so they are spelled exactly as the spec writes them
 * (including `persistantcartid`).
 */
export const SESSION_STORAGE_KEYS = {
  accountId: 'accountId',
  persistantCartId: 'persistantcartid',
  customerSessionId: 'customerSessionId',
  loyaltyId: 'loyaltyId',
  alternateOrderLocationId: 'alternateOrderLocationId',
  /** The location number; also kept in local storage. */
  locationNumber: '_lo_No',
  /** Handshake value sent as the `sessionId` header. */
  handshakeSessionId: '_ss_i',
  /** Handshake value sent as the `rnduts` header. */
  handshakeRandomUts: '_rr_n_dts',
  /** Handshake value sent as the `encstr` header. */
  handshakeEncryptedString: '_en_cs',
} as const;

export const LOCAL_STORAGE_KEYS = {
  /** An object with an `accessToken` field; its presence means the customer is signed in. */
  accessToken: 'accessToken',
  locationNumber: '_lo_No',
  /** The chosen language (`en-us` or `es-us`). */
  language: 'lang',
} as const;

/** The three handshake values every API call needs, in session storage, by header name. */
export const HANDSHAKE_STORAGE_KEYS = {
  sessionId: SESSION_STORAGE_KEYS.handshakeSessionId,
  rnduts: SESSION_STORAGE_KEYS.handshakeRandomUts,
  encstr: SESSION_STORAGE_KEYS.handshakeEncryptedString,
} as const;

/** The store slices persisted to session storage (SPEC section 3), one key each. */
export const PERSISTED_STORE_KEYS = ['checkout', 'cart', 'config', 'user'] as const;
export type PersistedStoreKey = (typeof PERSISTED_STORE_KEYS)[number];

/** Local-storage entries removed when the identity session expires (SPEC section 4). */
export const IDENTITY_STORAGE_KEYS = ['code', 'token', 'accessToken', 'idToken', 'user'] as const;
