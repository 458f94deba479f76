/** The storefront variants (SPEC section 1): the snacks shop and the rewards site. */
export type SiteId = 'snacks' | 'rewards';

/**
 * Which site a sign-in link opens (SPEC section 2: the rewards site or the main site): the
 * main site, the US rewards site, or the Canadian rewards site (SPEC section 8's Canadian
 * rewards variant, whose sign-in is `CA_REWARDS_SITE_URL`).
 */
export type SignInTarget = 'main' | 'rewards' | 'caRewards';

/**
 * Everything that makes one site differ from the other. A site is thin: it declares this
 * and assembles the shared route modules; the pages never branch on a site id directly.
 */
export interface SiteConfig {
  id: SiteId;
  /** Shown in titles and the header. */
  name: string;
  /** The ui-kit theme applied to the whole site. */
  theme: 'snacks' | 'rewards';
  /** The footer variant (SPEC section 2: the rewards site shows a different footer). */
  footer: 'snacks' | 'rewards';
  signInTarget: SignInTarget;
  /** OIDC scopes asked for at sign-in (the rewards site adds `rewards`). */
  oidcScopes: readonly string[];
  /** Port `start` listens on unless PORT says otherwise. */
  defaultPort: number;
}

/** Declares a site; frozen so a page can never change another site's settings. */
export function defineSite(config: SiteConfig): Readonly<SiteConfig> {
  return Object.freeze({ ...config, oidcScopes: Object.freeze([...config.oidcScopes]) });
}
