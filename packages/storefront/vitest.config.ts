import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default defineConfig({
  ...sourceConditions,
  test: { name: 'storefront', include: ['src/**/*.test.{ts,tsx}'] },
});
