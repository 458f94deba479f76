import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
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

describe('RateLimits in process', () => {
  it('allows the limit per subject, refuses the next with the seconds left, and reopens after the window', async () => {
    let now = 1_000_000;
    const limits = new RateLimits({ clock: () => now });
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
});

describe('RateLimits client address', () => {
  const limits = new RateLimits({ trustedProxies: ['127.0.0.0/8', '::1/128', '10.0.0.0/8'] });

  it('is the peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(limits.clientAddress(requestFrom('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
  });

  it('is the nearest untrusted X-Forwarded-For entry behind trusted proxies', () => {
    // A client-written entry (192.0.2.66) sits left of what the load balancer appended.
    const behindTwo = requestFrom('::ffff:127.0.0.1', '192.0.2.66, 198.51.100.4, 10.1.2.3');
    expect(limits.clientAddress(behindTwo)).toBe('198.51.100.4');
    expect(limits.clientAddress(requestFrom('::1'))).toBe('::1');
    expect(limits.clientAddress(requestFrom('127.0.0.1', 'not-an-address'))).toBe('127.0.0.1');
  });

  it('is "unknown" when the request came through no socket', () => {
    expect(limits.clientAddress({ env: {} } as unknown as Context)).toBe('unknown');
  });
});

describe('RateLimits in Redis', () => {
  it('falls back to in-process counters when Redis does not answer', async () => {
    const limits = new RateLimits({ redisUrl: 'redis://127.0.0.1:1' });
    for (let i = 0; i < 3; i += 1) expect((await limits.consume(rule, ['s'])).allowed).toBe(true);
    expect((await limits.consume(rule, ['s'])).allowed).toBe(false);
    await limits.close();
  });

  if (!REDIS_URL) return;
  it('shares the counters between API instances', async () => {
    const redisPrefix = `test:${randomBytes(6).toString('hex')}:`;
    const first = new RateLimits({ redisUrl: REDIS_URL, redisPrefix });
    const second = new RateLimits({ redisUrl: REDIS_URL, redisPrefix });
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
});
