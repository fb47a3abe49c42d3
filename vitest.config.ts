import { defineConfig } from 'vitest/config';

// The HTTP and unit suites build the app in process, and a fresh import of src/ for each of their
// files cost more than many of their tests: their files share a worker's modules. The rest (real
// processes, models, databases stopped under the service, settings in process.env) keep a fresh
// process per file.
const SHARED_MODULES = ['test/unit/**/*.test.ts', 'test/api/**/*.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/process-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
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
