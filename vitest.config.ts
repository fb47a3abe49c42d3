import { defineConfig } from 'vitest/config';

// The suites that build the app in process (unit, HTTP, payments, limits, the client libraries, the
// consumers of the contract) share their worker's modules: a fresh import of src/ for each file cost
// more than many of their tests, so none of them may leave settings behind in process.env or in a
// module (a service with other settings is built with them: buildApp's environment, openDatabase's
// options). The real models, the storage suites (databases stopped under the service, processes
// of their own) and the browser keep a fresh process per file, so what they leave goes with it.
const SHARED_MODULES = [
  'test/unit/**/*.test.ts',
  'test/api/**/*.test.ts',
  'test/payments/**/*.test.ts',
  'test/limits/**/*.test.ts',
  'test/clients/**/*.test.ts',
  'test/robustness/**/*.test.ts',
  'test/consumers/**/*.test.ts',
];

export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/process-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A guard against a hang, not a measure: tests that boot servers or run real models take several
    // times longer on a loaded 2-core machine than alone, and what they wait for has its own deadline (polls).
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // A poll waits for a state to arrive and returns as soon as it has; on a loaded machine a page or
    // a flush can take seconds, which vitest's 1 s default would report as a failure.
    expect: { poll: { timeout: 15_000 } },
    // Services the tests boot (and the processes they spawn) fetch no model at boot; the tests of
    // fetching turn it on for themselves.
    env: { MODEL_DOWNLOADS: 'off' },
    projects: [
      { extends: true, test: { name: 'shared-modules', include: SHARED_MODULES, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ['test/**/*.test.ts'], exclude: ['**/node_modules/**', ...SHARED_MODULES] } },
    ],
  },
});
