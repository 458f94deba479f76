import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import { freshPostgres, testPostgresUrl } from '../../test/harness';
import { RateLimits, type RateLimitRule } from './rate-limits';

const rule: RateLimitRule = { name: 'test', limit: 3, windowMs: 60_000 };
const REDIS_URL = process.env.TEST_REDIS_URL;

/** The parts of a Hono context `clientAddress` reads: the socket's peer and the headers. */
function requestFrom(peer: string, forwardedFor?: string): Context {
  return {
    env: { incoming: { socket: { remoteAddress: peer } } },
    req: { header: (name: string) => (name === 'x-forwarded-for' ? forwardedFor : undefined) },
  } as unknown as Context;
}

/** Each database the suite runs on: PGlite, and PostgreSQL when TEST_DATABASE_URL answers. */
const targets: {
  kind: string;
  open: () => Promise<{ db: Database; close: () => Promise<void> }>;
}[] = [
  {
    kind: 'pglite',
    open: async () => {
      const database = await createDatabase(undefined, { pgliteDir: 'memory://' });
      await database.migrate();
      return { db: database.db, close: () => database.close() };
    },
  },
];
if (testPostgresUrl) {
  const adminUrl = testPostgresUrl;
  targets.push({
    kind: 'postgres',
    open: async () => {
      const fresh = await freshPostgres(adminUrl);
      const database = await createDatabase(fresh.url, { poolSize: 10 });
      await database.migrate();
      return {
        db: database.db,
        close: async () => {
          await database.close();
          await fresh.drop();
        },
      };
    },
  });
}

for (const target of targets) {
  describe(`RateLimits in the database [${target.kind}]`, () => {
    let db: Database;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ db, close } = await target.open());
    });
    afterAll(() => close());

    it('allows the limit per subject, refuses the next with the seconds left, and reopens after the window', async () => {
      let now = 1_000_000;
      const limits = new RateLimits({ db, clock: () => now });
      for (let i = 0; i < 3; i += 1) {
        expect(await limits.consume(rule, ['ip:a', 'order:x'])).toEqual({
          allowed: true,
          retryAfterSeconds: 0,
        });
      }
      now += 20_500;
      expect(await limits.consume(rule, ['ip:b', 'order:x'])).toEqual({
        allowed: false,
        retryAfterSeconds: 40,
      });
      // Another subject pair has its own counters.
      expect((await limits.consume(rule, ['ip:b', 'order:y'])).allowed).toBe(true);
      now += 40_000;
      expect((await limits.consume(rule, ['ip:a', 'order:x'])).allowed).toBe(true);
    });

    it('counts every hit of several processes at once, none lost', async () => {
      const processes = [new RateLimits({ db }), new RateLimits({ db })];
      const wide = { name: 'wide', limit: 30, windowMs: 60_000 };
      const decisions = await Promise.all(
        Array.from({ length: 40 }, (_, i) => processes[i % 2]!.consume(wide, ['ip:shared'])),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(30);
      const [row] = await db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, 'wide:ip:shared'));
      expect(row?.count).toBe(40);
    });

    it('tells an exhausted subject without counting, and starts a count afresh when cleared', async () => {
      const limits = new RateLimits({ db });
      const lock = { name: 'lock', limit: 2, windowMs: 60_000 };
      expect(await limits.exhausted(lock, 'a')).toBe(false);
      expect(await limits.count(lock, 'a')).toBe(1);
      expect(await limits.exhausted(lock, 'a')).toBe(false);
      expect(await limits.count(lock, 'a')).toBe(2);
      expect(await limits.exhausted(lock, 'a')).toBe(true);
      await limits.clear(lock, 'a');
      expect(await limits.exhausted(lock, 'a')).toBe(false);
      expect(await limits.count(lock, 'a')).toBe(1);
    });

    it('falls back to the database when Redis does not answer', async () => {
      const limits = new RateLimits({ db, redisUrl: 'redis://127.0.0.1:1' });
      const other = new RateLimits({ db });
      const fallback = { name: 'fallback', limit: 3, windowMs: 60_000 };
      for (let i = 0; i < 3; i += 1) {
        expect((await limits.consume(fallback, ['s'])).allowed).toBe(true);
      }
      // Counted where every process sees it.
      expect((await other.consume(fallback, ['s'])).allowed).toBe(false);
      await limits.close();
    });
  });
}

describe('RateLimits client key', () => {
  // The client key reads the request only; no counter is touched.
  const limits = new RateLimits({
    db: {} as Database,
    trustedProxies: ['127.0.0.0/8', '::1/128', '10.0.0.0/8'],
  });

  it('is the peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(limits.clientKey(requestFrom('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
  });

  it('is the nearest untrusted X-Forwarded-For entry behind trusted proxies', () => {
    // A client-written entry (192.0.2.66) sits left of what the load balancer appended.
    const behindTwo = requestFrom('::ffff:127.0.0.1', '192.0.2.66, 198.51.100.4, 10.1.2.3');
    expect(limits.clientKey(behindTwo)).toBe('198.51.100.4');
    expect(limits.clientKey(requestFrom('127.0.0.1', 'not-an-address'))).toBe('127.0.0.1');
  });

  it('counts an IPv6 client by its /64, in any spelling, and a trusted IPv6 proxy as one', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '[2001:db8:1:2::ffff]',
      '2001:db8:1:2::0.0.0.7',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
    ].map((address) => limits.clientKey(requestFrom('10.0.0.5', address)));
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(limits.clientKey(requestFrom('2001:db8:9:9::5'))).toBe('2001:db8:9:9::/64');
    expect(limits.clientKey(requestFrom('::1', '2001:db8:1:3::1'))).toBe('2001:db8:1:3::/64');
  });

  it('takes another IPv6 prefix when told', () => {
    const wide = new RateLimits({ db: {} as Database, ipv6ClientPrefix: 48 });
    expect(wide.clientKey(requestFrom('2001:db8:1:2::1'))).toBe('2001:db8:1::/48');
  });

  it('is "unknown" when the request came through no socket', () => {
    expect(limits.clientKey({ env: {} } as unknown as Context)).toBe('unknown');
  });
});

describe('RateLimits in Redis', () => {
  if (!REDIS_URL) {
    if (process.env.CI === 'true') throw new Error('TEST_REDIS_URL is not set in CI');
    return;
  }
  it('shares the counters between API instances', async () => {
    const redisPrefix = `test:${randomBytes(6).toString('hex')}:`;
    // Redis answers, so the database is never asked.
    const db = {} as Database;
    const first = new RateLimits({ db, redisUrl: REDIS_URL, redisPrefix });
    const second = new RateLimits({ db, redisUrl: REDIS_URL, redisPrefix });
    expect((await first.consume(rule, ['ip:a'])).allowed).toBe(true);
    expect((await second.consume(rule, ['ip:a'])).allowed).toBe(true);
    expect((await first.consume(rule, ['ip:a'])).allowed).toBe(true);
    const refused = await second.consume(rule, ['ip:a']);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    await first.close();
    await second.close();
  });

  it('tells an exhausted subject without counting, and clears it for every instance', async () => {
    const redisPrefix = `test:${randomBytes(6).toString('hex')}:`;
    const db = {} as Database;
    const first = new RateLimits({ db, redisUrl: REDIS_URL, redisPrefix });
    const second = new RateLimits({ db, redisUrl: REDIS_URL, redisPrefix });
    const lock = { name: 'lock', limit: 2, windowMs: 60_000 };
    expect(await first.count(lock, 'a')).toBe(1);
    expect(await second.exhausted(lock, 'a')).toBe(false);
    expect(await second.count(lock, 'a')).toBe(2);
    expect(await first.exhausted(lock, 'a')).toBe(true);
    await second.clear(lock, 'a');
    expect(await first.exhausted(lock, 'a')).toBe(false);
    await first.close();
    await second.close();
  });
});
