import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default defineConfig({
  ...sourceConditions,
  test: {
    name: 'commerce-core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
