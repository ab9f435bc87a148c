import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four projects: pure unit tests (node), browser-side component tests (jsdom + MSW handing
// /api to the real server app), and the server suite twice: on PGlite and on PostgreSQL.
export default defineConfig({
  plugins: [react()],
  test: {
    // one time-out for every project: a test 30 s (two databases and scrypt on a shared 2-core
    // machine), a hook 60 s (a file's own database is cloned in beforeAll); a test overrides it only
    // with a reason written beside it
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default on 2 cores is one worker: the whole suite ran file after file (about 30
    // minutes in CI). Two workers keep both cores busy while one waits on PostgreSQL or a timer.
    maxWorkers: 2,
    // Every project runs with `isolate: false`: a worker imports the app once and runs file after
    // file in it (re-importing it per file cost ~600 s a run), and keeps one seeded database that it
    // puts back to its seeded state between files (test/testDb.ts, TEST_DB_REUSE). None of their tests mocks a
    // module (the ui project's one mock, of lazyScreen, is the same for every file); a test that stubs a
    // global or an environment variable undoes it in its afterEach. Re-importing react-admin and MUI
    // into jsdom per file and loading a PGlite per file cost the ui project ~390 s of its ~650 s.
    // the count of assertions and of endpoints called, printed at the end (test/countReporter.ts)
    reporters: ['default', './test/countReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          setupFiles: ['test/setup-count.ts'],
          include: ['domain/**/*.test.ts', 'providers/**/*.test.ts', 'src/**/*.test.ts', 'resources/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          isolate: false,
          include: ['src/**/*.test.tsx', 'resources/**/*.test.tsx', 'providers/**/*.test.tsx'],
          setupFiles: ['test/setup-count.ts', 'test/setup-ui.ts'],
          env: { TEST_DB_REUSE: '1' },
          globalSetup: ['test/global-pglite.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          environment: 'node',
          isolate: false,
          setupFiles: ['test/setup-count.ts'],
          include: ['server/**/*.test.ts'],
          env: { TEST_DB: 'pglite', TEST_DB_REUSE: '1' },
          globalSetup: ['test/global-pglite.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pg',
          environment: 'node',
          isolate: false,
          setupFiles: ['test/setup-count.ts'],
          include: ['server/**/*.test.ts'],
          env: { TEST_DB: 'pg', TEST_DB_REUSE: '1' },
          globalSetup: ['test/global-pg.ts'],
        },
      },
    ],
  },
});
