import { makeAutoObservable, runInAction } from 'mobx';
import {
  CONFIG_FLAGS,
  DEFAULT_LANGUAGE,
  toLanguage,
  type ApiClient,
  type ConfigFlag,
  type Language,
  type NavigationItem,
} from '@snackshop/commerce-core';
import type { PersistableStore } from '../persistence/persist';
import { asArray, asRecord, isRecord, pickString } from './snapshot';

/** The global search box state: the text typed and the menu / submenu it searches under. */
export interface GlobalSearch {
  text: string;
  menu: string;
  submenu: string;
}

/** A config value as the config list gives it. */
export type ConfigValue = string | number | boolean | null;

/** What `ConfigStore` persists. */
export interface ConfigSnapshot {
  configList: Record<string, ConfigValue>;
  navigation: NavigationItem[];
  labels: Record<string, string>;
  banners: unknown[];
  filters: unknown[];
  multipackConfig: unknown;
  bestSellers: unknown[];
  homeData: unknown;
  zipCode: string;
  globalSearch: GlobalSearch;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 'on']);

/** Reads a config value as a flag: `true`, `"true"`, `"Y"`, `1`, … are on; anything else off. */
export function isTruthyConfigValue(value: ConfigValue | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return TRUE_WORDS.has(value.trim().toLowerCase());
  return false;
}

const ENTRY_KEY_FIELDS = ['key', 'configKey', 'name', 'configName'] as const;
const ENTRY_VALUE_FIELDS = ['value', 'configValue'] as const;

function toConfigValue(value: unknown): ConfigValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : null;
}

/**
 * The config list as a map. The API may answer with a map, or with a list of entries
 * (`{ key, value }`, `{ configKey, configValue }`, …); both are read the same.
 */
export function normalizeConfigList(data: unknown): Record<string, ConfigValue> {
  const list: Record<string, ConfigValue> = {};
  if (Array.isArray(data)) {
    for (const entry of data) {
      if (!isRecord(entry)) continue;
      const keyField = ENTRY_KEY_FIELDS.find((field) => typeof entry[field] === 'string');
      const valueField = ENTRY_VALUE_FIELDS.find((field) => field in entry);
      if (keyField && valueField) {
        list[entry[keyField] as string] = toConfigValue(entry[valueField]);
      }
    }
    return list;
  }
  if (isRecord(data)) {
    for (const [key, value] of Object.entries(data)) list[key] = toConfigValue(value);
  }
  return list;
}

/** Labels as a map from key to text, from a map or a list of `{ key, value }` entries. */
export function normalizeLabels(data: unknown): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [key, value] of Object.entries(normalizeConfigList(data))) {
    if (value !== null) labels[key] = String(value);
  }
  return labels;
}

const emptySearch = (): GlobalSearch => ({ text: '', menu: '', submenu: '' });

/**
 * App configuration of SPEC section 3: config list and its flags, navigation, labels,
 * banners, filters, multipack config, best sellers, home data, ZIP code, global search, and
 * the chosen language.
 */
export class ConfigStore implements PersistableStore<ConfigSnapshot> {
  configList: Record<string, ConfigValue> = {};
  navigation: NavigationItem[] = [];
  labels: Record<string, string> = {};
  banners: unknown[] = [];
  filters: unknown[] = [];
  multipackConfig: unknown = null;
  bestSellers: unknown[] = [];
  homeData: unknown = null;
  zipCode = '';
  globalSearch: GlobalSearch = emptySearch();
  /** Stored on its own (see `RootStore`), not with the session slice. */
  language: Language = DEFAULT_LANGUAGE;

  constructor(private readonly client?: ApiClient) {
    makeAutoObservable<ConfigStore, 'client'>(this, { client: false });
  }

  /** The start-up flags of SPEC section 9, each read as on or off. */
  get flags(): Record<ConfigFlag, boolean> {
    const flags = {} as Record<ConfigFlag, boolean>;
    for (const flag of CONFIG_FLAGS) flags[flag] = isTruthyConfigValue(this.configList[flag]);
    return flags;
  }

  /** Whether a config flag is on. */
  isEnabled(flag: ConfigFlag): boolean {
    return this.flags[flag];
  }

  /** A config value as given (e.g. `flavorDropShopPimId`, which is an id, not a flag). */
  configValue(key: string): ConfigValue | undefined {
    return this.configList[key];
  }

  /** A label's text, or the bundled fallback when the API has not sent it. */
  label(key: string, fallback: string): string {
    return this.labels[key] ?? fallback;
  }

  setConfigList(data: unknown): void {
    this.configList = normalizeConfigList(data);
  }

  setNavigation(items: NavigationItem[]): void {
    this.navigation = items;
  }

  setLabels(data: unknown): void {
    this.labels = normalizeLabels(data);
  }

  setBanners(banners: unknown): void {
    this.banners = asArray(banners);
  }

  setFilters(filters: unknown): void {
    this.filters = asArray(filters);
  }

  setMultipackConfig(config: unknown): void {
    this.multipackConfig = config ?? null;
  }

  setBestSellers(products: unknown): void {
    this.bestSellers = asArray(products);
  }

  setHomeData(data: unknown): void {
    this.homeData = data ?? null;
  }

  setZipCode(zipCode: string): void {
    this.zipCode = zipCode.trim();
  }

  setGlobalSearch(search: Partial<GlobalSearch>): void {
    this.globalSearch = { ...this.globalSearch, ...search };
  }

  clearGlobalSearch(): void {
    this.globalSearch = emptySearch();
  }

  /** Accepts `en-us`, `es-us`, `en` or `es`; anything else leaves the language as it is. */
  setLanguage(language: string): void {
    const next = toLanguage(language);
    if (next) this.language = next;
  }

  /**
   * Loads what every page needs at start (SPEC section 9 "config flags read at start"):
   * config list, navigation, labels and multipack config, in parallel. A call that fails
   * keeps what the store already had; the client has already raised its failure events.
   * Resolves to whether every call succeeded.
   */
  async loadStartupData(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    const [config, navigation, labels, multipack] = await Promise.all([
      client.getConfig(),
      client.getNavigation(),
      client.getLabels(),
      client.getMultipackConfig(),
    ]);
    runInAction(() => {
      if (config.ok) this.setConfigList(config.data);
      if (navigation.ok) this.setNavigation(navigation.data);
      if (labels.ok) this.setLabels(labels.data);
      if (multipack.ok) this.setMultipackConfig(multipack.data);
    });
    return config.ok && navigation.ok && labels.ok && multipack.ok;
  }

  toSnapshot(): ConfigSnapshot {
    return {
      configList: this.configList,
      navigation: this.navigation,
      labels: this.labels,
      banners: this.banners,
      filters: this.filters,
      multipackConfig: this.multipackConfig,
      bestSellers: this.bestSellers,
      homeData: this.homeData,
      zipCode: this.zipCode,
      globalSearch: this.globalSearch,
    };
  }

  applySnapshot(snapshot: unknown): void {
    const data = asRecord(snapshot);
    const search = isRecord(data.globalSearch) ? data.globalSearch : {};
    this.configList = normalizeConfigList(data.configList);
    this.navigation = asArray(data.navigation).filter(isRecord) as NavigationItem[];
    this.labels = normalizeLabels(data.labels);
    this.banners = asArray(data.banners);
    this.filters = asArray(data.filters);
    this.multipackConfig = data.multipackConfig ?? null;
    this.bestSellers = asArray(data.bestSellers);
    this.homeData = data.homeData ?? null;
    this.zipCode = pickString(data.zipCode);
    this.globalSearch = {
      text: pickString(search.text),
      menu: pickString(search.menu),
      submenu: pickString(search.submenu),
    };
  }

  /** Clean configuration; the language is the shopper's choice and stays. */
  reset(): void {
    this.configList = {};
    this.navigation = [];
    this.labels = {};
    this.banners = [];
    this.filters = [];
    this.multipackConfig = null;
    this.bestSellers = [];
    this.homeData = null;
    this.zipCode = '';
    this.globalSearch = emptySearch();
  }
}
