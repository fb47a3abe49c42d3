// A stop (SIGTERM) with paid requests in flight, on the embedded database, the service as a real
// process: it stops taking connections at once, lets a running request or stream finish and charges it, and
// cuts off a request still running after SHUTDOWN_GRACE_SECONDS without charging it; then it exits 0
// with every charge written and nothing left reserved.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAccount } from '../../src/accounts/bootstrap.js';
import { PROJECT_ROOT } from '../../src/app.js';
import { balancesOf, ledgerSum } from '../../src/billing/ledger.js';
import { accountOwner, toMicro } from '../../src/money.js';
import { creditAccount } from '../../src/billing/operator-credits.js';
import { closeDatabase, openDatabase } from '../../src/store/database.js';
import { hang, reply, startFakeUpstream, type Behaviour, type FakeUpstream } from '../support/fake-upstream.js';
import { fixtureVariant } from '../support/fixtures.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from '../support/paths.js';

const HELD_FIXTURE = fixtureVariant('held');

interface Server {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<{ code: number | null; at: number }>;
}

function startServer(environment: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CONFIG_DIR: HELD_FIXTURE, DATABASE_URL: '', ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = /listening on (http:\/\/\S+)/.exec(line);
      if (listening) resolve({ child, baseUrl: listening[1]!, exited });
    });
    void exited.then(({ code }) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Whether a TCP connection to the server is refused (it connects and sends nothing otherwise). */
function refusesConnections(baseUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('a graceful stop with paid requests in flight (embedded database)', () => {
  let upstream: FakeUpstream;
  const dataDirs: string[] = [];
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterAll(async () => {
    await upstream?.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  async function fundedServer(environment: NodeJS.ProcessEnv = {}) {
    const dataDir = mkdtempSync(join(RUN_DIR, 'graceful-stop-'));
    dataDirs.push(dataDir);
    // A copy of the migrated template: a fresh embedded database is made and migrated in pglite-initdb.test.ts.
    cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'pglite'), { recursive: true });
    const database = await openDatabase({ dataDir });
    const { accountId, adminKey } = await ensureFirstAccount(database);
    await creditAccount(database, { accountId, amountUsd: '5', reason: 'test', externalId: 'graceful-stop', createdBy: 'test' });
    await closeDatabase(database);
    const server = await startServer({ DATA_DIR: dataDir, FIXTURE_UPSTREAM_URL: upstream.url, ...environment });
    const chat = (stream = false) =>
      fetch(`${server.baseUrl}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminKey!.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'chat-basic',
          messages: [{ role: 'user', content: 'answer slowly' }],
          ...(stream ? { stream, stream_options: { include_usage: true } } : {}),
        }),
      });
    /** The account's USD balance and ledger once the process is gone. */
    const afterwards = async () => {
      const reopened = await openDatabase({ dataDir });
      try {
        const owner = accountOwner(accountId);
        const charges = (await reopened('ledger_entries').where({ owner, kind: 'charge' })) as { request_id: string; amount: string }[];
        const reservations = await reopened('reservations').count<{ count: string }[]>({ count: '*' });
        return {
          usd: (await balancesOf(reopened, owner)).USD,
          ledger: await ledgerSum(reopened, owner, 'USD'),
          charges,
          reservations: Number(reservations[0]!.count),
        };
      } finally {
        await closeDatabase(reopened);
      }
    };
    return { server, chat, afterwards };
  }

  it('finishes and charges the request in flight, refusing new connections meanwhile, then exits 0', async () => {
    const { server, chat, afterwards } = await fundedServer();
    // The upstream answers only once the test has seen the service stop listening.
    let answer: () => void = () => undefined;
    const stoppedListening = new Promise<void>((resolve) => (answer = resolve));
    const answerLate: Behaviour = async (exchange) => {
      await stoppedListening;
      await reply()(exchange);
    };
    upstream.script(answerLate);
    const seen = upstream.requests.length;
    const inFlight = chat();
    await expect.poll(() => upstream.requests.length, { timeout: 10_000 }).toBe(seen + 1); // reserved, now at the upstream
    server.child.kill('SIGTERM');
    await expect.poll(() => refusesConnections(server.baseUrl), { timeout: 5_000 }).toBe(true);
    await expect(chat()).rejects.toThrow(); // no longer listening
    answer();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    const body = (await response.json()) as { cost: { usd: number } };
    const requestId = response.headers.get('x-request-id');
    expect((await server.exited).code).toBe(0);

    const { usd, ledger, charges, reservations } = await afterwards();
    expect(charges.map((entry) => entry.request_id)).toEqual([requestId]);
    expect(-BigInt(charges[0]!.amount)).toBe(toMicro(body.cost.usd));
    expect(usd.amount).toBe(toMicro('5') - toMicro(body.cost.usd));
    expect(usd.amount).toBe(ledger);
    expect(usd.reserved).toBe(0n);
    expect(reservations).toBe(0);
  });

  it('lets a stream under way run to its end and charges it, then exits 0', async () => {
    const { server, chat, afterwards } = await fundedServer();
    // A slow stream (pieces 300 ms apart) is the case under test: it is still running when the stop begins.
    upstream.script(reply({ pieces: ['one ', 'two ', 'three ', 'four ', 'five'], delayMs: 300 }));
    const response = await chat(true);
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    const reader = response.body!.getReader();
    const first = await reader.read(); // the stream is under way
    server.child.kill('SIGTERM');
    let text = new TextDecoder().decode(first.value);
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += new TextDecoder().decode(part.value);
    expect(text).toContain('five');
    expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    const usage = text
      .split('\n\n')
      .map((frame) => frame.replace(/^data: /, ''))
      .filter((data) => data.startsWith('{'))
      .map((data) => JSON.parse(data) as { cost?: { usd: number } })
      .find((event) => event.cost !== undefined);
    expect(usage?.cost?.usd).toBeGreaterThan(0);
    expect((await server.exited).code).toBe(0);

    const { usd, ledger, charges, reservations } = await afterwards();
    expect(charges.map((entry) => entry.request_id)).toEqual([requestId]);
    expect(-BigInt(charges[0]!.amount)).toBe(toMicro(usage!.cost!.usd));
    expect(usd.amount).toBe(ledger);
    expect(usd.amount).toBeLessThan(toMicro('5'));
    expect(usd.reserved).toBe(0n);
    expect(reservations).toBe(0);
  });

  it('exits 0 with every charge written after an upstream reported an impossible usage', async () => {
    const { server, chat, afterwards } = await fundedServer();
    upstream.script(reply({ usage: { prompt_tokens: 2 ** 31, completion_tokens: 10 ** 13 } }));
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push(await chat());
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const shown = await Promise.all(answers.map(async (answer) => toMicro(((await answer.json()) as { cost: { usd: number } }).cost.usd)));
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);

    const { usd, ledger, charges } = await afterwards();
    expect(charges.map((entry) => -BigInt(entry.amount))).toEqual(shown);
    expect(usd.amount).toBe(ledger);
    expect(usd.amount).toBe(toMicro('5') - shown.reduce((sum, cost) => sum + cost, 0n));
  });

  it('cuts off a request still running after SHUTDOWN_GRACE_SECONDS, charges nothing, and exits 0', async () => {
    const { server, chat, afterwards } = await fundedServer({ SHUTDOWN_GRACE_SECONDS: '1' });
    upstream.script(hang());
    const seen = upstream.requests.length;
    const inFlight = chat().then(
      (response) => response.status,
      () => 'cut off',
    );
    await expect.poll(() => upstream.requests.length, { timeout: 10_000 }).toBe(seen + 1);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeGreaterThanOrEqual(1_000); // it waited the grace period
    // and did not wait for the upstream, which never answers: it exited with the call still open,
    // and the upstream saw the call cut off
    expect(await inFlight).toBe('cut off');
    await expect.poll(() => upstream.requests[seen]?.closedEarly).toBe(true);

    const { usd, ledger, charges, reservations } = await afterwards();
    expect(charges).toEqual([]);
    expect(usd).toEqual({ amount: toMicro('5'), reserved: 0n, available: toMicro('5') });
    expect(ledger).toBe(toMicro('5'));
    expect(reservations).toBe(0);
  });
});
