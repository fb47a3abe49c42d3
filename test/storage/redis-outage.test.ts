// Redis, which holds the shared rate-limit counters, killed under paid load and restarted: every
// answer is a 2xx or a 503 with Retry-After (never a 500), nothing is charged for a request that
// did not succeed, and the service uses Redis again by itself once it is back. With
// RATE_LIMITS_WHEN_REDIS_DOWN=local, requests are counted in each process for a bounded time instead.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureFirstAccount } from '../../src/accounts/bootstrap.js';
import { creditAccount } from '../../src/billing/operator-credits.js';
import { closeDatabase, openDatabase } from '../../src/store/database.js';
import { fixtureVariant } from '../support/fixtures.js';
import { heldUntil, startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { gate } from '../support/gate.js';
import { chargedRequestIds, costedRequestIds, expectOutageAnswers, paidLoad, sentAfterRecovery, type PaidAnswer } from '../support/paid-load.js';
import { RUN_DIR } from '../support/paths.js';
import { createDatabase } from '../support/postgres-server.js';
import { findRedisServer, startRedis, type RedisServer } from '../support/redis-server.js';
import { startService, type ServiceProcess } from '../support/service-process.js';

const postgresUrl = inject('postgresUrl');
const redisBin = findRedisServer();

describe.skipIf(!postgresUrl || !redisBin)('Redis down under paid load', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function setup(name: string, rateLimits?: string) {
    const upstream: FakeUpstream = await startFakeUpstream();
    cleanups.push(() => upstream.close());
    let redis: RedisServer = await startRedis(redisBin!, join(RUN_DIR, `redis-outage-${name}-${process.pid}`));
    cleanups.push(() => redis.kill());
    const databaseUrl = await createDatabase(postgresUrl, `redis_outage_${name}_${process.pid}`);
    const database = await openDatabase({ databaseUrl, dataDir: RUN_DIR });
    cleanups.push(() => closeDatabase(database));
    const { accountId, adminKey } = await ensureFirstAccount(database);
    await creditAccount(database, { accountId, amountUsd: '100', reason: 'test', externalId: `redis-outage-${name}`, createdBy: 'test' });
    const configDir = mkdtempSync(join(RUN_DIR, `redis-outage-config-${name}-`));
    cleanups.push(() => rmSync(configDir, { recursive: true, force: true }));
    cpSync(fixtureVariant('held'), configDir, { recursive: true });
    if (rateLimits) writeFileSync(join(configDir, 'rate-limits.yaml'), rateLimits);
    const start = async (index: number, environment: NodeJS.ProcessEnv = {}): Promise<ServiceProcess> => {
      const dataDir = mkdtempSync(join(RUN_DIR, `redis-outage-${name}-${index}-`));
      const service = await startService({
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: `redis-outage-${name}:`,
        CONFIG_DIR: configDir,
        DATA_DIR: dataDir,
        FIXTURE_UPSTREAM_URL: upstream.url,
        ...environment,
      });
      cleanups.push(async () => {
        await service.stop();
        rmSync(dataDir, { recursive: true, force: true });
      });
      return service;
    };
    const restartRedis = async () => {
      redis = await startRedis(redisBin!, join(RUN_DIR, `redis-outage-${name}-${process.pid}`), redis.port);
    };
    return { database, key: adminKey!.secret, start, redis: () => redis, restartRedis, upstream };
  }

  it('answers 2xx or 503 with Retry-After on two replicas, charges exactly the answers that succeeded, and recovers by itself', async () => {
    const { database, key, start, redis, restartRedis, upstream } = await setup('refuse');
    const services = await Promise.all([start(0), start(1)]);
    const LANES = services.length; // one key on each replica
    let stopped = false;
    const began = Date.now();
    const progress: PaidAnswer[] = [];
    const succeeded = (after: number) => progress.filter((answer) => answer.status === 200 && answer.sentAt > after).length;
    const loading = paidLoad({ baseUrls: services.map((service) => service.baseUrl), keys: [key], concurrency: 16, done: () => stopped, answers: progress });
    await expect.poll(() => succeeded(-1), { timeout: 30_000 }).toBeGreaterThanOrEqual(16);
    // The next 8 requests are held at the upstream while Redis dies (admitted before, settled after);
    // the other 8 loops meet the outage.
    const held = gate();
    const seen = upstream.requests.length;
    upstream.script(...Array.from({ length: 8 }, () => heldUntil(held)));
    await expect.poll(() => upstream.requests.length - seen, { timeout: 30_000 }).toBeGreaterThanOrEqual(8);
    await redis().kill();
    await expect.poll(() => progress.filter((answer) => answer.status === 503).length, { timeout: 30_000 }).toBeGreaterThan(0);
    held.open();
    await restartRedis();
    const restartedAt = Date.now() - began;
    // Once each replica has answered 200 again, every request after that succeeds: 32 of them.
    await expect
      .poll(() => sentAfterRecovery(progress, restartedAt, LANES).filter((answer) => answer.status === 200).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(32);
    stopped = true;
    const answers = await loading;
    await Promise.all(services.map((service) => service.stop())); // a graceful stop writes every settled charge

    expectOutageAnswers(answers, restartedAt, LANES, 'the outage refused some requests');
    expect(await chargedRequestIds(database)).toEqual(costedRequestIds(answers));
  });

  it('with RATE_LIMITS_WHEN_REDIS_DOWN=local, counts requests in the process for RATE_LIMITS_LOCAL_SECONDS, then refuses until Redis is back', async () => {
    // A limit of 5 a day (the day's window does not end during the test, as a minute's might).
    const { database, key, start, redis, restartRedis } = await setup('local', 'tiers:\n  paid: { limits: { M: { rpm: 1000, rpd: 5 } } }\n');
    // Two processes: one whose bounded time outlasts the test, so what it admits locally does not
    // depend on how fast the requests come; one whose bounded time (1 s) passes during the test.
    const [counting, lapsing] = await Promise.all([
      start(0, { RATE_LIMITS_WHEN_REDIS_DOWN: 'local', RATE_LIMITS_LOCAL_SECONDS: '3600' }),
      start(1, { RATE_LIMITS_WHEN_REDIS_DOWN: 'local', RATE_LIMITS_LOCAL_SECONDS: '1' }),
    ]);
    const one = async (service: ServiceProcess) => (await paidLoad({ baseUrls: [service.baseUrl], keys: [key], concurrency: 1, done: once() }))[0]!;
    /** One request at a time to `service` until one is answered `status`: every answer, that one last. */
    const answersUntil = async (service: ServiceProcess, status: number) => {
      const sent: PaidAnswer[] = [];
      await expect
        .poll(
          async () => {
            const answer = await one(service);
            sent.push(answer);
            return answer.status;
          },
          { timeout: 30_000 },
        )
        .toBe(status);
      return sent;
    };
    const answers: PaidAnswer[] = [];
    answers.push(await one(counting), await one(counting)); // counted in Redis: 2 of 5
    await redis().kill();
    // Redis is gone and each process has seen it (it reports the outage): nothing more is counted in Redis.
    for (const service of [counting, lapsing]) await expect.poll(() => service.output(), { timeout: 30_000 }).toContain('Redis cannot be reached');
    // The local counters start empty: 5 more are admitted in this process, the 6th is refused.
    const local: PaidAnswer[] = [];
    for (let index = 0; index < 6; index += 1) local.push(await one(counting));
    answers.push(...local);
    expect(local.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    // Past its bounded time the other process refuses, as without the setting; until then it counts
    // locally (at most 5 admitted, then 429).
    const lapsed = await answersUntil(lapsing, 503);
    answers.push(...lapsed);
    const beforeLapse = lapsed.slice(0, -1).map((answer) => answer.status);
    expect(
      beforeLapse.filter((status) => status !== 200 && status !== 429),
      JSON.stringify(beforeLapse),
    ).toEqual([]);
    expect(beforeLapse.filter((status) => status === 200).length).toBeLessThanOrEqual(5);
    expect(lapsed.at(-1)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: expect.stringMatching(/^[1-9]\d*$/) });
    // The first process is still within its bounded time: still counting locally, still at its limit.
    const stillLocal = await one(counting);
    answers.push(stillLocal);
    expect(stillLocal.status).toBe(429);
    await restartRedis();
    // The restarted Redis lost its counters (no persistence here): the shared window starts again.
    for (const service of [counting, lapsing]) answers.push(...(await answersUntil(service, 200)));
    await Promise.all([counting.stop(), lapsing.stop()]);
    expect(await chargedRequestIds(database)).toEqual(costedRequestIds(answers));
  });
});

/** A `done` for paidLoad that lets exactly one request go. */
function once(): () => boolean {
  let sent = false;
  return () => {
    const done = sent;
    sent = true;
    return done;
  };
}
