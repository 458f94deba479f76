import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default defineConfig({
  ...sourceConditions,
  test: { name: 'snacks', include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'] },
});
