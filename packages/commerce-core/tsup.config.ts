import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'cart/index': 'src/cart/index.ts',
    'validation/index': 'src/validation/index.ts',
    'tracking/index': 'src/tracking/index.ts',
    'catalogue/index': 'src/catalogue/index.ts',
    'api-client/index': 'src/api-client/index.ts',
  },
  format: ['esm'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
});
