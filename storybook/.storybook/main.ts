import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../docs/**/*.mdx', '../../packages/ui-kit/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Props tables from the TypeScript types: unions as their values, the defaults written in
  // the components' parameter lists, and no props inherited from React's DOM types (a
  // Button would otherwise list every attribute of <button>).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // The components live in the ui-kit package, outside this folder: read them with its
    // own TypeScript settings.
    reactDocgenTypescriptOptions: {
      tsconfigPath: '../packages/ui-kit/tsconfig.json',
      include: ['../packages/ui-kit/src/components/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
    },
  },
  // vanilla-extract compiles the components' .css.ts files; the source condition makes
  // `@snackshop/ui-kit` resolve to its TypeScript so no build is needed first.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['@snackshop/source', ...defaultClientConditions] },
      // Pre-bundled up front: if Vite discovered these mid-run it would reload the page
      // and the first story tests of a clean checkout would fail to import.
      optimizeDeps: {
        include: [
          '@storybook/react-vite > @storybook/react > @storybook/react-dom-shim',
          '@storybook/react-vite',
          'storybook/test',
          'react',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-dom',
          'react-dom/client',
          '@snackshop/ui-kit > radix-ui',
          '@snackshop/ui-kit > clsx',
          '@snackshop/ui-kit > @vanilla-extract/recipes/createRuntimeFn',
          '@snackshop/ui-kit > @vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    }),
};

export default config;
