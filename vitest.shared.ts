import { defaultClientConditions, defaultServerConditions } from 'vite';
import { testChromiumPath } from './scripts/test-browser.mjs';

/**
 * Workspace packages export their TypeScript sources under the `@snackshop/source`
 * condition, so tests and dev servers run against source while published builds use dist.
 */
export const sourceConditions = {
  resolve: { conditions: ['@snackshop/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@snackshop/source', ...defaultServerConditions] } },
};

/**
 * Debian's Chromium (`testChromiumPath`), launched headless with the flags this project's
 * machines need (no background networking: the machines have no internet). Tests never let a
 * tool download its own browser.
 */
export const chromiumLaunchOptions = {
  executablePath: testChromiumPath(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
