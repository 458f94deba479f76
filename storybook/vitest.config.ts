import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../vitest.shared';

/**
 * Every story is a test: it renders in Chromium, its play function runs, and the a11y
 * addon fails it on any axe violation (`parameters.a11y.test = 'error'` in preview.tsx).
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // A story renders, plays and runs axe; in CI it shares two cores with the end-to-end
          // run, so the ceiling is generous and nothing waits on it when the page is ready.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
