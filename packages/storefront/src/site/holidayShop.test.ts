import { describe, expect, it } from 'vitest';
import { HOLIDAY_SHOP_FLAG, holidayShopEnabled } from './holidayShop';

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
