import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Server files two at a time even on CI's two cores: much of a file's time is spent waiting on PostgreSQL. Every
// file has its own database (PGlite, or a throwaway one on the server) and its own Redis prefix, and a stream
// consumer waits only for its own database's transactions (ADR 0034). Browser files run one at a time, after
// them: each drives a platform process and chromium, and two at once on two cores took longer than one by one.
const workers = Math.max(2, availableParallelism() - 1);

const unitAndIntegration = [
  'apps/*/src/**/*.test.ts',
  'apps/studio/server/**/*.test.ts',
  'apps/studio/web/src/**/*.test.ts',
  'packages/*/src/**/*.test.ts',
  'scripts/**/*.test.ts',
];

// The server suite runs on embedded PGlite always, and again on real PostgreSQL (and Redis) when
// TEST_DATABASE_URL is set, as CI does: the same tests prove both drivers.
const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'postgres',
          include: ['apps/server/src/**/*.test.ts', 'apps/studio/server/**/*.test.ts'],
          // The studio's game engines are pure (no database): the default project runs them once.
          exclude: [...configDefaults.exclude, 'apps/studio/server/engines/**'],
          env: { TEST_DB_DRIVER: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: workers,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'default',
          include: unitAndIntegration,
          // Tests of several platform processes on one database: PGlite is one process's database.
          exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: workers,
        },
      },
      ...postgresProject,
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          // Most files start the platform from a copy of one demo install (e2e/support/demo-template.ts).
          globalSetup: ['e2e/support/demo-template-setup.ts'],
          setupFiles: ['e2e/support/csp-setup.ts', 'e2e/support/accessibility-setup.ts'],
          // A page under a loaded CI machine can take seconds to show what it fetched; 1 s (the default) flakes.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
