/**
 * The storefront's web budgets (issue 14, bench/web/README.md), each page's figure being the
 * median of its Lighthouse runs (mobile, simulated throttling) on home, listing and product
 * pages of both sites, and the server's throughput on this 2-core machine.
 */
export const WEB_BUDGETS = {
  /** Lighthouse performance score, at least. */
  performance: 97,
  /** Accessibility, best practices and SEO scores, each exactly. */
  otherCategories: 100,
  /** First Contentful Paint, ms, at most. */
  firstContentfulPaintMs: 1300,
  /** Largest Contentful Paint, ms, at most. */
  largestContentfulPaintMs: 1800,
  /** Total Blocking Time, ms, at most. */
  totalBlockingTimeMs: 150,
  /** Cumulative Layout Shift, at most. */
  cumulativeLayoutShift: 0.02,
  /** JavaScript a page loads before it is interactive, KiB gzip (level 9), at most. */
  firstLoadJsKib: 145,
  /** All JavaScript loaded by network idle (Lighthouse's load), KiB gzip, below. */
  networkIdleJsKib: 160,
} as const;

/** Server rendering under `autocannon -c 20 -d 20`, production build, no page cache. */
export const SSR_BUDGETS = {
  listing: { requestsPerSecond: 250, p99Ms: 150 },
  product: { requestsPerSecond: 350 },
} as const;
