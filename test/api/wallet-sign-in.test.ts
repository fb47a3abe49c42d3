// Paying by wallet over HTTP: SIGN-IN-WITH-X makes a wallet the caller, its x402 credit pays for
// inference, a replayed sign-in is refused, a dry wallet gets 402 variant B, and a caller with no
// credentials at all gets variant A. Top-ups themselves are tested against a chain in
// test/payments; here the wallet is credited through the ledger's own credit path.
import { randomBytes } from 'node:crypto';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { credit, ledgerSum } from '../../src/billing/ledger.js';
import { toMicro, walletOwner } from '../../src/billing/money.js';
import { encodeSiwxHeader } from '../../src/payments/siwx/index.js';
import type { FakeUpstream } from '../support/fake-upstream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { signInMessage } from '../support/sign-in.js';
import type { TestApp } from '../support/test-app.js';

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
      domain: fields.domain ?? host, uri: `${origin}/api/v1`, address: wallet.address, statement: 'Sign in to pay for API requests',
      nonce: fields.nonce ?? randomBytes(8).toString('hex'), issuedAt: Date.now() - 1_000,
    });
    const header = encodeSiwxHeader({ address: wallet.address, message, signature: await wallet.signMessage(message), chainId: 'eip155:8453' });
    return { 'SIGN-IN-WITH-X': header };
  }

  const topUp = (wallet: Wallet, usd: string, externalId: string) =>
    credit(service.app.services.database, { owner: walletOwner(wallet.address), currency: 'USD', amount: toMicro(usd), sku: 'x402-top-up', externalId });

  it('POST /chat/completions without credentials returns 402 variant A with a sign-in challenge, also in PAYMENT-REQUIRED', async () => {
    const response = await service.call('createChatCompletion', { body: chat });
    expect(response.status).toBe(402);
    const body = response.body as { x402Version: number; authOptions: unknown; extensions: { 'sign-in-with-x': { info: { domain: string; uri: string; nonce: string }; supportedChains: { chainId: string }[] } } };
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
    expect(response.body).toMatchObject({ error: 'Payment required', code: 'PAYMENT_REQUIRED', reason: 'insufficient_balance', currentBalanceUsd: 0, minimumTopUpUsd: 5 });
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
    expect(replay.body).toMatchObject({ code: 'X402_SIGN_IN_NONCE_REUSED' });
  });

  it('a sign-in for another domain returns 401 X402_SIGN_IN_DOMAIN_MISMATCH', async () => {
    const response = await service.call('createChatCompletion', { body: chat, headers: await signIn(payer, { domain: 'evil.example.com' }) });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'X402_SIGN_IN_DOMAIN_MISMATCH' });
  });

  it('the legacy header X-Sign-In-With-X is accepted', async () => {
    const headers = await signIn();
    const response = await service.call('getWalletBalance', { path: { walletAddress: payer.address }, headers: { 'X-Sign-In-With-X': headers['SIGN-IN-WITH-X']! } });
    expect(response.status).toBe(200);
  });

  it('GET /x402/balance/{walletAddress} returns 200 for the signed-in wallet, with its address in any case', async () => {
    await topUp(stranger, '7.5', `test:${stranger.address}:1`);
    const response = await service.call('getWalletBalance', { path: { walletAddress: stranger.address.toLowerCase() }, headers: await signIn(stranger) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { walletAddress: stranger.address.toLowerCase(), balanceUsd: 7.5, canConsume: true, minimumTopUpUsd: 5 } });
    expect(response.headers.get('x-balance-remaining')).toBe('7.500000'); // on every response to a wallet
  });

  it('GET /x402/balance/{walletAddress} returns 403 when the signer is another wallet', async () => {
    const response = await service.call('getWalletBalance', { path: { walletAddress: stranger.address }, headers: await signIn(payer) });
    expect(response.status).toBe(403);
  });

  it('GET /x402/balance/{walletAddress} without a sign-in returns 402 variant A', async () => {
    const response = await service.call('getWalletBalance', { path: { walletAddress: payer.address } });
    expect(response.status).toBe(402);
    expect(response.headers.get('payment-required')).toBeTruthy();
  });

  it('GET /x402/transactions/{walletAddress} lists top-ups and charges newest first, paged', async () => {
    const all = await service.call('listWalletTransactions', { path: { walletAddress: payer.address }, headers: await signIn() });
    expect(all.status).toBe(200);
    const data = (all.body as { data: { transactions: { type: string; amount: number; requestId: string | null; modelId: string | null }[]; currentBalance: number; pagination: { hasMore: boolean } } }).data;
    expect(data.transactions.map((entry) => entry.type)).toEqual(['CHARGE', 'TOP_UP']);
    expect(data.transactions[0]!.amount).toBeLessThan(0);
    expect(data.transactions[0]!.requestId).toBeTruthy();
    expect(data.transactions[1]!.amount).toBe(5);
    expect(data.pagination.hasMore).toBe(false);
    const first = await service.call('listWalletTransactions', { path: { walletAddress: payer.address }, query: { limit: 1 }, headers: await signIn() });
    expect((first.body as { data: { transactions: unknown[]; pagination: { hasMore: boolean } } }).data).toMatchObject({ transactions: [{ type: 'CHARGE' }], pagination: { limit: 1, offset: 0, hasMore: true } });
  });

  it('GET /x402/transactions/{walletAddress} returns 403 when the signer is another wallet', async () => {
    const response = await service.call('listWalletTransactions', { path: { walletAddress: payer.address }, headers: await signIn(stranger) });
    expect(response.status).toBe(403);
  });

  it('POST /chat/completions with an x402 payment header returns 400 PAYMENT_HEADER_NOT_ACCEPTED: payments go to the top-up', async () => {
    const response = await service.call('createChatCompletion', { body: chat, headers: { ...(await signIn()), 'PAYMENT-SIGNATURE': 'e30=' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'PAYMENT_HEADER_NOT_ACCEPTED' });
    expect(upstream.requests).toHaveLength(0);
  });

  it('POST /x402/top-up returns 503 X402_NOT_CONFIGURED when no payment rail is configured', async () => {
    const response = await service.call('topUpWallet', {});
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ error: 'X402_NOT_CONFIGURED' });
  });
});
