import type { Database } from '../db/client';
import type { RateLimits } from '../rate-limit/rate-limits';
import type { AccountsContext } from './accounts.service';
import { randomToken } from './secrets';
import { CustomerSessions, DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from './sessions';
import { SITE_IDS, type IdentitySite, type SiteId } from './sites';

/** How an app is given its sites and session lifetimes (server from env, tests their own). */
export interface IdentityOptions {
  /** The sites and their client secrets; local dev origins with fresh secrets when omitted. */
  sites?: Readonly<Record<SiteId, IdentitySite>>;
  sessionLifetimes?: SessionLifetimes;
}

/** Sessions, accounts and the sites that sign shoppers in. */
export interface IdentityServices {
  sessions: CustomerSessions;
  accounts: AccountsContext;
  sites: Readonly<Record<SiteId, IdentitySite>>;
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
  return {
    sessions,
    sites,
    accounts: { db: base.db, now: base.now, sessions, rateLimits: base.rateLimits, sites },
  };
}
