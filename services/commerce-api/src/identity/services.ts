import type Provider from 'oidc-provider';
import type { JWKS } from 'oidc-provider';
import type { Database } from '../db/client';
import type { RateLimits } from '../rate-limit/rate-limits';
import type { AccountsContext } from './accounts.service';
import { GoogleFederation, type GoogleUpstream } from './google/federation';
import { createStandInGoogle, type StandInGoogle } from './google/standin';
import { createOidcProvider } from './oidc/provider';
import { randomToken } from './secrets';
import { CustomerSessions, DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from './sessions';
import { SITE_IDS, type IdentitySite, type SiteId } from './sites';

/** The OpenID Provider's issuer and keys. */
interface OidcOptions {
  /** `<API origin>/oidc`: the provider is mounted at /oidc of the API. */
  issuer: string;
  /** Cookie signing keys, newest first. */
  cookieKeys: string[];
  /** Private signing keys (JWKS); the first signs ID Tokens. */
  jwks: JWKS;
}

/** How an app is given its sites and session lifetimes (server from env, tests their own). */
export interface IdentityOptions {
  /** The sites and their client secrets; local dev origins with fresh secrets when omitted. */
  sites?: Readonly<Record<SiteId, IdentitySite>>;
  sessionLifetimes?: SessionLifetimes;
  /** The OpenID Provider; without it nobody can sign in (the sign-in calls answer 503). */
  oidc?: OidcOptions | undefined;
  /**
   * Google sign-in: an upstream issuer and our client there, or `'stand-in'` for the local
   * issuer at /dev/google (never in production); none hides the Google button.
   */
  google?: GoogleUpstream | 'stand-in' | undefined;
}

/** The provider as the routes reach it. */
export interface OidcServices {
  provider: Provider;
  issuer: string;
  /** The API's public origin (the issuer's). */
  origin: string;
}

/** Sessions, accounts, the sites that sign shoppers in, the provider and Google. */
export interface IdentityServices {
  sessions: CustomerSessions;
  accounts: AccountsContext;
  sites: Readonly<Record<SiteId, IdentitySite>>;
  oidc: OidcServices | null;
  google: GoogleFederation | null;
  /** The stand-in Google issuer, when Google sign-in goes there. */
  standIn: StandInGoogle | null;
}

const LOCAL_ORIGINS: Readonly<Record<SiteId, string>> = {
  snacks: 'http://localhost:3000',
  rewards: 'http://localhost:3001',
};

/** The local sites, each with a secret made now (known only to whoever built the app). */
function localSites(): Record<SiteId, IdentitySite> {
  return Object.fromEntries(
    SITE_IDS.map((id) => [id, { id, origin: LOCAL_ORIGINS[id], clientSecret: randomToken() }]),
  ) as Record<SiteId, IdentitySite>;
}

export function createIdentityServices(
  base: { db: Database; now: () => Date; rateLimits: RateLimits },
  options: IdentityOptions = {},
): IdentityServices {
  const sites = options.sites ?? localSites();
  const sessions = new CustomerSessions(
    base.db,
    base.now,
    options.sessionLifetimes ?? DEFAULT_SESSION_LIFETIMES,
  );
  let oidc: OidcServices | null = null;
  let google: GoogleFederation | null = null;
  let standIn: StandInGoogle | null = null;
  if (options.oidc) {
    const issuer = options.oidc.issuer.replace(/\/$/, '');
    const origin = new URL(issuer).origin;
    oidc = {
      issuer,
      origin,
      provider: createOidcProvider({ ...options.oidc, issuer, sites, db: base.db, sessions }),
    };
    let upstream = options.google === 'stand-in' ? undefined : options.google;
    if (options.google === 'stand-in') {
      standIn = createStandInGoogle({ origin, db: base.db, cookieKeys: options.oidc.cookieKeys });
      upstream = standIn.upstream;
    }
    if (upstream) google = new GoogleFederation({ db: base.db, upstream, origin, sites });
  }
  return {
    sessions,
    sites,
    oidc,
    google,
    standIn,
    accounts: { db: base.db, now: base.now, sessions, rateLimits: base.rateLimits, sites },
  };
}
