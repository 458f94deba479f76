import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts', index: 'src/index.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  splitting: true,
  // Workspace packages are bundled from source so `node dist/server.js` needs no build of
  // theirs; npm dependencies (PGlite loads its WASM from its own folder) stay external.
  noExternal: [/^@snackshop\//],
  esbuildOptions(options) {
    options.conditions = ['@snackshop/source'];
  },
});
