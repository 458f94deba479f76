import { isTruthyConfigValue, type ConfigValue } from '@snackshop/commerce-hooks';

type ConfigMap = Readonly<Record<string, ConfigValue | null | undefined>>;

/** The config keys of SPEC section 9 that run the flavor drop. */
const FLAVOR_DROP_KEYS = {
  /** The shop event of the current flavor drop, by its slug. */
  event: 'flavorDropShopPimId',
  /** Show the Tangy Pickle giveaway message on the flavor drop's page. */
  giveaway: 'enableTangyPickleGiveAwayMessage',
} as const;

/**
 * The shop event `/flavor-drop` shows: the slug the config list names, or null when none is
 * named, or what it names is no slug (no drop running: the page is a 404).
 */
export function flavorDropEvent(config: ConfigMap): string | null {
  const value = config[FLAVOR_DROP_KEYS.event];
  const slug = typeof value === 'string' ? value.trim() : '';
  // Only a slug names a shop event (the listing refuses anything else).
  return /^[a-z0-9-]{1,100}$/.test(slug) ? slug : null;
}

/** Whether the Tangy Pickle giveaway message shows, read as every flag is. */
export function giveawayMessageOn(config: ConfigMap): boolean {
  return isTruthyConfigValue(config[FLAVOR_DROP_KEYS.giveaway]);
}
