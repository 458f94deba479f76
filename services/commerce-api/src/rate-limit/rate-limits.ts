import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import {
  canonicalAddress,
  clientNetwork,
  DEFAULT_IPV6_CLIENT_PREFIX,
} from '@snackshop/commerce-core/network';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import { DomainError } from '../http/errors';

/** One limit: at most `limit` attempts per subject in a fixed window of `windowMs`. */
export interface RateLimitRule {
  /** Part of the counter key, so two rules never share a counter. */
  name: string;
  limit: number;
  windowMs: number;
}

/** The outcome of one attempt against every subject of a rule. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until every exhausted counter starts afresh (0 when allowed). */
  retryAfterSeconds: number;
}

/** A counter store: counts a hit of `key` in its window and says when the window ends. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The count of `key` in its current window, without counting (0 when none is open). */
  peek(key: string): Promise<number>;
  /** Ends the window of `key` now. */
  clear(key: string): Promise<void>;
}

/**
 * Counters in the database (`rate_limit_counters`): one upsert per hit counts it, or starts a
 * new window when the last one has ended, atomically, so every API process on the database
 * shares them. Ended windows are deleted every `SWEEP_EVERY` hits of a process.
 */
class DatabaseRateLimitStore implements RateLimitStore {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const now = this.clock();
    const nowAt = new Date(now).toISOString();
    const endsAt = new Date(now + windowMs).toISOString();
    const ended = sql`${rateLimitCounters.resetsAt} <= ${nowAt}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, count: 1, resetsAt: new Date(now + windowMs) })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetsAt: sql`case when ${ended} then ${endsAt}::timestamptz else ${rateLimitCounters.resetsAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, resetsAt: rateLimitCounters.resetsAt });
    this.sweepNowAndThen(nowAt);
    return { count: row!.count, resetInMs: Math.max(0, row!.resetsAt.getTime() - now) };
  }

  async peek(key: string): Promise<number> {
    const nowAt = new Date(this.clock()).toISOString();
    const [row] = await this.db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(
        sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetsAt} > ${nowAt}::timestamptz`,
      );
    return row?.count ?? 0;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
  }

  private sweepNowAndThen(nowAt: string): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY) return;
    this.hitsSinceSweep = 0;
    void this.db
      .delete(rateLimitCounters)
      .where(sql`${rateLimitCounters.resetsAt} <= ${nowAt}::timestamptz`)
      .catch((error: unknown) => console.warn(`rate limits: sweep failed: ${String(error)}`));
  }
}

/** Hits of one process between two sweeps of ended windows. */
const SWEEP_EVERY = 1000;

// INCR and the window's expiry in one step, so a counter can never be left without one.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/**
 * Counters in Redis, shared by every API instance. When Redis does not answer, the attempt
 * is counted in the database instead, which every instance shares too.
 */
class RedisRateLimitStore implements RateLimitStore {
  private warnedAt = -Infinity;

  constructor(
    private readonly redis: Redis,
    private readonly fallback: RateLimitStore,
    private readonly prefix = 'snackshop:ratelimit:',
  ) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    } catch (error) {
      this.warn(error);
      return this.fallback.hit(key, windowMs);
    }
  }

  async peek(key: string): Promise<number> {
    try {
      return Number((await this.redis.get(this.prefix + key)) ?? 0);
    } catch (error) {
      this.warn(error);
      return this.fallback.peek(key);
    }
  }

  async clear(key: string): Promise<void> {
    try {
      await this.redis.del(this.prefix + key);
    } catch (error) {
      this.warn(error);
      await this.fallback.clear(key);
    }
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.warnedAt > 60_000) {
      this.warnedAt = now;
      console.warn(
        `commerce-api: rate limits counted in the database, Redis failed: ${String(error)}`,
      );
    }
  }
}

export interface RateLimitsOptions {
  /** Where the counters live without Redis, and while Redis does not answer. */
  db: Database;
  /** `redis://…`: counters in Redis, shared by every API instance; in the database otherwise. */
  redisUrl?: string;
  /** Prefix of the Redis keys (default `snackshop:ratelimit:`). */
  redisPrefix?: string;
  /**
   * Addresses (or CIDR ranges) of proxies whose `X-Forwarded-For` is believed: the site
   * servers and load balancers in front of the API. Default: loopback only.
   */
  trustedProxies?: readonly string[];
  /**
   * How many leading bits of an IPv6 address name one client (default 64: a host commonly
   * holds a whole /64 and picks addresses in it at will).
   */
  ipv6ClientPrefix?: number;
  /** Clock in ms, so tests can move time (database counters only). */
  clock?: () => number;
}

/** Loopback: a site server on the same machine. */
const DEFAULT_TRUSTED_PROXIES = ['127.0.0.0/8', '::1/128'];

/**
 * The API's rate limits: counters per rule and subject (a client address, an order
 * number), in Redis when configured and in the database otherwise (never in one process's
 * memory, so several API processes count together), and the client address of a request.
 */
export class RateLimits {
  private readonly store: RateLimitStore;
  private readonly redis: Redis | undefined;
  private readonly trusted = new BlockList();
  private readonly ipv6ClientPrefix: number;

  constructor(options: RateLimitsOptions) {
    this.redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          commandTimeout: 250,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
        })
      : undefined;
    // Failures surface per command (then counted in the database); the client reconnects itself.
    this.redis?.on('error', () => undefined);
    const database = new DatabaseRateLimitStore(options.db, options.clock);
    this.store = this.redis
      ? new RedisRateLimitStore(this.redis, database, options.redisPrefix)
      : database;
    for (const entry of options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES)
      addRange(this.trusted, entry);
    this.ipv6ClientPrefix = options.ipv6ClientPrefix ?? DEFAULT_IPV6_CLIENT_PREFIX;
  }

  /**
   * Counts one attempt for each subject; refused when any subject is over the rule's limit.
   * Every attempt counts, refused ones included, so hammering never reopens the window.
   */
  async consume(rule: RateLimitRule, subjects: readonly string[]): Promise<RateLimitDecision> {
    const hits = await Promise.all(
      subjects.map((subject) => this.store.hit(`${rule.name}:${subject}`, rule.windowMs)),
    );
    const over = hits.filter((hit) => hit.count > rule.limit);
    if (over.length === 0) return { allowed: true, retryAfterSeconds: 0 };
    const waitMs = Math.max(...over.map((hit) => hit.resetInMs));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** True when `subject` has used up `rule` in the current window (counts nothing). */
  async exhausted(rule: RateLimitRule, subject: string): Promise<boolean> {
    return (await this.store.peek(`${rule.name}:${subject}`)) >= rule.limit;
  }

  /** Counts one attempt of `subject` and answers the count in the window. */
  async count(rule: RateLimitRule, subject: string): Promise<number> {
    return (await this.store.hit(`${rule.name}:${subject}`, rule.windowMs)).count;
  }

  /** Starts `subject`'s count of `rule` afresh. */
  async clear(rule: RateLimitRule, subject: string): Promise<void> {
    await this.store.clear(`${rule.name}:${subject}`);
  }

  /**
   * The client behind a request as limits count it (`clientNetwork`: an IPv4 address, an
   * IPv6 address's /64), whatever spelling it came in: the connection's peer, or, when the
   * peer is a trusted proxy, the nearest `X-Forwarded-For` entry that is not one (entries a
   * client wrote itself sit further left and are never reached).
   */
  clientKey(c: Context): string {
    let peer: string | null = null;
    try {
      peer = canonicalAddress(getConnInfo(c).remote.address ?? '');
    } catch {
      // Not served by @hono/node-server (app.request in a test): no peer to speak of.
    }
    if (!peer) return 'unknown';
    let client = peer;
    if (this.isTrusted(peer)) {
      const chain = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map(canonicalAddress)
        .filter((entry): entry is string => entry !== null);
      client = chain.findLast((hop) => !this.isTrusted(hop)) ?? peer;
    }
    return clientNetwork(client, this.ipv6ClientPrefix) ?? client;
  }

  /** Closes the Redis connection, if any. */
  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }

  /** Whether a canonical address is one of the trusted proxies'. */
  private isTrusted(address: string): boolean {
    const family = isIP(address);
    if (family === 0) return false;
    return this.trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}

function addRange(list: BlockList, entry: string): void {
  const [address = '', prefix] = entry.trim().split('/');
  const family = isIP(address);
  if (family === 0) throw new Error(`Not an IP address or CIDR range: ${entry}`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefix), type);
}

/** 429: too many attempts; `Retry-After` says when to come back. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}
