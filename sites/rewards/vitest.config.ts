import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default defineConfig({
  ...sourceConditions,
  test: { name: 'rewards', include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'] },
});
