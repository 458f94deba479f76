import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX_LENGTH,
  BESTSELLERS_SHOWN,
  BIRTH_YEARS,
  offeredBirthYears,
  BUILD_VERSION,
  CONFIG_FLAGS,
  CURRENCY,
  DEFAULT_COUNTRY,
  FREE_SHIPPING_THRESHOLD,
  FREE_SHIPPING_THRESHOLD_CENTS,
  HOME_CAPS,
  MIN_AGE,
  MULTIPACK_SIZE,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NO_SHIP_STATES,
  NOTIFICATION_DURATION_MS,
  PAGE_VIEW_DELAY_MS,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
  PRODUCTS_PER_PAGE,
  SHOW_MORE_SUBFILTERS_LIMIT,
  STAFF_PICKS_SHOWN,
  STATE_RESTORE_TIMEOUT_MS,
  TEST_FEATURE_LOGOUT_DELAY_MS,
  ZIP_LENGTH,
  isNoShipState,
  themedShopTopPadding,
} from './constants';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../language/language';
import {
  HANDSHAKE_STORAGE_KEYS,
  IDENTITY_STORAGE_KEYS,
  LOCAL_STORAGE_KEYS,
  SESSION_STORAGE_KEYS,
} from './storage-keys';

describe('SPEC section 9 constants', () => {
  it('has the catalogue and page limits', () => {
    expect(MULTIPACK_SIZE).toBe(30);
    expect(BESTSELLERS_SHOWN).toBe(4);
    expect(STAFF_PICKS_SHOWN).toBe(4);
    expect(PRODUCTS_PER_PAGE).toBe(36);
    expect(SHOW_MORE_SUBFILTERS_LIMIT).toBe(10);
    expect(HOME_CAPS).toEqual({
      brands: 12,
      parentCategories: 4,
      subcategories: 10,
      promotionTiles: 2,
    });
  });

  it('has the timings in milliseconds', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(4000);
    expect(TEST_FEATURE_LOGOUT_DELAY_MS).toBe(1000);
    expect(STATE_RESTORE_TIMEOUT_MS).toBe(5000);
    expect(PAGE_VIEW_DELAY_MS).toBe(500);
  });

  it('has the validation limits', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect([NAME_MIN_LENGTH, NAME_MAX_LENGTH]).toEqual([2, 30]);
    expect(ADDRESS_MAX_LENGTH).toBe(30);
    expect(ZIP_LENGTH).toBe(5);
    expect(PHONE_LENGTH).toBe(10);
    expect(MIN_AGE).toBe(18);
  });

  it('lists the birth years 1909 to 2030 inclusive, oldest first', () => {
    expect(BIRTH_YEARS[0]).toBe(1909);
    expect(BIRTH_YEARS.at(-1)).toBe(2030);
    expect(BIRTH_YEARS).toHaveLength(2030 - 1909 + 1);
    expect(
      BIRTH_YEARS.every((year, index) => index === 0 || year === BIRTH_YEARS[index - 1]! + 1),
    ).toBe(true);
  });

  it('does not ship to hi and ak, in any case', () => {
    expect(NO_SHIP_STATES).toEqual(['HI', 'AK']);
    expect(isNoShipState('hi')).toBe(true);
    expect(isNoShipState(' Ak ')).toBe(true);
    expect(isNoShipState('CA')).toBe(false);
  });

  it('has the locale, money and build facts', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(CURRENCY).toBe('USD');
    expect(DEFAULT_LANGUAGE).toBe('en-us');
    expect(LANGUAGES).toEqual(['en-us', 'es-us']);
    expect(BUILD_VERSION).toBe('3.0.7');
    expect(FREE_SHIPPING_THRESHOLD).toBe(15);
    expect(FREE_SHIPPING_THRESHOLD_CENTS).toBe(1500);
  });

  it('pads the themed shop 82px above 900px of width and 92px otherwise', () => {
    expect(themedShopTopPadding(1280)).toBe(82);
    expect(themedShopTopPadding(901)).toBe(82);
    expect(themedShopTopPadding(900)).toBe(92);
    expect(themedShopTopPadding(375)).toBe(92);
  });

  it('names the config flags read at start', () => {
    expect(CONFIG_FLAGS).toEqual([
      'IsTRSyncEnabled',
      'displayMerchandiseItems',
      'googlePayButtonEnable',
      'applePayButtonEnable',
      'enableGTMEvents',
      'freeShipping',
      'flavorDropShopPimId',
      'enableTangyPickleGiveAwayMessage',
    ]);
  });
});

describe('SPEC section 3 storage keys', () => {
  it('spells the session storage keys as the spec does', () => {
    expect(Object.values(SESSION_STORAGE_KEYS).sort()).toEqual(
      [
        'accountId',
        'persistantcartid',
        'customerSessionId',
        'loyaltyId',
        'alternateOrderLocationId',
        '_lo_No',
        '_ss_i',
        '_rr_n_dts',
        '_en_cs',
      ].sort(),
    );
  });

  it('maps the handshake headers to their storage keys', () => {
    expect(HANDSHAKE_STORAGE_KEYS).toEqual({
      sessionId: '_ss_i',
      rnduts: '_rr_n_dts',
      encstr: '_en_cs',
    });
  });

  it('keeps the access token and location number in local storage', () => {
    expect(LOCAL_STORAGE_KEYS.accessToken).toBe('accessToken');
    expect(LOCAL_STORAGE_KEYS.locationNumber).toBe('_lo_No');
    expect(IDENTITY_STORAGE_KEYS).toEqual(['code', 'token', 'accessToken', 'idToken', 'user']);
  });
});

describe('offeredBirthYears', () => {
  it('ends at the last year an 18-year-old can be born in, newest first, from 1909', () => {
    const years = offeredBirthYears(new Date('2026-11-26T12:00:00Z'));
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1909);
    expect(years).toHaveLength(2008 - 1909 + 1);
    expect(years).not.toContain(2030);
  });
});
