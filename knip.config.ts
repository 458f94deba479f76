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
      entry: ['src/bench/*.ts'],
      project: ['src/**/*.ts'],
    },
    // The sites' server bundles import isbot and @react-router/node (through the storefront's
    // entry) and leave them external: the site resolves them when it runs.
    'sites/snacks': {
      entry: ['tests/**/*.ts'],
      project: ['app/**/*.{ts,tsx}', 'tests/**/*.ts'],
      ignoreDependencies: ['isbot'],
    },
    'sites/rewards': {
      project: ['app/**/*.{ts,tsx}'],
      ignoreDependencies: ['isbot', '@react-router/node'],
    },
    storybook: {},
  },
};

export default config;
