import type { Redis } from 'ioredis';
import type { VersionStamp } from './catalogue-version';

/** Where a cached answer came from, counted for the benchmark and for operators. */
export interface ListingCacheStats {
  memoryHits: number;
  redisHits: number;
  misses: number;
  /** Redis calls that failed or timed out (the answer was then computed). */
  redisErrors: number;
}

export interface ListingCacheOptions {
  /** How long an entry lives, in ms (also bounds the memory of rarely repeated queries). */
  ttlMs: number;
  /** Entries kept in process, least recently used dropped first. */
  maxEntries: number;
  /** Shared second level: instances behind one load balancer reuse each other's pages. */
  redis?: Redis;
  /** Prefix of Redis keys. */
  redisPrefix?: string;
  /** Monotonic clock in ms, so tests can move time. */
  clock?: () => number;
}

/** How an answer is stored in Redis: JSON by default. */
export interface ListingCodec<T> {
  encode(value: T): string;
  decode(text: string): T;
}

const JSON_CODEC: ListingCodec<unknown> = {
  encode: (value) => JSON.stringify(value),
  decode: (text) => JSON.parse(text) as unknown,
};

interface Entry {
  expiresAt: number;
  value: unknown;
}

/**
 * Listing answers (page, exact total) keyed by catalogue version and query: in process
 * first, then Redis when configured, else computed and stored in both. An entry of an
 * older version is never read, because the version is part of the key; totals are
 * therefore exact for the version they were counted at. Redis failures never fail a
 * request: the answer is computed as if Redis were not there.
 */
export class ListingCache {
  private readonly memory = new Map<string, Entry>();
  private memoryVersion = '';
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly counts: ListingCacheStats = {
    memoryHits: 0,
    redisHits: 0,
    misses: 0,
    redisErrors: 0,
  };
  private warnedAt = -Infinity;

  private readonly clock: () => number;

  constructor(private readonly options: ListingCacheOptions) {
    this.clock = options.clock ?? (() => performance.now());
  }

  /**
   * The cached answer for `key` at `stamp`, or `compute()`'s, stored for the next caller;
   * `codec` turns it into Redis text and back (JSON by default). One key, one kind of value.
   */
  async get<T>(
    stamp: VersionStamp,
    key: string,
    compute: () => Promise<T>,
    codec: ListingCodec<T> = JSON_CODEC as ListingCodec<T>,
  ): Promise<T> {
    const version = `${stamp.databaseId}:${stamp.version}`;
    if (version !== this.memoryVersion) {
      // A new version makes every entry unreachable: free them at once.
      this.memory.clear();
      this.memoryVersion = version;
    }
    const fullKey = `${version}:${key}`;
    const now = this.clock();
    const entry = this.memory.get(fullKey);
    if (entry && entry.expiresAt > now) {
      this.memory.delete(fullKey);
      this.memory.set(fullKey, entry);
      this.counts.memoryHits += 1;
      return entry.value as T;
    }
    // Identical queries arriving together share one computation.
    const running = this.pending.get(fullKey);
    if (running) {
      this.counts.memoryHits += 1;
      return running as Promise<T>;
    }
    const loading = this.load(fullKey, compute, codec).finally(() => this.pending.delete(fullKey));
    this.pending.set(fullKey, loading);
    return loading;
  }

  /** Hits and misses since start. */
  stats(): ListingCacheStats {
    return { ...this.counts };
  }

  private async load<T>(
    fullKey: string,
    compute: () => Promise<T>,
    codec: ListingCodec<T>,
  ): Promise<T> {
    const shared = await this.readRedis(fullKey, codec);
    if (shared !== undefined) {
      this.counts.redisHits += 1;
      this.remember(fullKey, shared);
      return shared as T;
    }
    this.counts.misses += 1;
    const value = await compute();
    this.remember(fullKey, value);
    void this.writeRedis(fullKey, value, codec);
    return value;
  }

  private remember(fullKey: string, value: unknown) {
    this.memory.set(fullKey, { expiresAt: this.clock() + this.options.ttlMs, value });
    while (this.memory.size > this.options.maxEntries) {
      const oldest = this.memory.keys().next().value as string;
      this.memory.delete(oldest);
    }
  }

  private redisKey(fullKey: string) {
    return `${this.options.redisPrefix ?? 'snackshop:listing:'}${fullKey}`;
  }

  private async readRedis<T>(fullKey: string, codec: ListingCodec<T>): Promise<T | undefined> {
    const { redis } = this.options;
    if (!redis) return undefined;
    try {
      const text = await redis.get(this.redisKey(fullKey));
      return text === null ? undefined : codec.decode(text);
    } catch (error) {
      this.redisFailed(error);
      return undefined;
    }
  }

  private async writeRedis<T>(fullKey: string, value: T, codec: ListingCodec<T>) {
    const { redis } = this.options;
    if (!redis) return;
    try {
      await redis.set(this.redisKey(fullKey), codec.encode(value), 'PX', this.options.ttlMs);
    } catch (error) {
      this.redisFailed(error);
    }
  }

  private redisFailed(error: unknown) {
    this.counts.redisErrors += 1;
    // One line a minute at most: a Redis outage must not flood the log.
    if (this.clock() - this.warnedAt > 60_000) {
      this.warnedAt = this.clock();
      console.warn(`Listing cache: Redis unavailable, computing answers (${String(error)})`);
    }
  }
}
