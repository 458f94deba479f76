import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const secret = 'a'.repeat(32);

describe('parseEnv', () => {
  it('defaults to port 4000 and the embedded database under .data/pglite', () => {
    const env = parseEnv({ HANDSHAKE_SECRET: secret });
    expect(env.PORT).toBe(4000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toMatch(/[/\\]\.data[/\\]pglite$/);
    expect(env.PAYMENT_SESSION_SECONDS).toBe(900);
  });

  it('takes the payment session lifetime in seconds', () => {
    expect(parseEnv({ HANDSHAKE_SECRET: secret, PAYMENT_SESSION_SECONDS: '300' })).toMatchObject({
      PAYMENT_SESSION_SECONDS: 300,
    });
  });

  it('names the variable when a value is bad', () => {
    const bad = [
      [{ PORT: 'abc' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
      [{ HANDSHAKE_SECRET: 'short' }, 'HANDSHAKE_SECRET'],
      [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
      [{ TRUSTED_PROXIES: '10.0.0.0/99' }, 'TRUSTED_PROXIES'],
      [{ TRUSTED_PROXIES: 'site-server' }, 'TRUSTED_PROXIES'],
      [{ PAYMENT_SESSION_SECONDS: '30' }, 'PAYMENT_SESSION_SECONDS'],
      [{ PAYMENT_SESSION_SECONDS: '90.5' }, 'PAYMENT_SESSION_SECONDS'],
    ] as const;
    for (const [source, variable] of bad) {
      expect(() => parseEnv({ HANDSHAKE_SECRET: secret, ...source })).toThrowError(
        new RegExp(`${variable}: `),
      );
    }
  });

  it('requires a handshake secret in production and accepts one of 32 characters', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: 'production', HANDSHAKE_SECRET: 'a'.repeat(31) })).toThrow(
      /HANDSHAKE_SECRET: must be at least 32 characters/,
    );
    expect(parseEnv({ NODE_ENV: 'production', HANDSHAKE_SECRET: secret }).HANDSHAKE_SECRET).toBe(
      secret,
    );
  });

  it('accepts a PostgreSQL URL', () => {
    const env = parseEnv({ HANDSHAKE_SECRET: secret, DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(env.DATABASE_URL).toBe('postgres://u@h:5432/db');
  });
});
