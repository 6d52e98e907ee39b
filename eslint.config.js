import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import httpInRoutes from './scripts/lint/http-in-routes.js';
import boundaries from './scripts/lint/module-boundaries.js';

const noMathRandom = {
  'no-restricted-properties': [
    'error',
    {
      object: 'Math',
      property: 'random',
      message: 'Server and studio code draw randomness from node:crypto only (docs/money-rules.md, rule 6).',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['apps/server/**/*.ts', 'apps/studio/server/**/*.ts', 'packages/**/*.ts'], rules: noMathRandom },
  {
    // The platform's modules; the studio and the browser tests are other programs (the studio borrows the
    // demo catalogue's generator, the browser tests seed rows).
    files: ['**/apps/server/**/*.ts'],
    plugins: { croupier: { rules: { ...boundaries.rules, ...httpInRoutes.rules } } },
    rules: {
      'croupier/module-boundaries': 'error',
      'croupier/http-in-routes': 'error',
    },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/admin/**/*.{ts,tsx}',
      'apps/studio/web/**/*.{ts,tsx}',
      'packages/web-kit/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The package's root brings the API schemas and TypeBox (40 KB) with any value taken from it: the player
    // site takes types from it, and values from its schema-free entries (constants, withdrawal rules…).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@croupier/contracts',
              message: "Values come from '@croupier/contracts/constants' (types may come from the root).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
