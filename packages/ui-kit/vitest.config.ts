import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions, sourceConditions } from '../../vitest.shared';

export default defineConfig({
  ...sourceConditions,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'ui-kit:unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        // Bundled before the first test: a dependency found mid-run makes Vite reload
        // the page and the running test fails on a clean checkout.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'react-dom/server',
            'radix-ui',
            'clsx',
            'axe-core',
            'vitest-browser-react',
            '@storybook/react-vite',
            'storybook/test',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          ],
        },
        test: {
          name: 'ui-kit:browser',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./test/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1024, height: 768 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
              },
            },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'ui-kit:pack',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
