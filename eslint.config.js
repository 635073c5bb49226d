import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architecture } from './scripts/lint/architecture.js';

// Our own api folder, by a relative path; a package's 'api' entry (drizzle-kit/api) is not it.
const OUR_API = { regex: '^\\.{1,2}/(.*/)?api(/|$)', message: 'Nothing below the API imports it.' };

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.react-router/',
      'data/',
      'public/generated/',
      'e2e/screenshots/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // The dependency rule of the design: core is pure and imports nothing of ours outside core.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['../server/*', '../web/*', '**/server/**', '**/web/**', 'node:*', 'fs', 'path'] },
      ],
    },
  },
  {
    // Pages reach the server only through *.server.ts modules.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.server.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/api/**', 'src/server/http/app.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [OUR_API] }],
    },
  },
  {
    // A domain reads its own tables from its tables.ts, another domain's data through that
    // domain's index.ts; db/schema.ts gathers every table and is not a way round the doors.
    files: ['src/server/services/**/*.ts'],
    ignores: ['src/server/services/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            OUR_API,
            {
              regex: '/db/schema$',
              message: "Read your domain's tables from its tables.ts, another domain's through its index.ts.",
            },
          ],
        },
      ],
    },
  },
  ...architecture,
);
