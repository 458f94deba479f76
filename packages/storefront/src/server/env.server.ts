import { z } from 'zod';

const url = (name: string, fallback: string) =>
  z
    .string()
    .url(`${name} must be an absolute URL such as ${fallback}.`)
    .default(fallback)
    .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
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
  /** The snacks (main) site, target of main-site sign-in links. */
  MAIN_SITE_URL: url('MAIN_SITE_URL', 'http://localhost:3000'),
  /** The rewards site, target of rewards sign-in links. */
  REWARDS_SITE_URL: url('REWARDS_SITE_URL', 'http://localhost:3001'),
  /** Where business buyers are sent (SPEC section 1 "business orders are redirected away"). */
  BUSINESS_SITE_URL: url('BUSINESS_SITE_URL', 'https://business.snackshop.example'),
  /** `true` shows only the maintenance screen on every page. */
  MAINTENANCE_MODE: z
    .enum(['true', 'false'], { error: 'MAINTENANCE_MODE must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
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
