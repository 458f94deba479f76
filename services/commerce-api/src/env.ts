import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { JWKS } from 'oidc-provider';
import { z } from 'zod';
import { generateCookieKeys, generateSigningKeys, signingKeysProblem } from './identity/oidc/keys';
import type { IdentityOptions } from './identity/services';
import type { SessionLifetimes } from './identity/sessions';
import type { IdentitySite, SiteId } from './identity/sites';

const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) => value === undefined || protocols.some((protocol) => value.startsWith(protocol)),
      { message: `must start with ${protocols.join(' or ')}` },
    );

/** Unset or empty: undefined. */
const optionalText = (min: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .refine((value) => value === undefined || value.length >= min, {
      message: `must be at least ${min} characters`,
    });

const optionalOrigin = optionalUrl(['http://', 'https://'])
  .transform((value) => value?.replace(/\/$/, ''))
  .refine((value) => value === undefined || /^https?:\/\/[^/?#]+$/.test(value), {
    message: 'must be an origin (scheme://host[:port])',
  });

/** The path of a URL without its trailing slash ('' when it is not a URL). */
function pathOf(value: string): string {
  try {
    return new URL(value).pathname.replace(/\/$/, '');
  } catch {
    return '';
  }
}

const seconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** postgres://… selects PostgreSQL; unset keeps the embedded PGlite database under .data/. */
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  /** Where the embedded database lives when DATABASE_URL is unset. */
  PGLITE_DIR: z.string().trim().min(1).optional(),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  /**
   * API processes on this machine (Node's cluster, one port). Default: one per core in
   * production on PostgreSQL, one otherwise; more than one needs DATABASE_URL.
   */
  API_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** How long a stopping process lets in-flight requests finish before cutting them off. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** Signs the handshake values; every API instance behind one load balancer shares it. */
  HANDSHAKE_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  HANDSHAKE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(12 * 3600),
  /** Lifetime of a payment session (a capture context) in seconds: 2 minutes to 1 hour. */
  PAYMENT_SESSION_SECONDS: z.coerce
    .number()
    .int()
    .min(120)
    .max(3600)
    .default(15 * 60),
  /**
   * Seconds an authorised order is left to its own capture before the capture reconciler
   * (every API process runs one) captures it, or voids it after repeated failures.
   */
  CAPTURE_GRACE_SECONDS: seconds(1, 3600, 45),
  /** The public origin of the API, used in absolute image URLs and the OpenAPI servers list. */
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  /** Seed an empty database on start (the embedded default does; set false for production). */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** smtp(s)://… sends mail through that server; unset keeps it in the outbox and dev mailbox. */
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().trim().min(3).default('Snack Shop <orders@snackshop.example>'),
  /** Comma-separated storefront origins: they alone may frame the hosted card fields. */
  STOREFRONT_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return undefined;
      const origins = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!/^https?:\/\/[^/]+$/.test(origin)) {
          ctx.addIssue({
            code: 'custom',
            message: `${origin} is not an origin (scheme://host[:port])`,
          });
        }
      }
      return origins;
    }),
  /**
   * Comma-separated addresses or CIDR ranges of the proxies in front of the API (site
   * servers, load balancers): their X-Forwarded-For names the client for rate limits.
   * Unset trusts loopback only.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return undefined;
      const entries = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      for (const entry of entries) {
        const [address = '', prefix] = entry.split('/');
        const bits = isIP(address) === 4 ? 32 : 128;
        const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
        if (isIP(address) === 0 || !prefixOk) {
          ctx.addIssue({ code: 'custom', message: `${entry} is not an IP address or CIDR range` });
        }
      }
      return entries;
    }),
  /**
   * How many leading bits of an IPv6 address name one client for the per-address limits
   * (default 64; 48 or 56 where providers hand out whole blocks).
   */
  RATE_LIMIT_IPV6_PREFIX: z.coerce
    .number()
    .int('RATE_LIMIT_IPV6_PREFIX must be a whole number')
    .min(32, 'RATE_LIMIT_IPV6_PREFIX must be between 32 and 128')
    .max(128, 'RATE_LIMIT_IPV6_PREFIX must be between 32 and 128')
    .default(64),
  LOG_REQUESTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * The OpenID Provider's issuer: the API's public origin plus /oidc, where it is mounted.
   * Default `<PUBLIC_URL>/oidc`, else `http://localhost:<PORT>/oidc`.
   */
  OIDC_ISSUER: optionalUrl(['http://', 'https://']).refine(
    (value) => value === undefined || pathOf(value) === '/oidc',
    { message: 'must be the API origin followed by /oidc, e.g. https://api.example.com/oidc' },
  ),
  /** Comma-separated cookie signing keys of the provider, newest first (each ≥ 32 characters). */
  OIDC_COOKIE_KEYS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const keys = (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (keys.some((key) => key.length < 32)) {
        ctx.addIssue({ code: 'custom', message: 'every key must be at least 32 characters' });
      }
      return keys.length ? keys : undefined;
    }),
  /** The provider's signing keys: a JWKS (JSON) of private keys, the signing key first. */
  OIDC_JWKS: z
    .string()
    .optional()
    .transform((value, ctx): JWKS | undefined => {
      if (!value?.trim()) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON: {"keys":[…]}' });
        return undefined;
      }
      const problem = signingKeysProblem(parsed);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      return parsed as JWKS;
    }),
  /** The sites' public origins (sign-in pages, callbacks, mailed links). */
  SNACKS_SITE_URL: optionalOrigin,
  REWARDS_SITE_URL: optionalOrigin,
  /** The sites' OpenID client secrets; their servers hold the same values. */
  OIDC_SNACKS_CLIENT_SECRET: optionalText(32),
  OIDC_REWARDS_CLIENT_SECRET: optionalText(32),
  /** API sessions (X-Auth-Token): idle expiry and absolute lifetime. */
  SESSION_IDLE_SECONDS: seconds(60, 30 * 24 * 3600, 2 * 3600),
  SESSION_ABSOLUTE_SECONDS: seconds(300, 365 * 24 * 3600, 14 * 24 * 3600),
  /** The upstream Google issuer and our client there; all three or none. */
  GOOGLE_ISSUER: optionalUrl(['https://', 'http://']),
  GOOGLE_CLIENT_ID: optionalText(1),
  GOOGLE_CLIENT_SECRET: optionalText(1),
});

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.API_WORKERS !== undefined && env.API_WORKERS > 1 && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['API_WORKERS'],
      message:
        `${env.API_WORKERS} processes need DATABASE_URL: the embedded PGlite database lives ` +
        'inside one process, so without PostgreSQL run API_WORKERS=1 (the default)',
    });
  }
  if (env.SESSION_IDLE_SECONDS > env.SESSION_ABSOLUTE_SECONDS) {
    ctx.addIssue({
      code: 'custom',
      path: ['SESSION_IDLE_SECONDS'],
      message: 'must not exceed SESSION_ABSOLUTE_SECONDS',
    });
  }
  const google = [env.GOOGLE_ISSUER, env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET];
  if (google.some(Boolean) && !google.every(Boolean)) {
    for (const name of ['GOOGLE_ISSUER', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const) {
      if (!env[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required with the other GOOGLE_ variables (set all three or none)',
        });
      }
    }
  }
});

/** The validated configuration the API runs with. */
export type Env = Omit<z.infer<typeof envSchema>, 'API_WORKERS'> & {
  /** Resolved: the variable, else one per core in production on PostgreSQL, else 1. */
  API_WORKERS: number;
  HANDSHAKE_SECRET: string;
  PGLITE_DIR: string;
  /** Where generated local secrets live (`<repo>/.data`). */
  DATA_DIR: string;
};

/** Thrown with one line per bad variable, each naming the variable. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** The workspace root (the folder holding pnpm-workspace.yaml), or the working directory. */
function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

/**
 * Parses the environment. Without HANDSHAKE_SECRET a development machine gets a random
 * secret kept in .data/ (so restarts keep shoppers' handshakes valid); production must set one
 * so that every instance signs alike.
 */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // The API's public origin has one name in every process: API_PUBLIC_URL (PUBLIC_URL, its
  // older name, still read).
  const result = checkedEnvSchema.safeParse({
    ...source,
    PUBLIC_URL: source.API_PUBLIC_URL ?? source.PUBLIC_URL,
  });
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = result.data;
  const dataDir = path.join(findRepoRoot(), '.data');
  const pgliteDir = env.PGLITE_DIR ?? path.join(dataDir, 'pglite');
  let secret = env.HANDSHAKE_SECRET;
  if (!secret) {
    if (env.NODE_ENV === 'production') {
      throw new EnvError(['HANDSHAKE_SECRET: is required in production (at least 32 characters)']);
    }
    secret = localSecret(path.join(dataDir, 'handshake-secret'));
  }
  const workers =
    env.API_WORKERS ??
    (env.NODE_ENV === 'production' && env.DATABASE_URL ? availableParallelism() : 1);
  return {
    ...env,
    API_WORKERS: workers,
    HANDSHAKE_SECRET: secret,
    PGLITE_DIR: pgliteDir,
    DATA_DIR: dataDir,
  };
}

function localSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Sign-in as the API runs it: the provider, the sites, API session lifetimes and Google. */
export interface IdentityConfig extends Required<Pick<IdentityOptions, 'sites' | 'oidc'>> {
  sessionLifetimes: SessionLifetimes;
  google: IdentityOptions['google'];
}

const LOCAL_SITE_ORIGINS: Readonly<Record<SiteId, string>> = {
  snacks: 'http://localhost:3000',
  rewards: 'http://localhost:3001',
};

/** Where the sites' servers find the client secrets the API generated (when their env has none). */
const IDENTITY_CLIENTS_FILE = 'identity-clients.json';

/**
 * The sign-in configuration. In production the issuer, keys, site origins and client secrets
 * must all be set (one error naming every missing variable). Elsewhere a missing secret or
 * key is generated once and kept under .data/: the provider's keys in `oidc-keys.json`, the
 * client secrets in `identity-clients.json`, which the sites' servers read too. Without the
 * GOOGLE_ variables, outside production, Google sign-in goes to the stand-in issuer.
 */
export function identityConfig(env: Env): IdentityConfig {
  const production = env.NODE_ENV === 'production';
  if (production) {
    const required = [
      'OIDC_ISSUER',
      'OIDC_COOKIE_KEYS',
      'OIDC_JWKS',
      'SNACKS_SITE_URL',
      'REWARDS_SITE_URL',
      'OIDC_SNACKS_CLIENT_SECRET',
      'OIDC_REWARDS_CLIENT_SECRET',
    ] as const;
    const missing = required.filter((name) => env[name] === undefined);
    const problems = missing.map((name) => `${name}: is required in production`);
    if (env.OIDC_ISSUER && !env.OIDC_ISSUER.startsWith('https://')) {
      problems.push('OIDC_ISSUER: must be https in production');
    }
    if (env.GOOGLE_ISSUER && !env.GOOGLE_ISSUER.startsWith('https://')) {
      problems.push('GOOGLE_ISSUER: must be https in production');
    }
    if (problems.length > 0) throw new EnvError(problems);
  }
  const keys =
    env.OIDC_COOKIE_KEYS && env.OIDC_JWKS
      ? null
      : createOnce(path.join(env.DATA_DIR, 'oidc-keys.json'), isLocalKeys, () => ({
          cookieKeys: generateCookieKeys(),
          jwks: generateSigningKeys(),
        }));
  const secrets =
    env.OIDC_SNACKS_CLIENT_SECRET && env.OIDC_REWARDS_CLIENT_SECRET
      ? null
      : createOnce(path.join(env.DATA_DIR, IDENTITY_CLIENTS_FILE), isClientSecrets, () => ({
          snacks: randomBytes(32).toString('base64url'),
          rewards: randomBytes(32).toString('base64url'),
        }));
  const site = (id: SiteId, origin: string | undefined, secret: string | undefined) =>
    ({
      id,
      origin: origin ?? LOCAL_SITE_ORIGINS[id],
      clientSecret: secret ?? secrets![id],
    }) satisfies IdentitySite;
  const issuerOrigin = env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`;
  let google: IdentityConfig['google'];
  if (env.GOOGLE_ISSUER && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    google = {
      issuer: env.GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    };
  } else if (!production) {
    google = 'stand-in';
  }
  return {
    sites: {
      snacks: site('snacks', env.SNACKS_SITE_URL, env.OIDC_SNACKS_CLIENT_SECRET),
      rewards: site('rewards', env.REWARDS_SITE_URL, env.OIDC_REWARDS_CLIENT_SECRET),
    },
    oidc: {
      issuer: (env.OIDC_ISSUER ?? `${issuerOrigin}/oidc`).replace(/\/$/, ''),
      cookieKeys: env.OIDC_COOKIE_KEYS ?? keys!.cookieKeys,
      jwks: env.OIDC_JWKS ?? keys!.jwks,
    },
    sessionLifetimes: {
      idleSeconds: env.SESSION_IDLE_SECONDS,
      absoluteSeconds: env.SESSION_ABSOLUTE_SECONDS,
    },
    google,
  };
}

function isLocalKeys(value: unknown): value is { cookieKeys: string[]; jwks: JWKS } {
  const candidate = value as { cookieKeys?: unknown; jwks?: unknown } | null;
  return (
    Array.isArray(candidate?.cookieKeys) &&
    candidate.cookieKeys.every((key) => typeof key === 'string' && key.length >= 32) &&
    signingKeysProblem(candidate.jwks) === null
  );
}

function isClientSecrets(value: unknown): value is Record<SiteId, string> {
  const candidate = value as Record<string, unknown> | null;
  return typeof candidate?.snacks === 'string' && typeof candidate.rewards === 'string';
}

/**
 * The JSON in `file`, made by `make` if there is none yet. The file appears whole or not at
 * all (written aside with 'wx', then hard-linked into place, which fails if another process
 * got there first), so processes starting together agree on one value.
 */
function createOnce<T>(file: string, valid: (value: unknown) => value is T, make: () => T): T {
  const read = (): T => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      parsed = undefined;
    }
    if (!valid(parsed)) throw new EnvError([`${file}: is not valid; delete it to make a new one`]);
    return parsed;
  };
  if (existsSync(file)) return read();
  mkdirSync(path.dirname(file), { recursive: true });
  const value = make();
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, `${JSON.stringify(value, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(aside, file);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  } finally {
    unlinkSync(aside);
  }
}
