import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/app.js';

/** Scratch space of test runs (git-ignored). */
export const TEST_DATA_DIR = join(PROJECT_ROOT, '.test-data');

/**
 * This run's own folder, so concurrent runs never share a database. The main vitest process sets
 * TEST_RUN_DIR when it first imports this module (for global-setup.ts); the test workers it forks
 * afterwards inherit the variable and so resolve the same folder.
 */
process.env.TEST_RUN_DIR ??= join(TEST_DATA_DIR, `run-${process.pid}`);
export const RUN_DIR = process.env.TEST_RUN_DIR;

/** A migrated, empty embedded database that each test copies instead of creating one (3 s -> 0.5 s). */
export const PGLITE_TEMPLATE_DIR = join(RUN_DIR, 'pglite-template');
