import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default defineConfig({
  ...sourceConditions,
  test: { name: 'commerce-hooks', include: ['src/**/*.test.{ts,tsx}'] },
});
