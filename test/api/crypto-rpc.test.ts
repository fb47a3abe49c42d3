// The JSON-RPC proxy over HTTP, against a real node: anvil on loopback (Base's chain id) serves
// base-mainnet (evm, 20 credits) and zksync-mainnet (evm, 30 credits); ethereum-mainnet points at
// a port nobody listens on. Every charge is read back from the ledger: 0.7 micro-USD a credit,
// the request's total rounded up to the micro-dollar once.
import { randomBytes } from 'node:crypto';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/accounts/api-keys.js';
import { balancesOf, credit, ledgerSum } from '../../src/billing/ledger.js';
import { accountOwner, toMicro, walletOwner } from '../../src/money.js';
import { encodeSiwxHeader } from '../../src/payments/siwx/index.js';
import { startAnvil, type AnvilNode } from '../support/chain/anvil.js';
import { creditTestAccount } from '../support/credit.js';
import { freePort } from '../support/postgres-server.js';
import { signInMessage } from '../support/sign-in.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Item = { jsonrpc?: '2.0'; method: string; params?: unknown[] | Record<string, unknown>; id?: number | string | null };
type Body = Item | Item[];

const chainId = (id: number | string = 1): Item => ({ jsonrpc: '2.0', method: 'eth_chainId', params: [], id });
// An address of the wrong length: anvil answers a JSON-RPC error (-32602), billed 5 credits.
const badBalance = (id: number | string = 2): Item => ({ jsonrpc: '2.0', method: 'eth_getBalance', params: ['0xzz', 'latest'], id });

describe('POST /crypto/rpc/{network}', () => {
  let anvil: AnvilNode;
  let service: TestApp;
  let key: string;
  let owner: string;
  /** The rate limiter's clock: the wall clock, unless a test holds it at an instant. */
  let heldAt: number | undefined;

  beforeAll(async () => {
    anvil = await startAnvil();
    const closedPort = await freePort();
    service = await startTestApp({
      environment: {
        RPC_URL_BASE_MAINNET: anvil.rpcUrl,
        RPC_URL_ZKSYNC_MAINNET: anvil.rpcUrl,
        RPC_URL_ETHEREUM_MAINNET: `http://127.0.0.1:${closedPort}`,
      },
      clock: () => heldAt ?? Date.now(),
    });
    await creditTestAccount(service, '10');
    owner = accountOwner(service.app.bootstrap.accountId);
    key = await newKey();
  });
  afterAll(async () => {
    await service?.close();
    await anvil?.stop();
  });

  async function newKey(): Promise<string> {
    const response = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'rpc tests' } });
    return (response.body as { data: { apiKey: string } }).data.apiKey;
  }

  const rpc = (network: string, body: Body, headers: Record<string, string> = {}, as = key) =>
    service.call('cryptoRpcProxy', { key: as, path: { network }, body: body as never, headers });
  const settled = () => service.app.services.credits.drain(); // the ledger as written, leases given back
  const balance = async () => {
    await settled();
    return (await balancesOf(service.app.services.database, owner)).USD;
  };
  const charges = async () => {
    await settled();
    return service.app.services.database('ledger_entries').where({ owner, kind: 'charge' }).orderBy('id');
  };

  /** Runs `send` and returns what it cost the account in micro-USD, after checking nothing stays reserved. */
  async function costOf(send: () => Promise<unknown>): Promise<bigint> {
    const before = await balance();
    await send();
    const after = await balance();
    expect(after.reserved).toBe(0n);
    return before.amount - after.amount;
  }

  it('POST /crypto/rpc/{network} returns 200 with the node answer for eth_chainId and charges 20 credits', async () => {
    let response!: Awaited<ReturnType<typeof rpc>>;
    const cost = await costOf(async () => (response = await rpc('base-mainnet', chainId(7))));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ jsonrpc: '2.0', id: 7, result: '0x2105' });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-service-rpc-credits')).toBe('20');
    expect(response.headers.get('x-service-rpc-cost-usd')).toBe('0.00001400'); // 20 × 0.7 micro-USD
    expect(response.headers.get('idempotent-replayed')).toBeNull();
    expect(response.headers.get('x-ratelimit-limit')).toBeNull(); // only on a 429
    expect(cost).toBe(14n);
    const [entry] = (await charges()).slice(-1);
    expect(entry).toMatchObject({ sku: 'crypto-rpc-base-mainnet', amount: '-14' });
  });

  it('POST /crypto/rpc/{network} fills in jsonrpc and id, so an item without them is answered', async () => {
    const response = await rpc('base-mainnet', { method: 'eth_chainId' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ jsonrpc: '2.0', id: null, result: '0x2105' });
  });

  it('POST /crypto/rpc/{network} with a batch returns the node array and charges the sum', async () => {
    let response!: Awaited<ReturnType<typeof rpc>>;
    const cost = await costOf(
      async () => (response = await rpc('base-mainnet', [chainId(1), { jsonrpc: '2.0', method: 'eth_blockNumber', id: 2 }, chainId('three')])),
    );
    expect(response.status).toBe(200);
    expect((response.body as { id: unknown }[]).map((item) => item.id)).toEqual([1, 2, 'three']);
    expect(response.headers.get('x-service-rpc-credits')).toBe('60');
    expect(cost).toBe(42n);
  });

  it('POST /crypto/rpc/{network} charges an advanced (debug_/trace_) method twice the base credits', async () => {
    const traceCall: Item = {
      jsonrpc: '2.0',
      method: 'debug_traceCall',
      params: [{ to: '0x0000000000000000000000000000000000000001', data: '0x' }, 'latest', {}],
      id: 1,
    };
    let response!: Awaited<ReturnType<typeof rpc>>;
    const cost = await costOf(
      async () => (response = await rpc('base-mainnet', [traceCall, { jsonrpc: '2.0', method: 'trace_block', params: ['latest'], id: 2 }])),
    );
    expect(response.status).toBe(200);
    expect((response.body as { result?: unknown }[]).every((item) => 'result' in item)).toBe(true);
    expect(response.headers.get('x-service-rpc-credits')).toBe('80');
    expect(cost).toBe(56n);
  });

  it('POST /crypto/rpc/{network} charges a large method (txpool_content) four times the base credits', async () => {
    const response = await rpc('base-mainnet', { jsonrpc: '2.0', method: 'txpool_content', id: 1 });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-rpc-credits')).toBe('80');
  });

  it('POST /crypto/rpc/{network} returns an item error as HTTP 200 and bills it 5 credits, rounded up once', async () => {
    let response!: Awaited<ReturnType<typeof rpc>>;
    const cost = await costOf(async () => (response = await rpc('base-mainnet', badBalance())));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 2, error: { code: -32602 } });
    expect(response.headers.get('x-service-rpc-credits')).toBe('5');
    expect(response.headers.get('x-service-rpc-cost-usd')).toBe('0.00000400'); // 3.5 micro-USD, rounded up
    expect(cost).toBe(4n);
    const mixed = await costOf(() => rpc('base-mainnet', [chainId(1), badBalance(2)]));
    expect(mixed).toBe(18n); // 25 credits = 17.5 micro-USD, rounded up once for the request
  });

  it('POST /crypto/rpc/{network} prices by the network: zksync-mainnet costs 30 credits a call', async () => {
    const response = await rpc('zksync-mainnet', chainId());
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-rpc-credits')).toBe('30');
    expect(response.headers.get('x-service-rpc-cost-usd')).toBe('0.00002100');
  });

  describe('refusals charge nothing', () => {
    const refusals: [string, string, Body, string | undefined][] = [
      ['an unknown network', 'nosuch-mainnet', chainId(), 'RPC_UNKNOWN_NETWORK'],
      ['a network configured without a node', 'polygon-mainnet', chainId(), 'RPC_UNKNOWN_NETWORK'],
      ['a stateful filter method', 'base-mainnet', { method: 'eth_newFilter', params: [{}], id: 1 }, 'RPC_METHOD_NOT_SUPPORTED'],
      [
        'eth_getFilterChanges inside a batch',
        'base-mainnet',
        [chainId(), { method: 'eth_getFilterChanges', params: ['0x1'], id: 2 }],
        'RPC_METHOD_NOT_SUPPORTED',
      ],
      ['a subscription', 'base-mainnet', { method: 'eth_subscribe', params: ['newHeads'], id: 1 }, 'RPC_METHOD_NOT_SUPPORTED'],
      ['a Solana subscription', 'base-mainnet', { method: 'slotSubscribe', id: 1 }, 'RPC_METHOD_NOT_SUPPORTED'],
      [
        'a method off the allowlist',
        'base-mainnet',
        { method: 'anvil_setBalance', params: ['0x0000000000000000000000000000000000000001', '0x1'], id: 1 },
        'RPC_METHOD_NOT_ALLOWED',
      ],
      [
        'a Solana method on an EVM network',
        'base-mainnet',
        { method: 'getBalance', params: ['11111111111111111111111111111111'], id: 1 },
        'RPC_METHOD_WRONG_NETWORK',
      ],
      ['an empty batch', 'base-mainnet', [], 'INVALID_REQUEST'],
      ['a batch of 101', 'base-mainnet', Array.from({ length: 101 }, (_, index) => chainId(index)), 'INVALID_REQUEST'],
    ];
    it.each(refusals)('POST /crypto/rpc/{network} returns 400 for %s', async (_what, network, body, code) => {
      let response!: Awaited<ReturnType<typeof rpc>>;
      const before = (await charges()).length;
      const cost = await costOf(async () => (response = await rpc(network, body)));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code });
      expect(cost).toBe(0n);
      expect((await charges()).length).toBe(before);
    });
  });

  it('POST /crypto/rpc/{network} returns 502 and charges nothing when the node cannot be reached', async () => {
    let response!: Awaited<ReturnType<typeof rpc>>;
    const cost = await costOf(async () => (response = await rpc('ethereum-mainnet', chainId())));
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(JSON.stringify(response.body)).not.toContain('127.0.0.1'); // node URLs carry operators' keys
    expect(cost).toBe(0n);
  });

  it('POST /crypto/rpc/{network} with a repeated Idempotency-Key replays the first answer and charges once', async () => {
    const headers = { 'Idempotency-Key': `replay-${randomBytes(6).toString('hex')}` };
    const body = [chainId(1), { jsonrpc: '2.0' as const, method: 'eth_blockNumber', id: 2 }];
    let first!: Awaited<ReturnType<typeof rpc>>;
    let again!: Awaited<ReturnType<typeof rpc>>;
    const cost = await costOf(async () => {
      first = await rpc('base-mainnet', body, headers);
      // Fields reordered: the same request.
      again = await rpc('base-mainnet', body.map((item) => Object.fromEntries(Object.entries(item).reverse())) as Item[], headers);
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('x-service-rpc-credits')).toBe('40');
    expect(cost).toBe(28n);
  });

  it('POST /crypto/rpc/{network} returns 400 when an Idempotency-Key is reused with another body', async () => {
    const headers = { 'Idempotency-Key': `reuse-${randomBytes(6).toString('hex')}` };
    expect((await rpc('base-mainnet', chainId(1), headers)).status).toBe(200);
    let response!: Awaited<ReturnType<typeof rpc>>;
    const cost = await costOf(async () => (response = await rpc('base-mainnet', chainId(2), headers)));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(cost).toBe(0n);
    // The key names the request and its network: the same body elsewhere is another request.
    expect((await rpc('zksync-mainnet', chainId(1), headers)).status).toBe(400);
  });

  it('POST /crypto/rpc/{network} returns 400 for an Idempotency-Key sent empty or outside its pattern, and charges nothing', async () => {
    for (const key of ['', 'has space', 'ümlaut']) {
      let response!: Awaited<ReturnType<typeof rpc>>;
      const cost = await costOf(async () => (response = await rpc('base-mainnet', chainId(), { 'Idempotency-Key': key })));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ details: { 'Idempotency-Key': { _errors: [expect.any(String)] } } });
      expect(cost).toBe(0n);
    }
  });

  it('POST /crypto/rpc/{network} forwards once when two requests race on one Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': `race-${randomBytes(6).toString('hex')}` };
    const before = (await charges()).length;
    const responses = await Promise.all(Array.from({ length: 4 }, () => rpc('base-mainnet', chainId(9), headers)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect((await charges()).length).toBe(before + 1);
    const fresh = responses.filter((response) => response.status === 200 && response.headers.get('idempotent-replayed') === null);
    expect(fresh).toHaveLength(1);
  });

  it('POST /crypto/rpc/{network} frees the Idempotency-Key of a failed request, so a retry with it is forwarded', async () => {
    const headers = { 'Idempotency-Key': `retry-${randomBytes(6).toString('hex')}` };
    expect((await rpc('ethereum-mainnet', chainId(), headers)).status).toBe(502);
    expect((await rpc('ethereum-mainnet', chainId(), headers)).status).toBe(502); // not 409, not a replay
  });

  it('POST /crypto/rpc/{network} returns 402 INSUFFICIENT_BALANCE for an account without credit, and forwards nothing', async () => {
    const database = service.app.services.database;
    const [account] = await database('accounts').insert({ name: 'no credit' }).returning(['id']);
    const poor = await createKey(database, account.id as string, { apiKeyType: 'INFERENCE', description: 'no credit' });
    const headers = { 'Idempotency-Key': `poor-${randomBytes(6).toString('hex')}` };
    const response = await rpc('base-mainnet', chainId(), headers, poor.apiKey);
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await database('rpc_idempotency').where({ idempotency_key: headers['Idempotency-Key'] })).toHaveLength(0);
  });

  it('POST /crypto/rpc/{network} returns 429 with X-RateLimit-* after 100 requests in a minute, charging nothing for it', async () => {
    const busy = await newKey();
    // All 101 requests in one window: the limiter's clock is held 20 s into the next minute.
    const minute = Math.floor(Date.now() / 60_000) + 1;
    heldAt = minute * 60_000 + 20_000;
    try {
      for (let index = 0; index < 100; index += 1) expect((await rpc('base-mainnet', chainId(index), {}, busy)).status).toBe(200);
      let response!: Awaited<ReturnType<typeof rpc>>;
      const cost = await costOf(async () => (response = await rpc('base-mainnet', chainId(), {}, busy)));
      expect(response.status).toBe(429);
      expect(response.headers.get('x-ratelimit-limit')).toBe('100');
      expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(response.headers.get('x-ratelimit-reset'))).toBe((minute + 1) * 60);
      expect(Number(response.headers.get('retry-after'))).toBe(40); // the rest of the minute
      expect(cost).toBe(0n);
      // Another key of the same account has its own budget.
      expect((await rpc('base-mainnet', chainId())).status).toBe(200);
    } finally {
      heldAt = undefined;
    }
  }, 60_000);

  it('POST /crypto/rpc/{network} by a signed-in wallet charges its credit and reports X-Balance-Remaining', async () => {
    const wallet = new Wallet(Wallet.createRandom().privateKey);
    const database = service.app.services.database;
    await credit(database, {
      owner: walletOwner(wallet.address),
      currency: 'USD',
      amount: toMicro('1'),
      sku: 'x402-top-up',
      externalId: `test:${wallet.address}`,
    });
    const { host, origin } = new URL(service.baseUrl);
    const message = signInMessage({
      domain: host,
      uri: `${origin}/api/v1`,
      address: wallet.address,
      statement: 'Sign in to pay for API requests',
      nonce: randomBytes(8).toString('hex'),
      issuedAt: Date.now() - 1_000,
    });
    const signIn = encodeSiwxHeader({ address: wallet.address, message, signature: await wallet.signMessage(message), chainId: 'eip155:8453' });
    const response = await service.call('cryptoRpcProxy', { path: { network: 'base-mainnet' }, body: chainId(), headers: { 'SIGN-IN-WITH-X': signIn } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-rpc-credits')).toBe('20');
    await service.app.services.credits.drain();
    expect(await ledgerSum(database, walletOwner(wallet.address), 'USD')).toBe(toMicro('1') - 14n);
    expect(response.headers.get('x-balance-remaining')).toBe('0.999986');
  });

  it('keeps the account balance equal to the sum of its ledger', async () => {
    expect((await balance()).amount).toBe(await ledgerSum(service.app.services.database, owner, 'USD'));
  });
});
