import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';
import { componentCss } from './config/component-css';
import { placeEntryCss } from './config/place-entry-css';

/** The themes published as `@snackshop/ui-kit/themes/<name>`. */
const themes = ['snacks', 'rewards', 'hot'] as const;

const entries: Record<string, string> = {
  index: resolve(import.meta.dirname, 'src/index.ts'),
  ...Object.fromEntries(
    themes.map((name) => [
      `themes/${name}/index`,
      resolve(import.meta.dirname, `src/themes/${name}/index.ts`),
    ]),
  ),
};

// React, react-dom and Radix stay external so the consuming app owns one copy of each.
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^radix-ui($|\/)/, /^@radix-ui\//];

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    dts({
      entryRoot: 'src',
      tsconfigPath: './tsconfig.build.json',
    }),
    placeEntryCss(),
    componentCss({ srcDir: resolve(import.meta.dirname, 'src'), themes }),
  ],
  build: {
    lib: { entry: entries, formats: ['es'] },
    cssCodeSplit: true,
    sourcemap: true,
    rollupOptions: {
      external,
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css'))
            ? '[name][extname]'
            : 'assets/[name][extname]',
      },
    },
  },
});
