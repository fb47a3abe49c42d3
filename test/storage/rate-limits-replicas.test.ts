// Two replicas of the service, each its own process, on one PostgreSQL database and one Redis: a
// limit holds for the sum of both, and the breach is logged once, not once per replica.
// (Each replica is the real service, built by buildApp from REDIS_URL and DATABASE_URL, making its
// admissions through services.limits; rate-limits-http-replicas.test.ts does the same over HTTP.)
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createKey } from '../../src/accounts/api-keys.js';
import { ensureFirstAccount } from '../../src/accounts/bootstrap.js';
import { PROJECT_ROOT } from '../../src/app.js';
import { openDatabase } from '../../src/store/database.js';
import { RUN_DIR } from '../support/paths.js';
import { createDatabase } from '../support/postgres-server.js';

const postgresUrl = inject('postgresUrl');
const redisUrl = inject('redisUrl');
const LIMIT = 25;
const ATTEMPTS = 40;

interface Replica {
  process: ChildProcessWithoutNullStreams;
  lines: AsyncIterator<string>;
}

function startReplica(environment: NodeJS.ProcessEnv): Replica {
  const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'test', 'support', 'limits-worker.ts')], {
    cwd: PROJECT_ROOT,
    env: environment,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.once('exit', (code) => code && console.error(`replica exited with ${code}: ${stderr}`));
  return { process: child, lines: createInterface({ input: child.stdout })[Symbol.asyncIterator]() };
}

async function nextLine(replica: Replica): Promise<string> {
  const { value, done } = await replica.lines.next();
  if (done) throw new Error('the replica ended without answering');
  return value;
}

describe.skipIf(!postgresUrl || !redisUrl)('Rate limits across replicas', () => {
  const cleanups: (() => void)[] = [];
  afterAll(() => cleanups.reverse().forEach((cleanup) => cleanup()));

  it('admits exactly the limit across two replica processes sharing Redis, and logs the breach once', async () => {
    const databaseUrl = await createDatabase(postgresUrl, `limits_replicas_${process.pid}`);
    const database = await openDatabase({ databaseUrl, dataDir: RUN_DIR });
    cleanups.push(() => void database.destroy());
    const { accountId } = await ensureFirstAccount(database);
    const key = await createKey(database, accountId, { apiKeyType: 'INFERENCE', description: 'replicas' });
    const configDir = mkdtempSync(join(RUN_DIR, 'replica-config-'));
    cleanups.push(() => rmSync(configDir, { recursive: true, force: true }));
    cpSync(join(PROJECT_ROOT, 'config'), configDir, { recursive: true });
    writeFileSync(join(configDir, 'rate-limits.yaml'), `tiers:\n  paid: { limits: { XS: { rpm: ${LIMIT} } } }\n`);
    const clockMs = Date.UTC(2026, 10, 21, 12, 0, 30);
    const replicas = [0, 1].map((index) => {
      const dataDir = mkdtempSync(join(RUN_DIR, `replica-${index}-`));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const environment = {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `replicas:${process.pid}:`,
        CONFIG_DIR: configDir,
        DATA_DIR: dataDir,
      };
      const replica = startReplica({ ...environment, KEY: key.apiKey, ATTEMPTS: String(ATTEMPTS), MODEL: 'debug-tiny-chat', CLOCK_MS: String(clockMs) });
      cleanups.push(() => replica.process.kill('SIGKILL'));
      return replica;
    });
    expect(await Promise.all(replicas.map(nextLine))).toEqual(['ready', 'ready']);
    for (const replica of replicas) replica.process.stdin.write('go\n');
    const results = (await Promise.all(replicas.map(nextLine))).map((line) => JSON.parse(line) as { admitted: number; refused: number });
    expect(results.reduce((sum, result) => sum + result.admitted, 0)).toBe(LIMIT);
    expect(results.reduce((sum, result) => sum + result.refused, 0)).toBe(2 * ATTEMPTS - LIMIT);
    const breaches = await database('rate_limit_breaches').select('rate_limit_type', 'model_id', 'api_key_id');
    expect(breaches).toEqual([{ rate_limit_type: 'RPM', model_id: 'debug-tiny-chat', api_key_id: key.id }]);
  });
});
