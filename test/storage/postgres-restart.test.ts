// PostgreSQL restarted (`pg_ctl restart -m fast`) under paid load on two replicas: every answer is a
// 2xx or a 503 with Retry-After (never a 500), the ledger holds a charge for exactly the answers that
// succeeded with a cost (charges that could not be written meanwhile are written once it is back),
// and both replicas serve again by themselves. Half the requests come from a key with a spend cap,
// which reserves a row per request, so the database is on their path throughout.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createKey } from '../../src/accounts/api-keys.js';
import { ensureFirstAccount } from '../../src/accounts/bootstrap.js';
import { creditAccount } from '../../src/billing/operator-credits.js';
import { closeDatabase, openDatabase } from '../../src/store/database.js';
import { fixtureVariant } from '../support/fixtures.js';
import { startFakeUpstream } from '../support/fake-upstream.js';
import { chargedRequestIds, costedRequestIds, expectOutageAnswers, paidLoad, sentAfterRecovery, type PaidAnswer } from '../support/paid-load.js';
import { RUN_DIR } from '../support/paths.js';
import { createDatabase, findPostgresBin, startPostgres } from '../support/postgres-server.js';
import { startService } from '../support/service-process.js';

const postgresUrl = inject('postgresUrl');
const postgresBin = findPostgresBin();

describe.skipIf(!postgresUrl || !postgresBin)('PostgreSQL restarted under paid load', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers 2xx or 503 with Retry-After on two replicas, charges exactly the answers that succeeded, and recovers by itself', async () => {
    const upstream = await startFakeUpstream();
    cleanups.push(() => upstream.close());
    // A server of its own: the run's shared one serves other test files meanwhile.
    const server = await startPostgres(postgresBin!, join(RUN_DIR, `postgres-restart-${process.pid}`));
    cleanups.push(() => server.stop());
    const databaseUrl = await createDatabase(server.url, 'restart');
    const seeding = await openDatabase({ databaseUrl, dataDir: RUN_DIR });
    const { accountId, adminKey } = await ensureFirstAccount(seeding);
    await creditAccount(seeding, { accountId, amountUsd: '100', reason: 'test', externalId: 'postgres-restart', createdBy: 'test' });
    const capped = await createKey(seeding, accountId, { apiKeyType: 'INFERENCE', description: 'capped', consumptionLimit: { usd: 50 }, limitPeriod: 'EPOCH' });
    await closeDatabase(seeding);

    const services = await Promise.all(
      [0, 1].map(async (index) => {
        const dataDir = mkdtempSync(join(RUN_DIR, `postgres-restart-${index}-`));
        const service = await startService({
          DATABASE_URL: databaseUrl,
          CONFIG_DIR: fixtureVariant('held'),
          DATA_DIR: dataDir,
          FIXTURE_UPSTREAM_URL: upstream.url,
        });
        cleanups.push(async () => {
          await service.stop();
          rmSync(dataDir, { recursive: true, force: true });
        });
        return service;
      }),
    );
    let stopped = false;
    const began = Date.now();
    const progress: PaidAnswer[] = [];
    const succeeded = (after: number) => progress.filter((answer) => answer.status === 200 && answer.sentAt > after).length;
    const keys = [adminKey!.secret, capped.apiKey];
    const loading = paidLoad({
      baseUrls: services.map((service) => service.baseUrl),
      keys,
      concurrency: 16,
      done: () => stopped,
      answers: progress,
    });
    await expect.poll(() => succeeded(-1), { timeout: 30_000 }).toBeGreaterThanOrEqual(16); // the load is flowing
    await server.restart();
    const restartedAt = Date.now() - began;
    // Once each replica has answered 200 again for each key, every request after that succeeds: 32 of them.
    const lanes = services.length * keys.length;
    await expect
      .poll(() => sentAfterRecovery(progress, restartedAt, lanes).filter((answer) => answer.status === 200).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(32);
    stopped = true;
    const answers = await loading;
    await Promise.all(services.map((service) => service.stop())); // a graceful stop writes every settled charge

    expectOutageAnswers(answers, restartedAt, lanes, 'the restart refused some requests');

    const database = await openDatabase({ databaseUrl, dataDir: RUN_DIR });
    try {
      expect(await chargedRequestIds(database)).toEqual(costedRequestIds(answers));
    } finally {
      await closeDatabase(database);
    }
  });
});
