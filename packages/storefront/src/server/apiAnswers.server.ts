import type { EndpointName } from '@snackshop/commerce-core/api-client';

/**
 * How long the site server reuses the API's answer to a read every visitor gets alike (the
 * Hydrogen model: named lifetimes, not numbers in each loader). Every page asked the API
 * for its labels, menus and flags, and every catalogue page for the same products, facets
 * and lists, thousands of times a minute: the answers are now shared for a few seconds.
 * Both lifetimes sit well inside what a shared cache may already keep a catalogue page
 * (`cacheStrategies.short`: a minute, ten stale), so no visitor sees older data than before.
 */
export const answerLifetimes = {
  /** The shell's labels, navigation and config flags: change with a release or an edit. */
  shell: 60_000,
  /** Catalogue reads (products with their prices and stock, facets, home lists). */
  catalogue: 10_000,
} as const;

/** The anonymous reads whose answers are shared, and for how long. */
const REUSED: Partial<Record<EndpointName, keyof typeof answerLifetimes>> = {
  labelsList: 'shell',
  navigationList: 'shell',
  configList: 'shell',
  contentList: 'catalogue',
  homeDataList: 'catalogue',
  homeBannerList: 'catalogue',
  homeBestSellerList: 'catalogue',
  staffPicksList: 'catalogue',
  freeSampleList: 'catalogue',
  productGroupList: 'catalogue',
  allBrands: 'catalogue',
  productDetail: 'catalogue',
  recommendedProducts: 'catalogue',
  filterList: 'catalogue',
  filterProducts: 'catalogue',
  allBundles: 'catalogue',
  giftCardList: 'catalogue',
  eventsView: 'catalogue',
};

/** How long an answer of `name` is reused, or undefined when each call asks the API. */
export function answerLifetime(name: EndpointName): number | undefined {
  const lifetime = REUSED[name];
  return lifetime && answerLifetimes[lifetime];
}

interface Entry<T> {
  answer: Promise<T>;
  expires: number;
  /** A call for the next answer has started (`REFRESH_AHEAD`). */
  refreshing: boolean;
}

/**
 * The last part of an answer's lifetime in which the first caller starts the call for the
 * next one while the current answer is still served: under load no request waits for an
 * answer that has just expired (a listing's p99 was those waits), and none is served an
 * answer older than its lifetime. A site with no visitor then asks again on the next one.
 */
const REFRESH_AHEAD = 0.2;

/**
 * Answers kept for their lifetime and shared by the requests that ask meanwhile (one call
 * for many concurrent misses), the next one asked for ahead of expiry by a caller near its
 * end (`REFRESH_AHEAD`). Only answers `keep` accepts are kept: a failure is asked again by
 * the next request (a failed call ahead leaves the current answer to its end). The oldest
 * entries leave first past `maxEntries`, so crawling every filter combination cannot grow it
 * without bound. Answers are shared objects: a caller copies before it changes one.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry<unknown>>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get<T>(key: string, lifetimeMs: number, load: () => Promise<T>, keep: (answer: T) => boolean) {
    const now = this.clock();
    const found = this.entries.get(key) as Entry<T> | undefined;
    if (found && found.expires > now) {
      if (!found.refreshing && found.expires - now <= lifetimeMs * REFRESH_AHEAD) {
        found.refreshing = true;
        this.callAhead(key, found, lifetimeMs, load, keep);
      }
      return found.answer;
    }
    if (found) this.entries.delete(key);
    const answer = load();
    const entry: Entry<T> = { answer, expires: now + lifetimeMs, refreshing: false };
    this.store(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    answer.then((value) => keep(value) || forget(), forget);
    return answer;
  }

  /** Asks for the answer after `current`, which stays until the new one has arrived. */
  private callAhead<T>(
    key: string,
    current: Entry<T>,
    lifetimeMs: number,
    load: () => Promise<T>,
    keep: (answer: T) => boolean,
  ) {
    // Its lifetime counts from the call, as a caller's would.
    const expires = this.clock() + lifetimeMs;
    load().then(
      (value) => {
        if (keep(value) && this.entries.get(key) === current) {
          this.store(key, { answer: Promise.resolve(value), expires, refreshing: false });
        }
      },
      () => undefined,
    );
  }

  private store(key: string, entry: Entry<unknown>) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
