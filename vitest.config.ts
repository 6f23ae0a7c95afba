import { defineConfig } from 'vitest/config';

const serverProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${database}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB: database, NODE_ENV: 'test' },
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

/**
 * Every suite in one run, so `npm test` prints one total: the domain, the server against PGlite
 * (and PostgreSQL when TEST_DATABASE_URL is set), the web components and the end-to-end tests.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['global-setup.ts'],
          // A purchase walked in Chromium takes 5–10 s alone, but the e2e files run beside the server suites
          // on a 2-core machine, where the same walk has taken over 60 s.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
