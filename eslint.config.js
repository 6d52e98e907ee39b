import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
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

// Files that still read another module's tables (issue 16 lists them): shrink this list, never grow it.
const knownTableReaders = [
  'apps/server/src/modules/bets/repository.ts',
  'apps/server/src/modules/catalogue/lobby-repository.ts',
  'apps/server/src/modules/deposits/gateways/accounts.ts',
  'apps/server/src/modules/deposits/repository.ts',
  'apps/server/src/modules/launch/repository.ts',
  'apps/server/src/modules/transfer-wallet/admin-repository.ts',
  'apps/server/src/modules/vendors/repository.ts',
  'apps/server/src/modules/vendors/status.ts',
  'apps/server/src/modules/wallet/adjustment-repository.ts',
  'apps/server/src/modules/withdrawals/repository.ts',
];

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
    plugins: { croupier: boundaries },
    rules: { 'croupier/module-boundaries': ['error', { knownTableReaders }] },
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
);
