import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { visualizer } from 'rollup-plugin-visualizer';
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

/**
 * `ANALYZE=1 pnpm build` writes bundle.html in the build folder (`build/`, or SITE_BUILD_DIR):
 * what each browser chunk holds, with gzip sizes.
 */
const bundleReport: Plugin = {
  ...(visualizer({
    filename: `${process.env.SITE_BUILD_DIR ?? 'build'}/bundle.html`,
    gzipSize: true,
  }) as Plugin),
  apply: (_config, env) => process.env.ANALYZE === '1' && !env.isSsrBuild,
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
    bundleReport,
  ],
});
