/** Business constants and limits of SPEC section 9. Durations are milliseconds. */

export const MULTIPACK_SIZE = 30;
export const BESTSELLERS_SHOWN = 4;
export const STAFF_PICKS_SHOWN = 4;
/** Products per listing page, the same on desktop and mobile. */
export const PRODUCTS_PER_PAGE = 36;
export const SHOW_MORE_SUBFILTERS_LIMIT = 10;

/** How many of each list the home page shows at most. */
export const HOME_CAPS = {
  brands: 12,
  parentCategories: 4,
  subcategories: 10,
  promotionTiles: 2,
} as const;

export const NOTIFICATION_DURATION_MS = 4000;
/** Delay before the `testsessionexpirefeature` query parameter forces a logout. */
export const TEST_FEATURE_LOGOUT_DELAY_MS = 1000;
/** How long the persisted stores may take to restore from session storage. */
export const STATE_RESTORE_TIMEOUT_MS = 5000;
/** Delay before a page view is tracked, so the title and path have settled. */
export const PAGE_VIEW_DELAY_MS = 500;

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
export const ADDRESS_MAX_LENGTH = 30;
export const ZIP_LENGTH = 5;
export const PHONE_LENGTH = 10;
/** Digits of a rewards member number (the customer's loyalty id), printed in groups of four. */
export const MEMBER_NUMBER_LENGTH = 12;
export const MIN_AGE = 18;
/** How long an account stays locked after too many wrong passwords, in minutes. */
export const ACCOUNT_LOCK_MINUTES = 15;

export const BIRTH_YEAR_FIRST = 1909;
export const BIRTH_YEAR_LAST = 2030;
/** The years list of the sign-up form, oldest first: 1909 to 2030 inclusive. */
export const BIRTH_YEARS: readonly number[] = Array.from(
  { length: BIRTH_YEAR_LAST - BIRTH_YEAR_FIRST + 1 },
  (_, index) => BIRTH_YEAR_FIRST + index,
);

/**
 * The birth years a sign-up or profile form offers, newest first: the spec's list (1909 to
 * 2030) cut at the last year someone old enough to register ({@link MIN_AGE}) can be born in.
 *
 * @deprecated The spec offers the whole list ({@link BIRTH_YEARS}) and answers a year too
 * recent with its under-18 message; the storefront no longer cuts the list.
 */
export function offeredBirthYears(now: Date = new Date()): number[] {
  const last = Math.min(BIRTH_YEAR_LAST, now.getFullYear() - MIN_AGE);
  return Array.from({ length: last - BIRTH_YEAR_FIRST + 1 }, (_, index) => last - index);
}

/** States we do not ship to (the spec writes them hi and ak), as upper-case state codes. */
export const NO_SHIP_STATES = ['HI', 'AK'] as const;
/** True when a state code (any case) is one we do not ship to. */
export function isNoShipState(state: string): boolean {
  return (NO_SHIP_STATES as readonly string[]).includes(state.trim().toUpperCase());
}

export const DEFAULT_COUNTRY = 'US';
export const CURRENCY = 'USD';

export const BUILD_VERSION = '3.0.7';

/** Free-shipping progress threshold in dollars (SPEC section 9) and in cents. */
export const FREE_SHIPPING_THRESHOLD = 15;
export const FREE_SHIPPING_THRESHOLD_CENTS = FREE_SHIPPING_THRESHOLD * 100;

/** The hot-snack themed shop's top padding: 82px above 900px of window width, else 92px. */
export const THEMED_SHOP_PADDING = {
  breakpointPx: 900,
  wideTopPx: 82,
  narrowTopPx: 92,
} as const;

export function themedShopTopPadding(windowWidth: number): number {
  return windowWidth > THEMED_SHOP_PADDING.breakpointPx
    ? THEMED_SHOP_PADDING.wideTopPx
    : THEMED_SHOP_PADDING.narrowTopPx;
}

/** Config flags read at start (SPEC section 9), spelled as the config list returns them. */
export const CONFIG_FLAGS = [
  'IsTRSyncEnabled',
  'displayMerchandiseItems',
  'googlePayButtonEnable',
  'applePayButtonEnable',
  'enableGTMEvents',
  'freeShipping',
  'flavorDropShopPimId',
  'enableTangyPickleGiveAwayMessage',
] as const;
export type ConfigFlag = (typeof CONFIG_FLAGS)[number];

/**
 * How a Google Pay request names the payment processor (its tokenizationSpecification of type
 * PAYMENT_GATEWAY): the sandbox processor's gateway id and the shop's merchant id there. The
 * storefront asks for tokens for it; the stand-in Google Pay client issues tokens for it only.
 */
export const GOOGLE_PAY_GATEWAY = {
  gateway: 'snackshopsandbox',
  gatewayMerchantId: 'snackshop',
} as const;

/**
 * Where the commerce API serves stand-ins for the third-party scripts of SPEC section 7
 * outside production (docs/decisions/0034): a consent manager, a tag manager and a
 * personalisation script that only say they ran, so a site started on one machine
 * (`pnpm start`, THIRD_PARTY_STAND_INS) shows that part working under consent.
 */
export const THIRD_PARTY_STAND_IN_PATHS = {
  consent: '/dev/scripts/consent.js',
  tagManager: '/dev/scripts/tag-manager.js',
  personalization: '/dev/scripts/personalization.js',
} as const;

/**
 * Where the commerce API serves its stand-in Google Pay JS client outside production
 * (docs/decisions/0037): the sites load it from the API's public origin when no
 * GOOGLE_PAY_SCRIPT_URL names Google's pay.js.
 */
export const GOOGLE_PAY_STAND_IN_SCRIPT_PATH = '/dev/google-pay/pay.js';

/**
 * An order's status, from placed to after delivery: `pending` until its payment is authorised,
 * `authorized` until captured, then `paid`, `shipped` and `delivered`; or `cancelled` or
 * `refunded`.
 */
export const ORDER_STATUSES = [
  'pending',
  'authorized',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Snack Rewards (docs/decisions/0049): a member earns this many points per whole dollar of
 * merchandise an order pays for (after discounts; gift cards, shipping and tax earn none).
 */
export const REWARD_POINTS_PER_DOLLAR = 10;

/** Snack Rewards: the points one free pack costs at checkout (the cart's lowest-priced snack). */
export const REWARD_FREE_PACK_POINTS = 250;

/**
 * The entries of a member's points ledger: points an order earned, points it spent on a free
 * pack, and the two given back when the order is cancelled.
 */
export const REWARD_ENTRY_KINDS = [
  'earned',
  'redeemed',
  'earning-reversed',
  'redemption-returned',
] as const;
export type RewardEntryKind = (typeof REWARD_ENTRY_KINDS)[number];

/** The SKU of the shipping line (SPEC section 3 `shippingSku`): standard, or free. */
export const SHIPPING_SKUS = ['SHIP-STANDARD', 'SHIP-FREE'] as const;
export type ShippingSku = (typeof SHIPPING_SKUS)[number];
