import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies fail `pnpm lint`. Each workspace names the files
 * nothing imports but something runs (entries); published packages' `exports` maps are
 * entries too, so their public API counts as used.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'bench/**/*.mjs'],
      project: ['scripts/**/*.{mjs,ts}', 'bench/**/*.mjs'],
      // scripts/serve-site.mjs runs in a site's folder and loads that site's @react-router/serve.
      ignoreDependencies: ['@react-router/serve'],
    },
    'packages/commerce-core': {
      entry: ['src/*/index.ts', 'test/**/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    'packages/ui-kit': {
      entry: ['test/**/*.ts'],
      project: ['src/**/*.{ts,tsx}', 'test/**/*.ts'],
    },
    'packages/commerce-hooks': { project: ['src/**/*.{ts,tsx}'] },
    // The route modules are entries too: the sites' route table names them by path.
    'packages/storefront': {
      entry: ['src/*.ts', 'src/*.tsx', 'src/routes/**/*.route.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}'],
    },
    'services/commerce-api': {
      // test/make-templates.ts runs as a process of its own (test/global-setup.ts).
      entry: ['bench/*.ts', 'test/make-templates.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    },
    'sites/snacks': {
      entry: ['tests/**/*.ts'],
      project: ['app/**/*.{ts,tsx}', 'tests/**/*.ts'],
    },
    // react-router-serve (scripts/serve-site.mjs) serves the site's build through the site's
    // own @react-router/node, which nothing in the site's source imports.
    'sites/rewards': {
      project: ['app/**/*.{ts,tsx}'],
      ignoreDependencies: ['@react-router/node'],
    },
    storybook: {},
  },
};

export default config;
