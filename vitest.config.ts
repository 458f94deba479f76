import { defineConfig } from 'vitest/config';

/** The workspace's own checks (lint rules), beside the packages' suites. */
export default defineConfig({
  test: {
    name: 'workspace',
    include: ['scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
