import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { sourceConditions } from '../../vitest.shared';

export default defineConfig({
  ...sourceConditions,
  plugins: [vanillaExtractPlugin(), reactRouter()],
});
