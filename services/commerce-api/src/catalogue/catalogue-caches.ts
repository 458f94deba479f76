import { and, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database, DatabaseHandle } from '../db/client';
import { products, searchSynonyms } from '../db/schema/index';
import { emptyLocations } from '../addresses/location-stock';
import { summaryColumns } from './product-query';
import { loadTaxonomy } from './taxonomy';
import { SearchIndex, type IndexedRow } from './search-index';
import {
  CATALOGUE_VERSION_CHANNEL,
  CatalogueVersion,
  type VersionStamp,
} from './catalogue-version';
import { PreparedJson } from '../http/prepared-json';
import { ListingCache, type ListingCacheStats, type ListingCodec } from './listing-cache';
import { RecentAnswers, type RecentAnswersStats } from '../runtime/recent-answers';

/** Prepared answers are their JSON text in Redis too: neither parsed nor serialised again. */
const PREPARED_CODEC: ListingCodec<PreparedJson> = {
  encode: (value) => value.json,
  decode: (text) => new PreparedJson(text),
};

/** What autocomplete suggests: everything a shopper can open, not only listing kinds. */
const SUGGESTED_KINDS = ['snack', 'variety-pack', 'merchandise'] as const;

export interface CatalogueCachesOptions {
  db: Database;
  /**
   * How often the catalogue version is read, in ms (default 2000): the most a change can
   * take to show when no notice of it arrives (see `follow`). 0 reads it on every request
   * and waits for a rebuilt index (tests).
   */
  freshnessMs?: number;
  /**
   * Least time between two starts of a search index rebuild, in ms (default 2000): a
   * catalogue that changes all the time is not rebuilt back to back.
   */
  rebuildIntervalMs?: number;
  /** Lifetime of a cached listing page, in ms (default 60 s). */
  listingTtlMs?: number;
  /** Listing pages kept in process (default 5000). */
  maxListings?: number;
  /** Answers computed from the search index (autocomplete) kept in process (default 5000). */
  maxIndexAnswers?: number;
  /** `redis://…`: listing pages are shared with the other instances through Redis. */
  redisUrl?: string;
  /** Prefix of this cache's Redis keys (default `snackshop:listing:`). */
  redisPrefix?: string;
  /** Monotonic clock in ms, so tests can move time. */
  clock?: () => number;
}

/** Counters of the caches, for the benchmark and for operators. */
export interface CatalogueCacheStats {
  listing: ListingCacheStats;
  /** Answers computed from the search index: kept ones sent (hits) and computed (misses). */
  indexAnswers: RecentAnswersStats;
  /** Search index builds since start (one per catalogue version that was searched). */
  indexBuilds: number;
  /** How long the last index build took, in ms. */
  lastIndexBuildMs: number;
}

/**
 * The catalogue caches of one API instance: the in-process search index and the listing
 * page cache, both keyed by the catalogue version. They hold copies of database state
 * only; an instance that starts empty rebuilds them from the database, so no instance
 * holds anything another needs.
 */
export class CatalogueCaches {
  readonly version: CatalogueVersion;
  private readonly listings: ListingCache;
  private readonly indexAnswers: RecentAnswers<PreparedJson>;
  /** The index `indexAnswers` were computed from. */
  private answersIndex: SearchIndex | null = null;
  private readonly redis: Redis | undefined;
  private index: SearchIndex | null = null;
  private building: Promise<SearchIndex> | null = null;
  private builds = 0;
  private lastBuildMs = 0;
  private stopFollowing: (() => Promise<void>) | null = null;
  private lastBuildStartedAt = -Infinity;
  private rebuildTimer: NodeJS.Timeout | null = null;
  private readonly clock: () => number;

  constructor(private readonly options: CatalogueCachesOptions) {
    this.clock = options.clock ?? (() => performance.now());
    this.version = new CatalogueVersion(options.db, options.freshnessMs ?? 2000, this.clock);
    this.redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          // A slow or absent Redis costs a request at most this long, then the database answers.
          commandTimeout: 250,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
        })
      : undefined;
    // Connection errors surface per command (counted, logged); the client reconnects itself.
    this.redis?.on('error', () => undefined);
    this.listings = new ListingCache({
      ttlMs: options.listingTtlMs ?? 60_000,
      maxEntries: options.maxListings ?? 5000,
      ...(this.redis ? { redis: this.redis } : {}),
      ...(options.redisPrefix ? { redisPrefix: options.redisPrefix } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    });
    this.indexAnswers = new RecentAnswers(options.maxIndexAnswers ?? 5000);
  }

  /**
   * The search index of the current catalogue version. When the version has moved on, one
   * rebuild runs for all callers, at most one per `rebuildIntervalMs`; meanwhile the previous
   * index keeps answering unless `freshnessMs` is 0 (then callers wait for the rebuilt one).
   */
  async searchIndex(): Promise<SearchIndex> {
    const stamp = await this.version.current();
    if (this.index && this.index.version >= stamp.version) return this.index;
    if (this.index && this.version.freshnessMs > 0) {
      this.rebuildSoon();
      return this.index;
    }
    return this.rebuild(stamp);
  }

  private rebuild(stamp: VersionStamp): Promise<SearchIndex> {
    this.lastBuildStartedAt = this.clock();
    return (this.building ??= this.build(stamp).finally(() => {
      this.building = null;
    }));
  }

  /** Starts a rebuild of the current version now, or `rebuildIntervalMs` after the last one. */
  private rebuildSoon(): void {
    if (this.building || this.rebuildTimer) return;
    const start = () => {
      this.rebuildTimer = null;
      this.version
        .current()
        .then((stamp) =>
          this.index && this.index.version >= stamp.version ? this.index : this.rebuild(stamp),
        )
        .catch((error: unknown) => console.error('Search index rebuild failed', error));
    };
    const waitMs =
      this.lastBuildStartedAt + (this.options.rebuildIntervalMs ?? 2000) - this.clock();
    if (waitMs <= 0) start();
    else {
      this.rebuildTimer = setTimeout(start, waitMs);
      this.rebuildTimer.unref();
    }
  }

  /**
   * A listing answer for `key` at the current catalogue version, computed (for that version,
   * which `compute` receives) when not cached.
   */
  async listing<T>(key: string, compute: (stamp: VersionStamp) => Promise<T>): Promise<T> {
    const stamp = await this.version.current();
    return this.listings.get(stamp, key, () => compute(stamp));
  }

  /**
   * Like `listing`, with the answer kept serialised (in process and in Redis alike), so a
   * hit is sent without serialising it again. Its keys are apart from `listing`'s.
   */
  async preparedListing(
    key: string,
    compute: (stamp: VersionStamp) => Promise<unknown>,
  ): Promise<PreparedJson> {
    const stamp = await this.version.current();
    return this.listings.get(
      stamp,
      `json:${key}`,
      async () => new PreparedJson(JSON.stringify(await compute(stamp))),
      PREPARED_CODEC,
    );
  }

  /**
   * An answer computed from the current search index, kept serialised in process while that
   * index is current (an index is an immutable snapshot, so a kept answer is exactly what
   * computing it again would give). For searches that repeat, as autocomplete's do.
   */
  async indexAnswer(key: string, compute: (index: SearchIndex) => unknown): Promise<PreparedJson> {
    const index = await this.searchIndex();
    if (index !== this.answersIndex) {
      this.indexAnswers.clear();
      this.answersIndex = index;
    }
    return this.indexAnswers.get(key, () => new PreparedJson(JSON.stringify(compute(index))));
  }

  /**
   * The search index when it holds version `stamp` (or a later one), else null: a listing
   * computed for that version must not be answered from an older snapshot. A stale index is
   * rebuilt meanwhile, as for autocomplete.
   */
  async searchIndexAt(stamp: VersionStamp): Promise<SearchIndex | null> {
    try {
      const index = await this.searchIndex();
      return index.version >= stamp.version ? index : null;
    } catch (error) {
      console.error('Search index unavailable, listing from the database', error);
      return null;
    }
  }

  /**
   * Follows the database's notices of new catalogue versions (LISTEN), so a change made
   * through any process shows in this one as soon as its transaction commits: listings at
   * the next request, autocomplete once the index rebuilt meanwhile is ready. Reading the
   * version every `freshnessMs` stays, as the bound for notices lost while the listening
   * connection was down.
   */
  async follow(database: Pick<DatabaseHandle, 'listen'>): Promise<void> {
    this.stopFollowing = await database.listen(
      CATALOGUE_VERSION_CHANNEL,
      (payload) => this.noticed(Number(payload)),
      () => this.noticed(),
    );
  }

  private noticed(version?: number): void {
    if (!this.version.changed(version)) return;
    // Rebuild now rather than when the next search asks; the current index answers meanwhile.
    this.searchIndex().catch((error: unknown) =>
      console.error('Search index rebuild failed', error),
    );
  }

  /** Builds the search index before the first request needs it (start-up). */
  async warm(): Promise<void> {
    await this.searchIndex();
  }

  stats(): CatalogueCacheStats {
    return {
      listing: this.listings.stats(),
      indexAnswers: this.indexAnswers.stats(),
      indexBuilds: this.builds,
      lastIndexBuildMs: this.lastBuildMs,
    };
  }

  /** Stops following notices and closes the Redis connection, if any. */
  async close(): Promise<void> {
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    await this.stopFollowing?.();
    await this.redis?.quit().catch(() => undefined);
  }

  /** True when Redis answers PING (start-up and readiness checks). */
  async redisReachable(): Promise<boolean> {
    if (!this.redis) return false;
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  private async build(stamp: VersionStamp): Promise<SearchIndex> {
    const started = performance.now();
    const { db } = this.options;
    // The version was read before the rows, so the rows are of that version or newer.
    const [taxonomy, synonyms, empty, rows] = await Promise.all([
      loadTaxonomy(db),
      db.select().from(searchSynonyms),
      emptyLocations(db),
      db
        .select({
          ...summaryColumns,
          popularity: products.popularity,
          suggestable: sql<boolean>`${and(eq(products.isActive, true), eq(products.freeSample, false), inArray(products.kind, [...SUGGESTED_KINDS]))}`,
          lexemes: sql<string[]>`tsvector_to_array(${products.searchVector})`,
          // Exact microseconds (a JS Date keeps milliseconds), for the newest-first order.
          createdMicros:
            sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint`.mapWith(
              Number,
            ),
        })
        .from(products),
    ]);
    const indexed = (rows as IndexedRow[]).map((row) => {
      const emptyAt = empty.get(row.id ?? 0);
      return emptyAt ? { ...row, emptyAt } : row;
    });
    const index = new SearchIndex(stamp.version, taxonomy, indexed, synonyms);
    if (!this.index || this.index.version < index.version) this.index = index;
    this.builds += 1;
    this.lastBuildMs = performance.now() - started;
    return index;
  }
}
