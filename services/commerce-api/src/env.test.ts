import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvError, identityConfig, parseEnv } from './env';
import { generateSigningKeys } from './identity/oidc/keys';

const secret = 'a'.repeat(32);

describe('parseEnv', () => {
  it('defaults to port 4000 and the embedded database under .data/pglite', () => {
    const env = parseEnv({ HANDSHAKE_SECRET: secret });
    expect(env.PORT).toBe(4000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toMatch(/[/\\]\.data[/\\]pglite$/);
    expect(env.PAYMENT_SESSION_SECONDS).toBe(900);
    expect(env.CAPTURE_GRACE_SECONDS).toBe(45);
  });

  it('reads the API’s public origin as API_PUBLIC_URL, the name the sites use, or PUBLIC_URL', () => {
    expect(
      parseEnv({ HANDSHAKE_SECRET: secret, API_PUBLIC_URL: 'http://localhost:4300' }).PUBLIC_URL,
    ).toBe('http://localhost:4300');
    expect(
      parseEnv({ HANDSHAKE_SECRET: secret, PUBLIC_URL: 'http://localhost:4301' }).PUBLIC_URL,
    ).toBe('http://localhost:4301');
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
      [{ CAPTURE_GRACE_SECONDS: '0' }, 'CAPTURE_GRACE_SECONDS'],
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

  it('runs one API process on the embedded database, and one per core in production on PostgreSQL', () => {
    const postgres = { HANDSHAKE_SECRET: secret, DATABASE_URL: 'postgres://u@h:5432/db' };
    expect(parseEnv({ HANDSHAKE_SECRET: secret }).API_WORKERS).toBe(1);
    expect(parseEnv({ ...postgres, NODE_ENV: 'production' }).API_WORKERS).toBe(
      availableParallelism(),
    );
    expect(parseEnv({ ...postgres, API_WORKERS: '3' }).API_WORKERS).toBe(3);
    expect(parseEnv({ HANDSHAKE_SECRET: secret, API_WORKERS: '1' }).API_WORKERS).toBe(1);
  });

  it('refuses several API processes without PostgreSQL, saying why', () => {
    expect(() => parseEnv({ HANDSHAKE_SECRET: secret, API_WORKERS: '2' })).toThrowError(
      'API_WORKERS: 2 processes need DATABASE_URL: the embedded PGlite database lives inside one process',
    );
    expect(() => parseEnv({ HANDSHAKE_SECRET: secret, API_WORKERS: '0' })).toThrowError(
      /API_WORKERS: /,
    );
  });

  it('accepts a PostgreSQL URL', () => {
    const env = parseEnv({ HANDSHAKE_SECRET: secret, DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(env.DATABASE_URL).toBe('postgres://u@h:5432/db');
  });
});

describe('identityConfig', () => {
  const jwks = JSON.stringify(generateSigningKeys());
  const production = {
    NODE_ENV: 'production',
    HANDSHAKE_SECRET: secret,
    OIDC_ISSUER: 'https://api.snacks.example/oidc',
    OIDC_COOKIE_KEYS: `${'k'.repeat(32)},${'o'.repeat(32)}`,
    OIDC_JWKS: jwks,
    SNACKS_SITE_URL: 'https://www.snacks.example',
    REWARDS_SITE_URL: 'https://rewards.snacks.example/',
    OIDC_SNACKS_CLIENT_SECRET: 's'.repeat(40),
    OIDC_REWARDS_CLIENT_SECRET: 'r'.repeat(40),
  };
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'identity-env-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const config = (source: Record<string, string>) =>
    identityConfig({ ...parseEnv(source), DATA_DIR: dataDir });

  it('takes everything from the environment in production, and no Google stand-in', () => {
    const identity = config(production);
    expect(identity.oidc.issuer).toBe('https://api.snacks.example/oidc');
    expect(identity.oidc.cookieKeys).toHaveLength(2);
    expect(identity.sites.rewards).toEqual({
      id: 'rewards',
      origin: 'https://rewards.snacks.example',
      clientSecret: 'r'.repeat(40),
    });
    expect(identity.google).toBeUndefined();
    expect(identity.sessionLifetimes).toEqual({ idleSeconds: 7200, absoluteSeconds: 1_209_600 });
    expect(existsSync(path.join(dataDir, 'identity-clients.json'))).toBe(false);
  });

  it('names every missing variable in production', () => {
    const missing = () => config({ NODE_ENV: 'production', HANDSHAKE_SECRET: secret });
    expect(missing).toThrow(EnvError);
    for (const name of [
      'OIDC_ISSUER',
      'OIDC_COOKIE_KEYS',
      'OIDC_JWKS',
      'SNACKS_SITE_URL',
      'REWARDS_SITE_URL',
      'OIDC_SNACKS_CLIENT_SECRET',
      'OIDC_REWARDS_CLIENT_SECRET',
    ]) {
      expect(missing).toThrow(new RegExp(`${name}: is required in production`));
    }
    expect(() => config({ ...production, OIDC_ISSUER: 'http://api.snacks.example/oidc' })).toThrow(
      /OIDC_ISSUER: must be https in production/,
    );
  });

  it('refuses bad values, naming the variable', () => {
    const bad = [
      [{ OIDC_ISSUER: 'https://api.snacks.example/' }, 'OIDC_ISSUER'],
      [{ OIDC_COOKIE_KEYS: 'short' }, 'OIDC_COOKIE_KEYS'],
      [{ OIDC_JWKS: '{"keys":[{"kty":"EC","kid":"a"}]}' }, 'OIDC_JWKS'],
      [{ OIDC_JWKS: 'not json' }, 'OIDC_JWKS'],
      [{ SNACKS_SITE_URL: 'https://www.snacks.example/shop' }, 'SNACKS_SITE_URL'],
      [{ OIDC_REWARDS_CLIENT_SECRET: 'too-short' }, 'OIDC_REWARDS_CLIENT_SECRET'],
      [{ SESSION_IDLE_SECONDS: '30' }, 'SESSION_IDLE_SECONDS'],
      [{ SESSION_IDLE_SECONDS: '90000', SESSION_ABSOLUTE_SECONDS: '3600' }, 'SESSION_IDLE_SECONDS'],
      [{ GOOGLE_ISSUER: 'https://accounts.google.com' }, 'GOOGLE_CLIENT_ID'],
    ] as const;
    for (const [source, variable] of bad) {
      expect(() => parseEnv({ HANDSHAKE_SECRET: secret, ...source })).toThrowError(
        new RegExp(`${variable}: `),
      );
    }
  });

  it('makes the missing keys and secrets once on a development machine and keeps them', () => {
    const first = config({ HANDSHAKE_SECRET: secret, PORT: '4100' });
    expect(first.oidc.issuer).toBe('http://localhost:4100/oidc');
    expect(first.sites.snacks.origin).toBe('http://localhost:3000');
    expect(first.google).toBe('stand-in');
    const file = JSON.parse(readFileSync(path.join(dataDir, 'identity-clients.json'), 'utf8'));
    expect(file).toEqual({
      snacks: first.sites.snacks.clientSecret,
      rewards: first.sites.rewards.clientSecret,
    });
    const again = config({ HANDSHAKE_SECRET: secret });
    expect(again.sites).toEqual(first.sites);
    expect(again.oidc.jwks).toEqual(first.oidc.jwks);
    expect(again.oidc.cookieKeys).toEqual(first.oidc.cookieKeys);
    expect(readdirSync(dataDir).sort()).toEqual(['identity-clients.json', 'oidc-keys.json']);
  });

  it('uses an upstream Google issuer when all three variables are set', () => {
    const identity = config({
      HANDSHAKE_SECRET: secret,
      GOOGLE_ISSUER: 'https://accounts.google.com',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    });
    expect(identity.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'client.apps.googleusercontent.com',
      clientSecret: 'google-secret',
    });
  });
});
