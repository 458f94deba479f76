import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // SITE_BUILD_DIR lets a benchmark build and serve a private copy while the test suite
  // rebuilds `build/` in the same checkout.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  // The whole route manifest comes with the first page (one cached script, 4.7 KB gzip)
  // instead of being discovered link by link: each discovery patches the router and so
  // re-renders the page, and the listing's tiles waiting to hydrate with it (decision 0041).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
