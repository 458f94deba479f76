/** The storefront sites that sign shoppers in: each is one OpenID client (docs/decisions/0027). */
export const SITE_IDS = ['snacks', 'rewards'] as const;
export type SiteId = (typeof SITE_IDS)[number];

/** What the API knows of a site: where it is and the secret its server authenticates with. */
export interface IdentitySite {
  id: SiteId;
  /** The site's public origin: sign-in callbacks, mailed links and sign-out return there. */
  origin: string;
  clientSecret: string;
}

/** Scopes a site may ask for: `rewards` (loyalty claims) on the rewards site only. */
export function siteScopes(site: SiteId): readonly string[] {
  return site === 'rewards'
    ? ['openid', 'profile', 'email', 'rewards']
    : ['openid', 'profile', 'email'];
}

export function isSiteId(value: string): value is SiteId {
  return (SITE_IDS as readonly string[]).includes(value);
}

/**
 * The newsletter opt-in codes of each site (SPEC section 1): one for the rewards programme,
 * one for the shop. The API stores the code with the consent; a site only says which
 * newsletters the shopper ticked.
 */
export const NEWSLETTER_CODES: Readonly<Record<SiteId, { rewards: string; shop: string }>> = {
  snacks: { rewards: 'SNK-REWARDS-NEWS', shop: 'SNK-SHOP-NEWS' },
  rewards: { rewards: 'RWD-PROGRAMME-NEWS', shop: 'RWD-SHOP-NEWS' },
};
