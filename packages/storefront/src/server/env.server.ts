import {
  GOOGLE_PAY_STAND_IN_SCRIPT_PATH,
  THIRD_PARTY_STAND_IN_PATHS,
} from '@snackshop/commerce-core/constants';
import { z } from 'zod';
import type { SiteConfig } from '../site/site';
import { isAddressOrRange } from './addressRange.server';
import { localClientSecret, localSecret } from './localSecrets.server';

const url = (name: string, fallback: string) =>
  z
    .string()
    .url(`${name} must be an absolute URL such as ${fallback}.`)
    .default(fallback)
    .transform((value) => value.replace(/\/+$/, ''));

const origin = (name: string, example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.replace(/\/+$/, '') : undefined))
    .refine((value) => value === undefined || /^https?:\/\/[^/?#]+$/.test(value), {
      message: `${name} must be an origin (scheme://host[:port]) such as ${example}.`,
    });

const scriptUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^https?:\/\/[^/?#]+\/\S*$/.test(value), {
      message: `${name} must be an absolute script URL such as https://tags.example/tag.js.`,
    });

/** A comma-separated list, its entries trimmed, empty ones dropped. */
const commaList = () =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );

const secretList = (name: string) =>
  commaList().refine((keys) => keys.every((key) => key.length >= 32), {
    message: `${name}: every secret must be at least 32 characters.`,
  });

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  /** The port the site listens on; the default SITE_URL is http://localhost:<PORT>. */
  PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** The commerce API origin the site server talks to. */
  API_URL: url('API_URL', 'http://localhost:4000'),
  /**
   * The API origin as the shopper's browser reaches it, when it differs from API_URL (a
   * private address): the hosted card fields are framed from there, never through the site.
   */
  API_PUBLIC_URL: z
    .string()
    .url('API_PUBLIC_URL must be an absolute URL such as https://api.snackshop.example.')
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  /**
   * This site's public origin: sign-in callbacks, the session cookie (`__Host-` and Secure
   * when https) and the check of a form's Origin. Default: the site's entry of
   * SNACKS_SITE_URL / REWARDS_SITE_URL when set, else http://localhost:<PORT or site port>.
   */
  SITE_URL: origin('SITE_URL', 'https://snackshop.example'),
  /** The snacks (main) site, target of main-site sign-in links. */
  SNACKS_SITE_URL: url('SNACKS_SITE_URL', 'http://localhost:3000'),
  /** The rewards site, target of rewards sign-in links. */
  REWARDS_SITE_URL: url('REWARDS_SITE_URL', 'http://localhost:3001'),
  /** The Canadian rewards site's sign-in origin; REWARDS_SITE_URL unless set. */
  CA_REWARDS_SITE_URL: origin('CA_REWARDS_SITE_URL', 'https://rewards.snackshop.example.ca'),
  /** Where business buyers are sent (SPEC section 1 "business orders are redirected away"). */
  BUSINESS_SITE_URL: url('BUSINESS_SITE_URL', 'https://business.snackshop.example'),
  /**
   * `true` tells each document response how it came to be (`Server-Timing: render;dur=…`, or
   * `render;desc="kept"` for a kept page), for the operator and the tests. Unset: on in
   * development only (`serverTiming`); elsewhere it would tell anyone which public addresses
   * (search terms) others asked for lately.
   */
  SITE_SERVER_TIMING: z
    .enum(['true', 'false'], { error: 'SITE_SERVER_TIMING must be true or false.' })
    .optional(),
  /** `true` shows only the maintenance screen on every page. */
  MAINTENANCE_MODE: z
    .enum(['true', 'false'], { error: 'MAINTENANCE_MODE must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * The OpenID Provider (the commerce API's, mounted at /oidc). Default: `/oidc` at the
   * API's public origin (API_PUBLIC_URL, else API_URL).
   */
  OIDC_ISSUER: z
    .string()
    .url('OIDC_ISSUER must be an absolute URL such as https://api.snackshop.example/oidc.')
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  /** This site's OpenID client secret (client id: the site's id). */
  OIDC_CLIENT_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || value.length >= 32, {
      message: 'OIDC_CLIENT_SECRET must be at least 32 characters.',
    }),
  /**
   * Comma-separated addresses or CIDR ranges of the proxies in front of the site (load
   * balancers): only from them is X-Forwarded-For believed. Unset trusts none: the
   * connection's peer is the shopper.
   */
  TRUSTED_PROXIES: commaList().refine((entries) => entries.every(isAddressOrRange), {
    message: 'every entry must be an IP address or CIDR range such as 10.0.0.0/8.',
  }),
  /**
   * Third-party scripts (SPEC section 7 "Tracking"), each loaded from its URL on pages that
   * are not secure and only under the consent its kind needs (shell/thirdPartyScripts.ts);
   * unset, none is loaded.
   */
  CONSENT_SCRIPT_URL: scriptUrl('CONSENT_SCRIPT_URL'),
  TAG_MANAGER_SCRIPT_URL: scriptUrl('TAG_MANAGER_SCRIPT_URL'),
  WALLET_SCRIPT_URL: scriptUrl('WALLET_SCRIPT_URL'),
  PERSONALIZATION_SCRIPT_URL: scriptUrl('PERSONALIZATION_SCRIPT_URL'),
  /**
   * `true` (set by `pnpm start`): the consent manager, tag manager and personalisation
   * script not named above are the commerce API's development stand-ins, so a shop started on
   * one machine shows them loading under consent (`thirdPartyScriptUrls`).
   */
  THIRD_PARTY_STAND_INS: z
    .enum(['true', 'false'], { error: 'THIRD_PARTY_STAND_INS must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * The parent domain both sites share in production (`.snackshop.example`): the signed-in
   * hint cookie is written there, so a first visit to the other site knows to check the
   * sign-in silently (docs/decisions/0036). Unset: the site's own host (on localhost every
   * port shares it).
   */
  SIGN_IN_HINT_DOMAIN: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value), {
      message: 'SIGN_IN_HINT_DOMAIN must be a domain such as .snackshop.example.',
    }),
  /**
   * How many rendered pages a site process keeps for every visitor alike, keyed by what
   * their render reads (server/renderCache.server.ts, docs/decisions/0040); 0 renders every
   * request.
   */
  SITE_RENDER_CACHE_ENTRIES: z.coerce
    .number({ error: 'SITE_RENDER_CACHE_ENTRIES must be a whole number.' })
    .int('SITE_RENDER_CACHE_ENTRIES must be a whole number.')
    .min(0, 'SITE_RENDER_CACHE_ENTRIES must be 0 or more.')
    .max(10_000, 'SITE_RENDER_CACHE_ENTRIES must be at most 10000.')
    .default(200),
  /**
   * The Google Pay JS client (Google's pay.js), loaded by the checkout's payment step only
   * (docs/decisions/0037). Unset: the commerce API's stand-in outside a deployment, none in
   * one (no Google Pay button).
   */
  GOOGLE_PAY_SCRIPT_URL: scriptUrl('GOOGLE_PAY_SCRIPT_URL'),
  /** Signs the site's session cookie; comma-separated to rotate (newest first). */
  SITE_SESSION_SECRET: secretList('SITE_SESSION_SECRET'),
});

/** The site server's configuration. */
export type SiteEnv = z.output<typeof envSchema>;

/** A bad variable, named in the message. */
export class SiteEnvError extends Error {
  override name = 'SiteEnvError';
}

/** Parses the environment; a bad value fails with a message naming the variable. */
export function parseSiteEnv(source: Record<string, string | undefined> = process.env): SiteEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new SiteEnvError(`Invalid site configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

let cached: SiteEnv | undefined;

/** The environment of this process, parsed once. */
export function siteEnv(): SiteEnv {
  cached ??= parseSiteEnv();
  return cached;
}

/** Whether document responses carry `Server-Timing` (SITE_SERVER_TIMING, else development only). */
export function serverTiming(env: SiteEnv = siteEnv()): boolean {
  return (env.SITE_SERVER_TIMING ?? (env.NODE_ENV === 'development' ? 'true' : 'false')) === 'true';
}

/** The OpenID Provider's issuer: OIDC_ISSUER, else `/oidc` at the API's public origin. */
export function oidcIssuer(env: SiteEnv = siteEnv()): string {
  return env.OIDC_ISSUER ?? `${env.API_PUBLIC_URL ?? env.API_URL}/oidc`;
}

/**
 * The URL of one of the commerce API's development stand-ins at its public origin, or null
 * in a deployment (NODE_ENV production and an API that is not on this machine), where the API
 * serves none.
 */
function apiStandIn(env: SiteEnv, path: string): string | null {
  const api = env.API_PUBLIC_URL ?? env.API_URL;
  return env.NODE_ENV === 'production' && !isLoopbackUrl(api) ? null : `${api}${path}`;
}

/**
 * Where the checkout loads the Google Pay JS client from: GOOGLE_PAY_SCRIPT_URL, else the
 * commerce API's stand-in, unless this is a deployment (null: no Google Pay button).
 */
export function googlePayScriptUrl(env: SiteEnv = siteEnv()): string | null {
  return env.GOOGLE_PAY_SCRIPT_URL ?? apiStandIn(env, GOOGLE_PAY_STAND_IN_SCRIPT_PATH);
}

/**
 * The third-party scripts' variables as the shell loads them: each one set, and with
 * THIRD_PARTY_STAND_INS the API's stand-ins for the consent manager, tag manager and
 * personalisation script not set, unless this is a deployment (as for Google Pay's stand-in).
 */
export function thirdPartyScriptUrls(env: SiteEnv = siteEnv()) {
  const standIn = (path: string) =>
    (env.THIRD_PARTY_STAND_INS && apiStandIn(env, path)) || undefined;
  return {
    CONSENT_SCRIPT_URL: env.CONSENT_SCRIPT_URL ?? standIn(THIRD_PARTY_STAND_IN_PATHS.consent),
    TAG_MANAGER_SCRIPT_URL:
      env.TAG_MANAGER_SCRIPT_URL ?? standIn(THIRD_PARTY_STAND_IN_PATHS.tagManager),
    WALLET_SCRIPT_URL: env.WALLET_SCRIPT_URL,
    PERSONALIZATION_SCRIPT_URL:
      env.PERSONALIZATION_SCRIPT_URL ?? standIn(THIRD_PARTY_STAND_IN_PATHS.personalization),
  };
}

/** The Canadian rewards sign-in origin (SPEC section 8's Canadian rewards keys). */
export function caRewardsSiteUrl(env: SiteEnv = siteEnv()): string {
  return env.CA_REWARDS_SITE_URL ?? env.REWARDS_SITE_URL;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL names this machine (the embedded default, tests). */
export function isLoopbackUrl(value: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** How one site signs shoppers in and keeps their session. */
export interface SiteIdentityEnv {
  /** The site's public origin. */
  siteUrl: string;
  /** https: the session cookie is `__Host-` prefixed and Secure. */
  secure: boolean;
  issuer: string;
  /** The OpenID client id: the site's id. */
  clientId: string;
  /**
   * The client secret. Read when first needed: on the embedded default the commerce API
   * writes it to `.data/identity-clients.json` on its first start, which may come after the
   * site's.
   */
  clientSecret: () => string;
  sessionSecrets: string[];
}

/**
 * A site's sign-in settings. A deployment (NODE_ENV=production at a public SITE_URL) must set
 * SITE_SESSION_SECRET and OIDC_CLIENT_SECRET; the embedded default (`pnpm start`, whose sites
 * also run with NODE_ENV=production, on localhost) generates the session secret once under
 * `.data/` and reads the client secret the API generated there.
 */
export function parseSiteIdentityEnv(
  site: Pick<SiteConfig, 'id' | 'defaultPort'>,
  env: SiteEnv,
  source: Record<string, string | undefined> = process.env,
): SiteIdentityEnv {
  const ownUrl = site.id === 'snacks' ? source.SNACKS_SITE_URL : source.REWARDS_SITE_URL;
  const siteUrl =
    env.SITE_URL ??
    (ownUrl ? ownUrl.replace(/\/+$/, '') : `http://localhost:${env.PORT || site.defaultPort}`);
  const deployed = env.NODE_ENV === 'production' && !isLoopbackUrl(siteUrl);
  if (deployed) {
    const missing = [
      env.SITE_URL ? null : 'SITE_URL',
      env.SITE_SESSION_SECRET.length ? null : 'SITE_SESSION_SECRET',
      env.OIDC_CLIENT_SECRET ? null : 'OIDC_CLIENT_SECRET',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new SiteEnvError(
        `Invalid site configuration:\n  ${missing
          .map((name) => `${name}: is required in production`)
          .join('\n  ')}`,
      );
    }
  }
  const sessionSecrets = env.SITE_SESSION_SECRET.length
    ? env.SITE_SESSION_SECRET
    : [localSecret('site-session-secret')];
  return {
    siteUrl,
    secure: siteUrl.startsWith('https:'),
    issuer: oidcIssuer(env),
    clientId: site.id,
    clientSecret: () => {
      const secret = env.OIDC_CLIENT_SECRET ?? (deployed ? undefined : localClientSecret(site.id));
      if (!secret) {
        throw new SiteEnvError(
          `OIDC_CLIENT_SECRET: not set, and .data/identity-clients.json has no secret for ${site.id} (start the commerce API once to create it)`,
        );
      }
      return secret;
    },
    sessionSecrets,
  };
}

const identityCache = new Map<string, SiteIdentityEnv>();

/** This process's sign-in settings for a site, parsed once. */
export function siteIdentityEnv(site: Pick<SiteConfig, 'id' | 'defaultPort'>): SiteIdentityEnv {
  let value = identityCache.get(site.id);
  if (!value) {
    value = parseSiteIdentityEnv(site, siteEnv());
    identityCache.set(site.id, value);
  }
  return value;
}
