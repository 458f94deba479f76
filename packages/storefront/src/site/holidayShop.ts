import { isTruthyConfigValue, type ConfigValue } from '@snackshop/commerce-hooks';

/** The config flag of SPEC section 9 that opens the Holiday Shop. */
export const HOLIDAY_SHOP_FLAG = 'displayMerchandiseItems';

/**
 * Whether `/holiday-shop` is served: only while the config list's displayMerchandiseItems
 * flag is on, read the way the ConfigStore reads every flag (`true`, `"true"`, `"Y"`, `1`, …),
 * so the page and the shell's stores never disagree. A missing flag keeps the shop closed.
 */
export function holidayShopEnabled(
  config: Readonly<Record<string, ConfigValue | null | undefined>>,
): boolean {
  return isTruthyConfigValue(config[HOLIDAY_SHOP_FLAG]);
}
