import { defineConfig, type Options } from 'tsup';

/**
 * One ESM file plus `.d.ts` per entry of the `exports` map. Shared code goes to chunks, so a
 * consumer importing `/cart` loads cart math and nothing else (no zod).
 */
export const buildOptions = {
  entry: {
    index: 'src/index.ts',
    'cart/index': 'src/cart/index.ts',
    'validation/index': 'src/validation/index.ts',
    'validation/password-checklist': 'src/validation/password-checklist.ts',
    'tracking/index': 'src/tracking/index.ts',
    'constants/index': 'src/constants/index.ts',
    'messages/index': 'src/messages/index.ts',
    'language/index': 'src/language/index.ts',
    'api-client/index': 'src/api-client/index.ts',
    'contract/index': 'src/contract/index.ts',
    'network/index': 'src/network/index.ts',
  },
  format: ['esm'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  // zod is the one runtime dependency; consumers install it, the build never inlines it.
  external: ['zod'],
} satisfies Options;

export default defineConfig(buildOptions);
