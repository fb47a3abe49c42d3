import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
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
  },
});
