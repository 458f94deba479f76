import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Redis } from 'ioredis';
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
}

/**
 * Counters in this process. Enough for one API instance (the embedded default); several
 * instances need the Redis store, or each would allow the limit on its own.
 */
class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private hitsSinceSweep = 0;

  constructor(private readonly clock: () => number = () => Date.now()) {}

  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const now = this.clock();
    this.sweep(now);
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    return Promise.resolve({ count: counter.count, resetInMs: counter.resetAt - now });
  }

  /** Drops ended windows now and then, so counters of one-off subjects do not pile up. */
  private sweep(now: number): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < 1000) return;
    this.hitsSinceSweep = 0;
    for (const [key, counter] of this.counters) {
      if (counter.resetAt <= now) this.counters.delete(key);
    }
  }
}

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
 * is counted in process instead: the limit then holds per instance rather than not at all.
 */
class RedisRateLimitStore implements RateLimitStore {
  private readonly fallback: MemoryRateLimitStore;
  private warnedAt = -Infinity;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'snackshop:ratelimit:',
    clock?: () => number,
  ) {
    this.fallback = new MemoryRateLimitStore(clock);
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    } catch (error) {
      const now = Date.now();
      if (now - this.warnedAt > 60_000) {
        this.warnedAt = now;
        console.warn(
          `commerce-api: rate limits counted in process, Redis failed: ${String(error)}`,
        );
      }
      return this.fallback.hit(key, windowMs);
    }
  }
}

export interface RateLimitsOptions {
  /** `redis://…`: counters shared by every API instance; in process otherwise. */
  redisUrl?: string;
  /** Prefix of the Redis keys (default `snackshop:ratelimit:`). */
  redisPrefix?: string;
  /**
   * Addresses (or CIDR ranges) of proxies whose `X-Forwarded-For` is believed: the site
   * servers and load balancers in front of the API. Default: loopback only.
   */
  trustedProxies?: readonly string[];
  /** Clock in ms, so tests can move time (in-process counters only). */
  clock?: () => number;
}

/** Loopback: a site server on the same machine. */
const DEFAULT_TRUSTED_PROXIES = ['127.0.0.0/8', '::1/128'];

/**
 * The API's rate limits: counters per rule and subject (a client address, an order
 * number), in Redis when configured, and the client address of a request.
 */
export class RateLimits {
  private readonly store: RateLimitStore;
  private readonly redis: Redis | undefined;
  private readonly trusted = new BlockList();

  constructor(options: RateLimitsOptions = {}) {
    this.redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          commandTimeout: 250,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
        })
      : undefined;
    // Failures surface per command (then counted in process); the client reconnects itself.
    this.redis?.on('error', () => undefined);
    this.store = this.redis
      ? new RedisRateLimitStore(this.redis, options.redisPrefix, options.clock)
      : new MemoryRateLimitStore(options.clock);
    for (const entry of options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES)
      addRange(this.trusted, entry);
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

  /**
   * The address of the client behind a request: the connection's peer, or, when the peer
   * is a trusted proxy, the nearest `X-Forwarded-For` entry that is not one (entries a
   * client wrote itself sit further left and are never reached).
   */
  clientAddress(c: Context): string {
    let peer: string | undefined;
    try {
      peer = getConnInfo(c).remote.address;
    } catch {
      // Not served by @hono/node-server (app.request in a test): no peer to speak of.
    }
    if (!peer) return 'unknown';
    if (!this.isTrusted(peer)) return canonical(peer);
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => isIP(canonical(entry)) !== 0);
    for (let i = chain.length - 1; i >= 0; i -= 1) {
      const hop = canonical(chain[i]!);
      if (!this.isTrusted(hop)) return hop;
    }
    return canonical(peer);
  }

  /** Closes the Redis connection, if any. */
  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }

  private isTrusted(address: string): boolean {
    const plain = canonical(address);
    const family = isIP(plain);
    if (family === 0) return false;
    return this.trusted.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/** IPv4 written as IPv6 (`::ffff:10.0.0.1`, as dual-stack sockets report it) back to IPv4. */
function canonical(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
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
