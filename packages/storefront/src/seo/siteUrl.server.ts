import { siteIdentityEnv } from '../server/env.server';
import { currentSite } from '../server/site.server';

/**
 * The public origin of the site this server serves (SITE_URL, else its entry of SNACKS_SITE_URL
 * / REWARDS_SITE_URL): canonical URLs, alternates, the sitemap and structured data name it,
 * never the Host a request came with.
 */
export function siteUrl(): string {
  return siteIdentityEnv(currentSite()).siteUrl;
}
