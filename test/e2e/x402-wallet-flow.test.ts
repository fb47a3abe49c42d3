// The whole account-free path (top up, then sign in), over HTTP, with the official
// x402 clients and real chains on loopback: anvil (chain id 8453, our EIP-3009 token as "USD Coin"
// v2) and LiteSVM (the devnet id). A wallet asks, pays a top-up with @x402/fetch, the payment
// settles on chain, the wallet is credited once; then it signs in with the official sign-in client
// and pays for a chat completion from that credit.
import { x402Client } from '@x402/core/client';
import { decodePaymentResponseHeader } from '@x402/core/http';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { createSIWxPayload, encodeSIWxHeader, type SIWxSigner } from '@x402/extensions/sign-in-with-x';
import { wrapFetchWithPayment } from '@x402/fetch';
import { ExactSvmScheme } from '@x402/svm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../src/billing/ledger.js';
import { toMicro, walletOwner } from '../../src/money.js';
import { DEV_KEYS } from '../support/chain/dev-accounts.js';
import { startTestChain, type TestChain } from '../support/chain/test-chain.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { startSolanaTestChain, type SolanaTestChain } from '../support/solana/test-chain.js';
import { errorCodeOf } from '../support/error-body.js';

const USD = 1_000_000n;
const payer = privateKeyToAccount(DEV_KEYS.payer);
const merchant = privateKeyToAccount(DEV_KEYS.merchant).address;
const chat = { model: 'chat-basic', messages: [{ role: 'user' as const, content: 'paid by a wallet' }], max_tokens: 50 };

interface SignInChallenge {
  info: Record<string, string>;
  supportedChains: { chainId: string; type: string }[];
}

describe('x402 wallet flow, end to end', () => {
  let evm: TestChain;
  let solana: SolanaTestChain;
  let inference: InferenceApp;
  let base: string;

  beforeAll(async () => {
    // One after the other: anvil's port is picked free before it binds, so a server starting
    // meanwhile could take it.
    evm = await startTestChain();
    solana = await startSolanaTestChain({ payerTokens: 20n * USD });
    await evm.mint(payer.address, 1_000n * USD);
    inference = await startInferenceApp({
      X402_TEST_BASE_TOKEN: evm.token,
      X402_BASE_PAY_TO: merchant,
      X402_BASE_RPC_URL: evm.rpcUrl,
      X402_BASE_SETTLER_KEY: DEV_KEYS.settler,
      X402_TEST_SOLANA_MINT: solana.mint,
      X402_SOLANA_PAY_TO: solana.payTo,
      X402_SOLANA_RPC_URL: solana.rpcUrl,
      X402_SOLANA_FEE_PAYER_KEY: solana.feePayerKey,
    });
    base = `${inference.service.baseUrl}/api/v1`;
  }, 120_000);

  afterAll(async () => {
    await inference?.close();
    await evm?.stop();
    await solana?.stop();
  });

  /** An official x402 client for one rail, allowed to pay our test tokens up to a top-up's size. */
  function payingFetch(scheme: 'evm' | 'solana', recorded: Request[] = []) {
    const client =
      scheme === 'evm'
        ? new x402Client().register('eip155:*', new ExactEvmScheme(payer))
        : new x402Client().register('solana:*', new ExactSvmScheme(solana.payer, { rpcUrl: solana.rpcUrl }));
    client.setSpendControls({
      maxAmountPerPayment: '$100',
      allowedAssets: [
        { network: evm.network, asset: evm.token },
        { network: solana.network, asset: solana.mint },
      ],
    });
    const recording: typeof fetch = async (input, init) => {
      recorded.push(new Request(input, init));
      return fetch(input, init);
    };
    return wrapFetchWithPayment(recording, client);
  }

  /** The sign-in challenge of a fresh 402 (variant A), as an official client finds it. */
  async function challenge(): Promise<SignInChallenge> {
    const response = await fetch(`${base}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(chat) });
    expect(response.status).toBe(402);
    return ((await response.json()) as { extensions: { 'sign-in-with-x': SignInChallenge } }).extensions['sign-in-with-x'];
  }

  /** A SIGN-IN-WITH-X header made by the official client for the first chain of the given kind. */
  async function signIn(signer: SIWxSigner, kind: 'eip191' | 'ed25519', chainId?: string): Promise<string> {
    const { info, supportedChains } = await challenge();
    const chain = supportedChains.find((entry) => entry.type === kind && (!chainId || entry.chainId === chainId))!;
    const payload = await createSIWxPayload(
      { ...info, chainId: chain.chainId, type: kind } as Parameters<typeof createSIWxPayload>[0],
      signer,
      `${base}/chat/completions`,
    );
    return encodeSIWxHeader(payload);
  }

  const walletCredit = async (address: string) => {
    await inference.service.app.services.credits.drain();
    return ledgerSum(inference.service.app.services.database, walletOwner(address), 'USD');
  };

  it('an inference call without credentials offers both rails for a 5 USD top-up', async () => {
    const response = await fetch(`${base}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(chat) });
    expect(response.status).toBe(402);
    const body = (await response.json()) as { accepts: { network: string; amount: string; asset: string; payTo: string; extra: Record<string, string> }[] };
    expect(body.accepts).toEqual([
      expect.objectContaining({
        network: 'eip155:8453',
        amount: '5000000',
        asset: evm.token,
        payTo: merchant,
        extra: expect.objectContaining({ name: 'USD Coin', version: '2' }),
      }),
      expect.objectContaining({
        network: solana.network,
        amount: '5000000',
        asset: solana.mint,
        payTo: solana.payTo,
        extra: expect.objectContaining({ feePayer: solana.feePayer }),
      }),
    ]);
  });

  it('POST /x402/top-up paid by @x402/fetch on Base settles on chain and credits the wallet exactly once', async () => {
    const merchantBefore = await evm.balanceOf(merchant);
    const recorded: Request[] = [];
    const response = await payingFetch('evm', recorded)(`${base}/x402/top-up?amount=10`, { method: 'POST' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      data: { walletAddress: string; amountCredited: number; newBalance: number; paymentId: string };
    };
    expect(body).toMatchObject({ success: true, data: { walletAddress: payer.address.toLowerCase(), amountCredited: 10, newBalance: 10 } });
    const receipt = decodePaymentResponseHeader(response.headers.get('payment-response')!);
    expect(receipt).toMatchObject({ success: true, network: 'eip155:8453' });
    expect(await evm.balanceOf(merchant)).toBe(merchantBefore + 10n * USD);
    expect(await walletCredit(payer.address)).toBe(10n * USD);

    // The same signed payment again: refused, and nothing credited or moved twice.
    const paymentHeader = recorded[1]!.headers.get('payment-signature')!;
    const replay = await fetch(`${base}/x402/top-up?amount=10`, { method: 'POST', headers: { 'PAYMENT-SIGNATURE': paymentHeader } });
    expect(replay.status).toBe(400);
    expect(await walletCredit(payer.address)).toBe(10n * USD);
    expect(await evm.balanceOf(merchant)).toBe(merchantBefore + 10n * USD);
  });

  it('POST /x402/top-up refuses a payment signed for another amount, and moves nothing', async () => {
    const recorded: Request[] = [];
    await payingFetch('evm', recorded)(`${base}/x402/top-up?amount=6`, { method: 'POST' });
    const signedForSix = recorded[1]!.headers.get('payment-signature')!;
    const merchantBefore = await evm.balanceOf(merchant);
    const creditBefore = await walletCredit(payer.address);
    // A fresh signature for 6 USD, presented as payment for 20 USD.
    const attempt = await fetch(`${base}/x402/top-up?amount=20`, { method: 'POST', headers: { 'PAYMENT-SIGNATURE': signedForSix } });
    expect(attempt.status).toBe(400);
    expect(((await attempt.json()) as { error: string }).error).toBe('INVALID_AMOUNT');
    expect(await evm.balanceOf(merchant)).toBe(merchantBefore);
    expect(await walletCredit(payer.address)).toBe(creditBefore);
  });

  it('a wallet signed in with the official client pays for chat from its credit; a replayed or tampered sign-in is refused', async () => {
    const creditBefore = await walletCredit(payer.address);
    const header = await signIn(payer, 'eip191');
    const response = await inference.service.call('createChatCompletion', { body: chat, headers: { 'SIGN-IN-WITH-X': header } });
    expect(response.status).toBe(200);
    const cost = toMicro((response.body as { cost: { usd: number } }).cost.usd);
    expect(cost).toBeGreaterThan(0n);
    expect(await walletCredit(payer.address)).toBe(creditBefore - cost);
    expect(response.headers.get('x-balance-remaining')).toBeTruthy();

    const replay = await inference.service.call('createChatCompletion', { body: chat, headers: { 'SIGN-IN-WITH-X': header } });
    expect(replay.status).toBe(401);
    expect(errorCodeOf(replay.body)).toBe('X402_SIGN_IN_NONCE_REUSED');

    const fresh = JSON.parse(Buffer.from(await signIn(payer, 'eip191'), 'base64').toString('utf8')) as Record<string, string>;
    const tampered = Buffer.from(JSON.stringify({ ...fresh, statement: 'Something else' }), 'utf8').toString('base64');
    const refused = await inference.service.call('createChatCompletion', { body: chat, headers: { 'SIGN-IN-WITH-X': tampered } });
    expect(refused.status).toBe(401);
    expect(errorCodeOf(refused.body)).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await walletCredit(payer.address)).toBe(creditBefore - cost);
  });

  it('POST /x402/top-up paid on Solana credits the Solana wallet, which then signs in and pays for chat', async () => {
    const response = await payingFetch('solana')(`${base}/x402/top-up?amount=5`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown).toMatchObject({ success: true, data: { walletAddress: solana.payer.address, amountCredited: 5 } });
    expect(await solana.balanceOf(solana.payTo)).toBe(5n * USD);
    expect(await walletCredit(solana.payer.address)).toBe(5n * USD);

    const header = await signIn(solana.payer as unknown as SIWxSigner, 'ed25519', solana.network);
    const paid = await inference.service.call('createChatCompletion', { body: chat, headers: { 'SIGN-IN-WITH-X': header } });
    expect(paid.status).toBe(200);
    expect(await walletCredit(solana.payer.address)).toBe(5n * USD - toMicro((paid.body as { cost: { usd: number } }).cost.usd));
    expect(solana.unknownMethods).toEqual([]);
  });
});
