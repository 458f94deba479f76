// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const PRIVATE = '/^UNSAFE_|__reactRouter|__reactFiber/';
const PRIVATE_MESSAGE =
  "React Router's or React's private surface: only in packages/storefront/src/hydration/.";

/** Names and strings that reach the frameworks' private surface (UNSAFE_*, their globals). */
const PRIVATE_SURFACE = [
  `Identifier[name=${PRIVATE}]`,
  `Literal[value=${PRIVATE}]`,
  `TemplateElement[value.raw=${PRIVATE}]`,
].map((selector) => ({ selector, message: PRIVATE_MESSAGE }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.data/**',
      '**/.tmp/**',
      // private site builds (SITE_BUILD_DIR) of benchmarks and concurrent test runs
      'sites/*/.build-*/**',
      'sites/*/build-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Hooks live in .ts modules too (useCombobox, the commerce hooks).
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // No function longer than a screenful or two: a longer one is several jobs (issue 21).
    // Tests and stories are lists of cases, not functions to read as one.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.stories.tsx',
      '**/tests/**',
      '**/test/**',
      'bench/**',
      '**/bench/**',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    // React Router's and React's private surface stays behind one door, the storefront's
    // hydration folder (its README.md): a bump of either is read in that folder's tests.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    // The rule's own definition and its test spell what it refuses.
    ignores: [
      'packages/storefront/src/hydration/**',
      'eslint.config.js',
      'scripts/lint-rules.test.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...PRIVATE_SURFACE],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.config.*', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
