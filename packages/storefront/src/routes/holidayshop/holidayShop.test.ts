import { describe, expect, it } from 'vitest';
import {
  HOLIDAY_SHOP_FLAG,
  MAX_LISTING_PAGE,
  holidayShopEnabled,
  holidayShopPage,
} from './holidayShop';

describe('holidayShopEnabled', () => {
  it('reads the flag by its SPEC name, displayMerchandiseItems', () => {
    expect(HOLIDAY_SHOP_FLAG).toBe('displayMerchandiseItems');
  });

  it.each([true, 'true', 'TRUE', ' Y ', 'yes', 'on', '1', 1])(
    'opens the shop when the config list says %j',
    (value) => {
      expect(holidayShopEnabled({ displayMerchandiseItems: value })).toBe(true);
    },
  );

  it.each([false, 'false', 'N', 'off', '0', 0, '', null])(
    'keeps the shop closed (404) when the config list says %j',
    (value) => {
      expect(holidayShopEnabled({ displayMerchandiseItems: value })).toBe(false);
    },
  );

  it('keeps the shop closed when the config list lacks the flag or the API sent none', () => {
    expect(holidayShopEnabled({ freeShipping: true })).toBe(false);
    expect(holidayShopEnabled({})).toBe(false);
  });
});

describe('holidayShopPage', () => {
  it('takes a whole page number from the URL', () => {
    expect(holidayShopPage(new URLSearchParams('page=2'))).toBe(2);
    expect(holidayShopPage(new URLSearchParams('page=1'))).toBe(1);
    expect(holidayShopPage(new URLSearchParams('page=10000'))).toBe(MAX_LISTING_PAGE);
  });

  it('falls back to the first page for a missing, zero, negative, fractional or too-high page', () => {
    for (const query of ['', 'page=0', 'page=-3', 'page=two', 'page=1.5', 'page=10001']) {
      expect(holidayShopPage(new URLSearchParams(query))).toBe(1);
    }
  });
});
