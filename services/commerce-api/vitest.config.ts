import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default defineConfig({
  ...sourceConditions,
  test: {
    name: 'commerce-api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // The run migrates and seeds its databases once (PGlite, and PostgreSQL when
    // TEST_DATABASE_URL is set); each suite copies them. Two cores run two files at once.
    maxWorkers: 2,
    // A worker imports the app once for all its files (a fresh module graph per file cost
    // two fifths of the suite's time): each suite has its own database and server, and no
    // file mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
