import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** postgres://… selects PostgreSQL; unset keeps the embedded PGlite database under .data/. */
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  /** Where the embedded database lives when DATABASE_URL is unset. */
  PGLITE_DIR: z.string().trim().min(1).optional(),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
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
  LOG_REQUESTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** The validated configuration the API runs with. */
export type Env = z.infer<typeof envSchema> & { HANDSHAKE_SECRET: string; PGLITE_DIR: string };

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
  const result = envSchema.safeParse(source);
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
  return { ...env, HANDSHAKE_SECRET: secret, PGLITE_DIR: pgliteDir };
}

function localSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
