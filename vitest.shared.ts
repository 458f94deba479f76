import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages export their TypeScript sources under the `@snackshop/source`
 * condition, so tests and dev servers run against source while published builds use dist.
 */
export const sourceConditions = {
  resolve: { conditions: ['@snackshop/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@snackshop/source', ...defaultServerConditions] } },
};
