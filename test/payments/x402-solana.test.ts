// The Solana rail end to end on a real SVM: the official x402 client (@x402/svm exact, through
// x402Client) signs a USDC-like transfer against a loopback RPC in front of LiteSVM, and the
// in-process facilitator (x402Facilitator with our scheme) verifies and settles it on that chain.
import { address, getBase58Decoder, getBase64Encoder, getTransactionDecoder } from '@solana/kit';
import { x402Client } from '@x402/core/client';
import { x402Facilitator } from '@x402/core/facilitator';
import type { PaymentPayload, PaymentRequirements } from '@x402/core/types';
import { toFacilitatorSvmSigner } from '@x402/svm';
import { ExactSvmScheme as ExactSvmClientScheme } from '@x402/svm/exact/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feePayerSignerFromKey } from '../../src/payments/x402/solana-fee-payer-key.js';
import {
  createSolanaFacilitatorScheme,
  SolanaKeyError,
  solanaPaymentIdentity,
  solanaPaymentRequirements,
  solanaRequirementExtra,
  type SolanaFacilitator,
} from '../../src/payments/x402/solana-rail.js';
import { newSecretKey, startSolanaTestChain, type SolanaTestChain } from '../support/solana/test-chain.js';

const FIVE_USD = 5_000_000n;

let chain: SolanaTestChain;
let rail: SolanaFacilitator;
let facilitator: x402Facilitator;

beforeAll(async () => {
  chain = await startSolanaTestChain({ payerTokens: 20_000_000n });
  rail = createSolanaFacilitatorScheme({ network: chain.network, rpcUrl: chain.rpcUrl, feePayerKey: chain.feePayerKey });
  facilitator = new x402Facilitator().register(chain.network, rail.scheme);
});

afterAll(async () => {
  await chain?.stop();
});

function requirements(amount: bigint): PaymentRequirements {
  return solanaPaymentRequirements({
    network: chain.network,
    amount: amount.toString(),
    mint: chain.mint,
    payTo: chain.payTo,
    maxTimeoutSeconds: 300,
    feePayer: rail.feePayer,
  });
}

/** What a paying wallet sends: the official client, allowed to pay the test mint above its $1 default cap. */
function pay(accepted: PaymentRequirements): Promise<PaymentPayload> {
  const client = new x402Client()
    .register(chain.network, new ExactSvmClientScheme(chain.payer, { rpcUrl: chain.rpcUrl }))
    .setSpendControls({ allowedAssets: [{ network: chain.network, asset: chain.mint }] });
  return client.createPaymentPayload({
    x402Version: 2,
    resource: { url: 'https://api.example.com/api/v1/x402/top-up', description: 'Top-up', mimeType: 'application/json' },
    accepts: [accepted],
  });
}

describe('x402 Solana rail', () => {
  it('builds a Solana accepts entry with the fee payer the facilitator advertises', () => {
    expect(requirements(FIVE_USD)).toEqual({
      scheme: 'exact',
      network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      amount: '5000000',
      asset: chain.mint,
      payTo: chain.payTo,
      maxTimeoutSeconds: 300,
      extra: { feePayer: chain.feePayer },
    });
    expect(solanaRequirementExtra(rail.feePayer)).toEqual({ feePayer: chain.feePayer });
    const [kind] = facilitator.getSupported().kinds;
    expect(kind).toMatchObject({ x402Version: 2, scheme: 'exact', network: chain.network, extra: { feePayer: chain.feePayer } });
  });

  it('verifies and settles a 5 USD payment, moving 5,000,000 base units from the payer to payTo', async () => {
    const required = requirements(FIVE_USD);
    const payment = await pay(required);
    const payerBefore = await chain.balanceOf(chain.payer.address);
    const payToBefore = await chain.balanceOf(chain.payTo);

    const verified = await facilitator.verify(payment, required);
    expect(verified).toMatchObject({ isValid: true, payer: chain.payer.address });

    const settled = await facilitator.settle(payment, required);
    expect(settled).toMatchObject({ success: true, payer: chain.payer.address, network: chain.network });
    expect(settled.transaction).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await chain.balanceOf(chain.payer.address)).toBe(payerBefore - FIVE_USD);
    expect(await chain.balanceOf(chain.payTo)).toBe(payToBefore + FIVE_USD);
    expect(chain.unknownMethods).toEqual([]);
  });

  it('rejects a payment whose transfer amount differs from the requirement', async () => {
    const payment = await pay(requirements(4_000_000n));
    const verified = await facilitator.verify(payment, requirements(FIVE_USD));
    expect(verified).toMatchObject({ isValid: false, invalidReason: 'invalid_exact_svm_payload_amount_mismatch' });
  });

  it('refuses a repeated settle in the same process, and shows why the ledger must still be idempotent', async () => {
    const required = requirements(FIVE_USD);
    const payment = await pay(required);
    const first = await facilitator.settle(payment, required);
    expect(first).toMatchObject({ success: true });
    const payToAfterFirst = await chain.balanceOf(chain.payTo);

    // Same scheme instance: its settlement cache refuses the repeat before anything reaches the chain.
    const again = await facilitator.settle(payment, required);
    expect(again).toMatchObject({ success: false, errorReason: 'duplicate_settlement', transaction: '', payer: chain.payer.address });
    expect(await chain.balanceOf(chain.payTo)).toBe(payToAfterFirst);

    // A scheme without that cache entry (after a restart, or on another replica) re-verifies, the
    // simulation passes (the payer still has funds), the cluster acknowledges the resubmission, and
    // settle reports success again with the first transaction's id, although no tokens move. Only a
    // ledger keyed on the payment's identity keeps this from becoming a second credit.
    const restarted = createSolanaFacilitatorScheme({ network: chain.network, rpcUrl: chain.rpcUrl, feePayerKey: chain.feePayerKey });
    const elsewhere = await new x402Facilitator().register(chain.network, restarted.scheme).settle(payment, required);
    expect(elsewhere).toMatchObject({ success: true, transaction: first.transaction, payer: chain.payer.address });
    expect(await chain.balanceOf(chain.payTo)).toBe(payToAfterFirst);
  });

  it('reads the same payer and identifier from the payment before and after the fee payer signs it', async () => {
    const required = requirements(FIVE_USD);
    const payment = await pay(required);
    const before = solanaPaymentIdentity(payment);
    expect(before).toEqual({ payer: chain.payer.address, identifier: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/) });

    // The fully signed transaction the facilitator sends: the client's bytes plus the fee payer's signature.
    const feePayerSigner = toFacilitatorSvmSigner(feePayerSignerFromKey(chain.feePayerKey), { defaultRpcUrl: chain.rpcUrl });
    const signed = await feePayerSigner.signTransaction(payment.payload.transaction as string, address(rail.feePayer), chain.network);
    expect(signed).not.toBe(payment.payload.transaction);
    expect(solanaPaymentIdentity({ ...payment, payload: { transaction: signed } })).toEqual(before);

    const settled = await facilitator.settle(payment, required);
    expect(settled).toMatchObject({ success: true, payer: before?.payer });
    expect(solanaPaymentIdentity(payment)).toEqual(before);
    // The settle response's transaction id is the fee payer's signature, absent from what the client sent.
    const sent = getTransactionDecoder().decode(getBase64Encoder().encode(signed));
    expect(getBase58Decoder().decode(sent.signatures[address(rail.feePayer)]!)).toBe(settled.transaction);
  });

  it('gives no identity for a payload without a decodable transaction', () => {
    const accepted = requirements(FIVE_USD);
    expect(solanaPaymentIdentity({ x402Version: 2, accepted, payload: {} })).toBeUndefined();
    expect(solanaPaymentIdentity({ x402Version: 2, accepted, payload: { transaction: 'not a transaction' } })).toBeUndefined();
  });

  it('accepts a fee-payer key as a Solana CLI keypair file (a JSON array of 64 numbers)', () => {
    const secret = newSecretKey();
    const fromBase58 = createSolanaFacilitatorScheme({ network: chain.network, rpcUrl: chain.rpcUrl, feePayerKey: getBase58Decoder().decode(secret) });
    const fromJson = createSolanaFacilitatorScheme({ network: chain.network, rpcUrl: chain.rpcUrl, feePayerKey: `${JSON.stringify([...secret])}\n` });
    expect(fromJson.feePayer).toBe(fromBase58.feePayer);
  });

  it.each([
    ['an empty key', '', 'it is empty'],
    ['a public key (32 bytes)', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', '32 bytes is a public key or a bare seed'],
    ['text that is not base58', 'not-a-key-0OIl', 'it is not base58'],
    ['a JSON array of the wrong length', JSON.stringify([1, 2, 3]), 'it holds 3 bytes'],
    ['a JSON array of non-bytes', JSON.stringify(new Array(64).fill(256)), 'only integers from 0 to 255'],
    ['broken JSON', '[1, 2,', 'not valid JSON'],
  ])('refuses %s as the fee-payer key with a clear error', (_case, feePayerKey, problem) => {
    const attempt = () => createSolanaFacilitatorScheme({ network: chain.network, rpcUrl: chain.rpcUrl, feePayerKey });
    expect(attempt).toThrow(SolanaKeyError);
    expect(attempt).toThrow(problem);
    expect(attempt).toThrow('expected base58 of a 64-byte secret key, or a JSON array of 64 numbers');
  });

  it('refuses a key whose public half belongs to another key, without echoing the key', () => {
    const secret = newSecretKey();
    secret.set(newSecretKey().subarray(32), 32);
    const feePayerKey = getBase58Decoder().decode(secret);
    const attempt = () => createSolanaFacilitatorScheme({ network: chain.network, rpcUrl: chain.rpcUrl, feePayerKey });
    expect(attempt).toThrow('its last 32 bytes are not the public key of its first 32 bytes');
    expect(attempt).not.toThrow(feePayerKey);
  });

  it('refuses a network @x402/svm does not support, naming the ones it does', () => {
    const attempt = () => createSolanaFacilitatorScheme({ network: 'solana:localnet', rpcUrl: chain.rpcUrl, feePayerKey: chain.feePayerKey });
    expect(attempt).toThrow(/solana:localnet.*solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/);
  });
});
