import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { precompressedAssets } from '../../scripts/precompressed-assets.mjs';
import { sourceConditions } from '../../vitest.shared';

/**
 * vanilla-extract compiles `.css.ts` files in a Vite instance of its own; this plugin
 * (the only one passed to it) gives that instance the source condition too, so the
 * storefront's styles and the ui-kit share one theme contract.
 */
const sourceConditionsPlugin: Plugin = {
  name: 'snackshop-source-conditions',
  config: () => ({ resolve: sourceConditions.resolve, ssr: sourceConditions.ssr }),
};

export default defineConfig({
  ...sourceConditions,
  plugins: [
    sourceConditionsPlugin,
    vanillaExtractPlugin({
      unstable_pluginFilter: ({ name }) => name === sourceConditionsPlugin.name,
    }),
    reactRouter(),
    precompressedAssets(),
  ],
});
