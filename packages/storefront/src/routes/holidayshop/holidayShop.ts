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

/** The highest page the API's listing accepts. */
export const MAX_LISTING_PAGE = 10_000;

/**
 * The listing page asked for in the URL (`?page=2`). Anything the API would refuse (not a
 * whole number, below 1, above its last accepted page) is the first page rather than an error.
 */
export function holidayShopPage(searchParams: URLSearchParams): number {
  const raw = searchParams.get('page') ?? '';
  const page = Number(raw);
  return /^\d+$/.test(raw) && page >= 1 && page <= MAX_LISTING_PAGE ? page : 1;
}
