// Paying by wallet over HTTP: SIGN-IN-WITH-X makes a wallet the caller, its x402 credit pays for
// inference, a replayed sign-in is refused, a dry wallet gets 402 variant B, and a caller with no
// credentials at all gets variant A. Top-ups themselves are tested against a chain in
// test/payments; here the wallet is credited through the ledger's own credit path.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { credit, ledgerSum } from '../../src/billing/ledger.js';
import { toMicro, walletOwner } from '../../src/money.js';
import { encodeSiwxHeader } from '../../src/payments/siwx/index.js';
import { reply, type FakeUpstream } from '../support/fake-upstream.js';
import { INFERENCE_FIXTURE, startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { signInMessage } from '../support/sign-in.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { errorCodeOf, errorOf } from '../support/error-body.js';

const chat = { model: 'chat-basic', messages: [{ role: 'user' as const, content: 'paid by wallet' }], max_tokens: 50 };

describe('Wallet sign-in (SIGN-IN-WITH-X)', () => {
  let inference: InferenceApp;
  let service: TestApp;
  let upstream: FakeUpstream;
  const payer = new Wallet(Wallet.createRandom().privateKey);
  const stranger = new Wallet(Wallet.createRandom().privateKey);

  beforeAll(async () => {
    inference = await startInferenceApp();
    ({ service, upstream } = inference);
  });
  afterAll(() => inference?.close());
  beforeEach(() => upstream.reset());

  /** A fresh sign-in for this service, as a wallet would sign it now. */
  async function signIn(wallet: Wallet = payer, fields: { nonce?: string; domain?: string } = {}): Promise<Record<string, string>> {
    const { host, origin } = new URL(service.baseUrl);
    const message = signInMessage({
      domain: fields.domain ?? host,
      uri: `${origin}/api/v1`,
      address: wallet.address,
      statement: 'Sign in to pay for API requests',
      nonce: fields.nonce ?? randomBytes(8).toString('hex'),
      issuedAt: Date.now() - 1_000,
    });
    const header = encodeSiwxHeader({ address: wallet.address, message, signature: await wallet.signMessage(message), chainId: 'eip155:8453' });
    return { 'SIGN-IN-WITH-X': header };
  }

  const topUp = (wallet: Wallet, usd: string, externalId: string) =>
    credit(service.app.services.database, { owner: walletOwner(wallet.address), currency: 'USD', amount: toMicro(usd), sku: 'x402-top-up', externalId });

  it('POST /chat/completions without credentials returns 402 variant A with a sign-in challenge, also in PAYMENT-REQUIRED', async () => {
    const response = await service.call('createChatCompletion', { body: chat });
    expect(response.status).toBe(402);
    const body = response.body as {
      x402Version: number;
      authOptions: unknown;
      extensions: { 'sign-in-with-x': { info: { domain: string; uri: string; nonce: string }; supportedChains: { chainId: string }[] } };
    };
    expect(body.x402Version).toBe(2);
    const challenge = body.extensions['sign-in-with-x'];
    expect(challenge.info.domain).toBe(new URL(service.baseUrl).host);
    expect(challenge.info.uri).toBe(`${service.baseUrl}/api/v1`);
    expect(challenge.info.nonce).toMatch(/^[0-9a-f]{16}$/);
    expect(challenge.supportedChains.map((chain) => chain.chainId)).toContain('eip155:8453');
    const header = JSON.parse(Buffer.from(response.headers.get('payment-required')!, 'base64').toString('utf8')) as { x402Version: number };
    expect(header.x402Version).toBe(2);
  });

  it('POST /chat/completions by a wallet with no credit returns 402 variant B and charges nothing', async () => {
    const response = await service.call('createChatCompletion', { body: chat, headers: await signIn(stranger) });
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({
      error: 'Payment required',
      code: 'PAYMENT_REQUIRED',
      reason: 'insufficient_balance',
      currentBalanceUsd: 0,
      minimumTopUpUsd: 5,
    });
    expect((response.body as { siwxChallenge: { info: { domain: string } } }).siwxChallenge.info.domain).toBe(new URL(service.baseUrl).host);
    expect(upstream.requests).toHaveLength(0);
  });

  it('POST /chat/completions by a credited wallet returns 200, charges its credit and reports X-Balance-Remaining', async () => {
    await topUp(payer, '5', `test:${payer.address}:1`);
    const response = await service.call('createChatCompletion', { body: chat, headers: await signIn() });
    expect(response.status).toBe(200);
    const cost = (response.body as { cost: { usd: number } }).cost.usd;
    const owner = walletOwner(payer.address);
    await service.app.services.credits.drain();
    expect(await ledgerSum(service.app.services.database, owner, 'USD')).toBe(toMicro('5') - toMicro(cost));
    expect(response.headers.get('x-balance-remaining')).toBe((5 - cost).toFixed(6));
    expect(response.headers.get('x-ratelimit-limit-requests')).not.toBeNull(); // the wallet is rate limited like a key
  });

  it('a replayed sign-in header returns 401 X402_SIGN_IN_NONCE_REUSED', async () => {
    const headers = await signIn();
    expect((await service.call('getWalletBalance', { path: { walletAddress: payer.address }, headers })).status).toBe(200);
    const replay = await service.call('createChatCompletion', { body: chat, headers });
    expect(replay.status).toBe(401);
    expect(errorCodeOf(replay.body)).toBe('X402_SIGN_IN_NONCE_REUSED');
  });

  it('a sign-in for another domain returns 401 X402_SIGN_IN_DOMAIN_MISMATCH', async () => {
    const response = await service.call('createChatCompletion', { body: chat, headers: await signIn(payer, { domain: 'evil.example.com' }) });
    expect(response.status).toBe(401);
    expect(errorCodeOf(response.body)).toBe('X402_SIGN_IN_DOMAIN_MISMATCH');
  });

  it("a sign-in for another site is refused even when the request's Host header names that site", async () => {
    const victim = new Wallet(Wallet.createRandom().privateKey);
    await topUp(victim, '5', `host-${randomBytes(4).toString('hex')}`);
    const phished = await signIn(victim, { domain: 'evil.example' });
    const { port } = new URL(service.baseUrl);
    // Host is the attacker's to choose; fetch will not send another, so a raw request does.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/chat/completions',
          method: 'POST',
          headers: { host: 'evil.example', 'content-type': 'application/json', ...phished },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(chat));
    });
    expect(answer.status).toBe(401);
    expect(errorCodeOf(JSON.parse(answer.body))).toBe('X402_SIGN_IN_DOMAIN_MISMATCH');
    expect(upstream.requests).toHaveLength(0);
  });

  it("the 402 challenge names this service's origin whatever the Host header says", async () => {
    const { port, host } = new URL(service.baseUrl);
    const body = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/api/v1/chat/completions', method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(chat));
    });
    const challenge = JSON.parse(body) as { extensions: { 'sign-in-with-x': { info: { domain: string; uri: string } } }; resource: { url: string } };
    expect(challenge.extensions['sign-in-with-x'].info.domain).toBe(host);
    expect(challenge.resource.url.startsWith(service.baseUrl)).toBe(true);
    expect(body).not.toContain('evil.example');
  });

  it('the legacy header X-Sign-In-With-X is accepted', async () => {
    const headers = await signIn();
    const response = await service.call('getWalletBalance', {
      path: { walletAddress: payer.address },
      headers: { 'X-Sign-In-With-X': headers['SIGN-IN-WITH-X']! },
    });
    expect(response.status).toBe(200);
  });

  it('GET /x402/balance/{walletAddress} returns 200 for the signed-in wallet, with its address in any case', async () => {
    await topUp(stranger, '7.5', `test:${stranger.address}:1`);
    const response = await service.call('getWalletBalance', { path: { walletAddress: stranger.address.toLowerCase() }, headers: await signIn(stranger) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      data: { walletAddress: stranger.address.toLowerCase(), balanceUsd: 7.5, canConsume: true, minimumTopUpUsd: 5 },
    });
    expect(response.headers.get('x-balance-remaining')).toBe('7.500000'); // on every response to a wallet
  });

  it('GET /x402/balance/{walletAddress} returns 403 when the signer is another wallet', async () => {
    const response = await service.call('getWalletBalance', { path: { walletAddress: stranger.address }, headers: await signIn(payer) });
    expect(response.status).toBe(403);
  });

  it('GET /x402/balance/{walletAddress} and /x402/transactions/{walletAddress} without a sign-in return 401 asking for one', async () => {
    for (const operation of ['getWalletBalance', 'listWalletTransactions'] as const) {
      const response = await service.call(operation, { path: { walletAddress: payer.address } });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('SIGN-IN-WITH-X');
      expect(response.headers.get('payment-required')).toBeNull();
      expect((response.body as { error: string }).error).toMatch(/SIGN-IN-WITH-X/);
    }
  });

  it('GET /x402/transactions/{walletAddress} lists top-ups and charges newest first, paged', async () => {
    const all = await service.call('listWalletTransactions', { path: { walletAddress: payer.address }, headers: await signIn() });
    expect(all.status).toBe(200);
    const data = (
      all.body as {
        data: {
          transactions: { type: string; amount: number; requestId: string | null; modelId: string | null }[];
          currentBalance: number;
          pagination: { hasMore: boolean };
        };
      }
    ).data;
    expect(data.transactions.map((entry) => entry.type)).toEqual(['CHARGE', 'TOP_UP']);
    expect(data.transactions[0]!.amount).toBeLessThan(0);
    expect(data.transactions[0]!.requestId).toBeTruthy();
    expect(data.transactions[1]!.amount).toBe(5);
    expect(data.pagination.hasMore).toBe(false);
    const first = await service.call('listWalletTransactions', { path: { walletAddress: payer.address }, query: { limit: 1 }, headers: await signIn() });
    expect((first.body as { data: { transactions: unknown[]; pagination: { hasMore: boolean } } }).data).toMatchObject({
      transactions: [{ type: 'CHARGE' }],
      pagination: { limit: 1, offset: 0, hasMore: true },
    });
  });

  it('GET /x402/transactions/{walletAddress} returns 403 when the signer is another wallet', async () => {
    const response = await service.call('listWalletTransactions', { path: { walletAddress: payer.address }, headers: await signIn(stranger) });
    expect(response.status).toBe(403);
  });

  it('POST /chat/completions with an x402 payment header returns 400 PAYMENT_HEADER_NOT_ACCEPTED: payments go to the top-up', async () => {
    const response = await service.call('createChatCompletion', { body: chat, headers: { ...(await signIn()), 'PAYMENT-SIGNATURE': 'e30=' } });
    expect(response.status).toBe(400);
    expect(errorCodeOf(response.body)).toBe('PAYMENT_HEADER_NOT_ACCEPTED');
    expect(upstream.requests).toHaveLength(0);
  });

  it('POST /x402/top-up returns 503 X402_NOT_CONFIGURED when no payment rail is configured', async () => {
    const response = await service.call('topUpWallet', {});
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ error: 'X402_NOT_CONFIGURED' });
  });
});

describe('The origin wallet sign-ins must name', () => {
  // A rail that is configured (nothing is contacted before the origin check).
  const rail = {
    X402_BASE_PAY_TO: '0x000000000000000000000000000000000000dEaD',
    X402_BASE_RPC_URL: 'http://127.0.0.1:9',
    X402_BASE_SETTLER_KEY: `0x${'11'.repeat(32)}`,
  };

  it('is required (PUBLIC_BASE_URL) before wallet top-ups are served on a non-loopback address', async () => {
    await expect(startTestApp({ configDir: INFERENCE_FIXTURE, environment: { ...rail, HOST: '0.0.0.0' } })).rejects.toThrow(/PUBLIC_BASE_URL is required/);
  });

  it('is PUBLIC_BASE_URL when set: the challenge names it', async () => {
    const app = await startTestApp({ configDir: INFERENCE_FIXTURE, environment: { HOST: '0.0.0.0', PUBLIC_BASE_URL: 'https://api.example.com' } });
    try {
      const response = await app.call('createChatCompletion', { body: chat });
      expect(response.status).toBe(402);
      const body = response.body as { extensions: { 'sign-in-with-x': { info: { domain: string; uri: string } } } };
      expect(body.extensions['sign-in-with-x'].info).toMatchObject({ domain: 'api.example.com', uri: 'https://api.example.com/api/v1' });
    } finally {
      await app.close();
    }
  });
});

describe('Paid requests in flight per wallet', () => {
  let inference: InferenceApp;
  beforeAll(async () => {
    inference = await startInferenceApp({ WALLET_MAX_CONCURRENT_REQUESTS: '2' });
  });
  afterAll(() => inference?.close());

  async function signedIn(wallet: Wallet): Promise<Record<string, string>> {
    const { host, origin } = new URL(inference.service.baseUrl);
    const message = signInMessage({
      domain: host,
      uri: `${origin}/api/v1`,
      address: wallet.address,
      statement: 'Sign in to pay for API requests',
      nonce: randomBytes(8).toString('hex'),
      issuedAt: Date.now() - 1_000,
    });
    return { 'SIGN-IN-WITH-X': encodeSiwxHeader({ address: wallet.address, message, signature: await wallet.signMessage(message), chainId: 'eip155:8453' }) };
  }

  it('a wallet past its cap of requests in flight gets 429 at once; its slots come back when requests end', async () => {
    const wallet = new Wallet(Wallet.createRandom().privateKey);
    await credit(inference.service.app.services.database, {
      owner: walletOwner(wallet.address),
      currency: 'USD',
      amount: toMicro('5'),
      sku: 'x402-top-up',
      externalId: `cap-${randomBytes(4).toString('hex')}`,
    });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = async (exchange: Parameters<ReturnType<typeof reply>>[0]) => {
      await gate;
      await reply()(exchange);
    };
    inference.upstream.script(held, held);
    const seen = inference.upstream.requests.length;
    const first = inference.service.call('createChatCompletion', { body: chat, headers: await signedIn(wallet) });
    const second = inference.service.call('createChatCompletion', { body: chat, headers: await signedIn(wallet) });
    await expect.poll(() => inference.upstream.requests.length).toBe(seen + 2); // both held at the upstream
    const third = await inference.service.call('createChatCompletion', { body: chat, headers: await signedIn(wallet) });
    expect(third.status).toBe(429);
    expect(errorOf(third.body)).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', message: expect.stringContaining('At most 2 requests of one wallet') });
    open();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await inference.service.call('createChatCompletion', { body: chat, headers: await signedIn(wallet) })).status).toBe(200);
  });
});
