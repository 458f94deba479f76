import { makeAutoObservable } from 'mobx';
import {
  CONFIG_FLAGS,
  DEFAULT_LANGUAGE,
  toLanguage,
  type ApiClient,
  type ConfigFlag,
  type Language,
  type NavigationItem,
  type ResponseOf,
} from '@snackshop/commerce-core';
import type { PersistableStore } from '../persistence/persist';
import { asArray, asRecord, isRecord, pickString } from './snapshot';

/** The config list as a map from key to value (configlist's `config`). */
export type ConfigList = ResponseOf<'configList'>['config'];
export type Banner = ResponseOf<'homeBannerList'>['heroBanners'][number];
export type Facets = ResponseOf<'filterList'>;
export type MultipackConfig = ResponseOf<'multipackConfig'>;
export type ProductSummary = ResponseOf<'filterProducts'>['products'][number];
export type HomeData = ResponseOf<'homeDataList'>;

/** The global search box state: the text typed and the menu / submenu it searches under. */
export interface GlobalSearch {
  text: string;
  menu: string;
  submenu: string;
}

/** A config value as the config list gives it. */
export type ConfigValue = ConfigList[string];

/** What `ConfigStore` persists. */
export interface ConfigSnapshot {
  configList: ConfigList;
  navigation: NavigationItem[];
  labels: Record<string, string>;
  banners: Banner[];
  filters: Facets | null;
  multipackConfig: MultipackConfig | null;
  bestSellers: ProductSummary[];
  homeData: HomeData | null;
  zipCode: string;
  globalSearch: GlobalSearch;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 'on']);

/** Reads a config value as a flag: `true`, `"true"`, `"Y"`, `1`, … are on; anything else off. */
export function isTruthyConfigValue(value: ConfigValue | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return TRUE_WORDS.has(value.trim().toLowerCase());
  return false;
}

/** A stored config list, keeping only the values a config list can hold. */
function toConfigList(data: unknown): ConfigList {
  const list: ConfigList = {};
  for (const [key, value] of Object.entries(asRecord(data))) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      list[key] = value;
    }
  }
  return list;
}

const emptySearch = (): GlobalSearch => ({ text: '', menu: '', submenu: '' });

/**
 * App configuration of SPEC section 3: config list and its flags, navigation, labels,
 * banners, filters, multipack config, best sellers, home data, ZIP code, global search, and
 * the chosen language.
 */
export class ConfigStore implements PersistableStore<ConfigSnapshot> {
  configList: ConfigList = {};
  navigation: NavigationItem[] = [];
  labels: Record<string, string> = {};
  banners: Banner[] = [];
  filters: Facets | null = null;
  multipackConfig: MultipackConfig | null = null;
  bestSellers: ProductSummary[] = [];
  homeData: HomeData | null = null;
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

  setConfigList(config: ConfigList): void {
    this.configList = config;
  }

  setNavigation(items: NavigationItem[]): void {
    this.navigation = items;
  }

  setLabels(labels: Record<string, string>): void {
    this.labels = labels;
  }

  setBanners(banners: Banner[]): void {
    this.banners = banners;
  }

  setFilters(filters: Facets | null): void {
    this.filters = filters;
  }

  setMultipackConfig(config: MultipackConfig | null): void {
    this.multipackConfig = config;
  }

  setBestSellers(products: ProductSummary[]): void {
    this.bestSellers = products;
  }

  setHomeData(data: HomeData | null): void {
    this.homeData = data;
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
    // The snapshot is this store's own, written by `toSnapshot`: records are taken as written.
    this.configList = toConfigList(data.configList);
    this.navigation = asArray(data.navigation).filter(isRecord) as NavigationItem[];
    this.labels = Object.fromEntries(
      Object.entries(toConfigList(data.labels)).map(([key, value]) => [key, String(value)]),
    );
    this.banners = asArray(data.banners).filter(isRecord) as Banner[];
    this.filters = isRecord(data.filters) ? (data.filters as Facets) : null;
    this.multipackConfig = isRecord(data.multipackConfig)
      ? (data.multipackConfig as MultipackConfig)
      : null;
    this.bestSellers = asArray(data.bestSellers).filter(isRecord) as ProductSummary[];
    this.homeData = isRecord(data.homeData) ? (data.homeData as HomeData) : null;
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
    this.filters = null;
    this.multipackConfig = null;
    this.bestSellers = [];
    this.homeData = null;
    this.zipCode = '';
    this.globalSearch = emptySearch();
  }
}
