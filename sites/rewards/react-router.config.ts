import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // SITE_BUILD_DIR lets a benchmark build and serve a private copy while the test suite
  // rebuilds `build/` in the same checkout.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
} satisfies Config;
