// The `solana` rail module as the top-up core uses it (rails.ts): the requirement extra, registering
// on the in-process facilitator, the payment identity, and reconciling a payment whose settlement
// outcome was never seen, against LiteSVM behind a loopback RPC, paid with the official client.
import { x402Client } from '@x402/core/client';
import { x402Facilitator } from '@x402/core/facilitator';
import type { FacilitatorClient } from '@x402/core/server';
import type { PaymentPayload, PaymentRequirements, SupportedResponse } from '@x402/core/types';
import { ExactSvmScheme as ExactSvmClientScheme } from '@x402/svm/exact/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RailModule, RecordedPayment } from '../../src/payments/x402/rails.js';
import type { SolanaRailSettings } from '../../src/payments/x402/settings.js';
import { createSolanaRail, solanaPaymentIdentity, solanaPaymentRequirements } from '../../src/payments/x402/solana-rail.js';
import { startSolanaTestChain, type SolanaTestChain } from '../support/solana/test-chain.js';

const AMOUNT = '5000000';

let chain: SolanaTestChain;
let settings: SolanaRailSettings;
let rail: RailModule;
let facilitator: x402Facilitator;
let required: PaymentRequirements;

beforeAll(async () => {
  chain = await startSolanaTestChain();
  settings = {
    namespace: 'solana',
    network: chain.network,
    asset: chain.mint,
    decimals: 6,
    payTo: chain.payTo,
    rpcUrl: chain.rpcUrl,
    feePayerKey: chain.feePayerKey,
  };
  rail = createSolanaRail(settings, { confirmationTimeoutMs: 10_000 });
  facilitator = new x402Facilitator();
  rail.registerOn(facilitator);
  const extra = await rail.requirementExtra();
  required = solanaPaymentRequirements({
    network: chain.network,
    amount: AMOUNT,
    mint: chain.mint,
    payTo: chain.payTo,
    maxTimeoutSeconds: 300,
    feePayer: extra.feePayer as string,
  });
});

afterAll(async () => {
  await chain?.stop();
});

function pay(): Promise<PaymentPayload> {
  return new x402Client()
    .register(chain.network, new ExactSvmClientScheme(chain.payer, { rpcUrl: chain.rpcUrl }))
    .setSpendControls({ allowedAssets: [{ network: chain.network, asset: chain.mint }] })
    .createPaymentPayload({ x402Version: 2, resource: { url: 'https://api.example.com/api/v1/x402/top-up' }, accepts: [required] });
}

function recorded(payment: PaymentPayload, transaction: string | null = null): RecordedPayment {
  const identity = rail.paymentIdentity(payment)!;
  return { network: chain.network, payer: chain.payer.address, nonce: identity.nonce, payload: payment, transaction, validBefore: null };
}

describe('solana rail module', () => {
  it('advertises its own fee payer and settles through the facilitator it registered on', async () => {
    expect(await rail.requirementExtra()).toEqual({ feePayer: chain.feePayer });
    const payment = await pay();
    expect(rail.paymentIdentity(payment)).toEqual({ nonce: solanaPaymentIdentity(payment)?.identifier });
    expect(await facilitator.verify(payment, required)).toMatchObject({ isValid: true, payer: chain.payer.address });
    expect(await facilitator.settle(payment, required)).toMatchObject({ success: true, payer: chain.payer.address });
  });

  it('takes the fee payer from a remote facilitator’s /supported', async () => {
    const remote: FacilitatorClient = {
      verify: (payload, requirements) => facilitator.verify(payload, requirements),
      settle: (payload, requirements) => facilitator.settle(payload, requirements),
      getSupported: async () => facilitator.getSupported() as SupportedResponse,
    };
    const remoteRail = createSolanaRail({ ...settings, feePayerKey: '' }, { remote, confirmationTimeoutMs: 10_000 });
    expect(await remoteRail.requirementExtra()).toEqual({ feePayer: chain.feePayer });
  });

  it('refuses to register in-process without a fee-payer key', () => {
    const keyless = createSolanaRail({ ...settings, feePayerKey: '' }, { confirmationTimeoutMs: 10_000 });
    expect(() => keyless.registerOn(new x402Facilitator())).toThrow('needs rpcUrl and feePayerKey');
  });

  it('finds a settled payment on chain even when the settlement’s transaction id was never recorded', async () => {
    const payment = await pay();
    const settled = await facilitator.settle(payment, required);
    expect(settled.success).toBe(true);
    // The crash came before the settle response: the id is recomputed from the fee-payer key.
    expect(await rail.inspect(recorded(payment))).toEqual({ state: 'transferred', transaction: settled.transaction });
    expect(await rail.inspect(recorded(payment, settled.transaction))).toEqual({ state: 'transferred', transaction: settled.transaction });
  });

  it('keeps an unsettled payment undecided while its blockhash is valid, and calls it expired after', async () => {
    const payment = await pay();
    expect(await rail.inspect(recorded(payment))).toMatchObject({ state: 'undecided' });
    chain.svm.expireBlockhash();
    expect(await rail.inspect(recorded(payment))).toEqual({ state: 'expired' });
    // And it indeed can no longer be settled.
    expect(await facilitator.settle(payment, required)).toMatchObject({ success: false, errorReason: 'invalid_exact_svm_transaction_simulation_failed' });
    expect(chain.unknownMethods).toEqual([]);
  });
});
