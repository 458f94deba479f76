import type { SiteConfig } from '../site/site';

let registered: Readonly<SiteConfig> | undefined;

/**
 * Records the site this server build serves. `createRootLoader(site)` calls it when the
 * site's root module loads, before any request: the storefront's route modules are shared by
 * both sites and learn which one they serve from here. Each site's server build bundles its
 * own copy of this module, so two sites in one process keep their own.
 */
export function registerSite(site: Readonly<SiteConfig>): void {
  registered = site;
}

/** The site this server serves; fails loudly if the root module has not registered it. */
export function currentSite(): Readonly<SiteConfig> {
  if (!registered) {
    throw new Error('storefront: no site registered (createRootLoader(site) registers it)');
  }
  return registered;
}
