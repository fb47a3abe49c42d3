// Top-ups paid with the official x402 client on a real chain (anvil, chain id 8453, our EIP-3009
// token as "USD Coin" v2), verified and settled by the in-process facilitator, credited on the
// embedded database. Nothing of ours is faked: the payment moves tokens on chain before credit.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { x402Client } from '@x402/core/client';
import { decodePaymentSignatureHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentRequirements } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfigFiles } from '../../src/catalog/config-files.js';
import { balancesOf, ledgerSum } from '../../src/billing/ledger.js';
import { walletOwner } from '../../src/money.js';
import { ApiError } from '../../src/errors.js';
import { createX402Facilitator, loadX402Settings, TopUpService, type X402Facilitator, type X402Settings } from '../../src/payments/x402/index.js';
import { claimPayment, findPayment } from '../../src/payments/x402/payment-records.js';
import { openDatabase, type Database } from '../../src/store/database.js';
import { DEV_KEYS } from '../support/chain/dev-accounts.js';
import { startTestChain, type TestChain } from '../support/chain/test-chain.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from '../support/paths.js';

const USD = 1_000_000n; // micro-USD, and base units of a 6-decimal token
const payer = privateKeyToAccount(DEV_KEYS.payer);
const secondPayer = privateKeyToAccount(DEV_KEYS.secondPayer);
const merchant = privateKeyToAccount(DEV_KEYS.merchant).address;

describe('x402 top-ups on the EVM rail', () => {
  let chain: TestChain;
  let database: Database;
  let dataDir: string;
  let settings: X402Settings;
  let facilitator: X402Facilitator;
  let service: TopUpService;
  let clock = Date.now();

  beforeAll(async () => {
    chain = await startTestChain();
    await chain.mint(payer.address, 1_000_000n * USD);
    await chain.mint(secondPayer.address, 1_000_000n * USD);
    dataDir = mkdtempSync(join(RUN_DIR, 'x402-top-up-'));
    cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'pglite'), { recursive: true });
    database = await openDatabase({ dataDir });
    // The operator's file shape, with the test chain's token and keys from the environment.
    writeFileSync(
      join(dataDir, 'x402.yaml'),
      [
        'topUp: { minimumUsd: 5, maximumUsd: 10000, maxTimeoutSeconds: 300 }',
        'facilitator: local',
        'rails:',
        `  - { network: "eip155:8453", asset: "${chain.token}", name: USD Coin, version: "2", decimals: 6,`,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a config file's ${VAR} placeholders, interpolated by the service
        '      payTo: "${PAY_TO}", rpcUrl: "${RPC_URL}", settlerKey: "${SETTLER_KEY}" }',
      ].join('\n'),
    );
    settings = loadX402Settings(readConfigFiles(dataDir, { PAY_TO: merchant, RPC_URL: chain.rpcUrl, SETTLER_KEY: DEV_KEYS.settler }));
    facilitator = await createX402Facilitator(settings, { confirmationTimeoutMs: 10_000 });
    service = new TopUpService(database, settings, facilitator, () => clock);
  });

  afterAll(async () => {
    await chain?.stop();
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A PAYMENT-SIGNATURE header as the official client signs it for these requirements. */
  async function pay(requirements: PaymentRequirements[], key: Hex = DEV_KEYS.payer): Promise<string> {
    const client = new x402Client()
      .register('eip155:*', new ExactEvmScheme(privateKeyToAccount(key)))
      // The client pays at most $1 of known assets and no unknown ones by default:
      // a top-up client raises the cap, and our test token must be allowed by name.
      .setSpendControls({
        maxAmountPerPayment: '$10000',
        allowedAssets: requirements.map((requirement) => ({ network: requirement.network, asset: requirement.asset })),
      });
    const payload = await client.createPaymentPayload({ x402Version: 2, resource: { url: 'http://127.0.0.1/api/v1/x402/top-up' }, accepts: requirements });
    return encodePaymentSignatureHeader(payload);
  }

  async function refusal(promise: Promise<unknown>): Promise<{ status: number; error: unknown; details?: Record<string, unknown> }> {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    const { status, body } = error as ApiError;
    expect(body.message).toEqual(expect.any(String));
    return { status, error: body.error, details: body.details as Record<string, unknown> | undefined };
  }

  const walletUsd = async (address: string) => (await balancesOf(database, walletOwner(address))).USD.amount;

  it('offers one deterministic exact requirement with the token domain', () => {
    const accepts = service.accepts(5n * USD);
    expect(accepts).toEqual([
      {
        scheme: 'exact',
        network: 'eip155:8453',
        amount: '5000000',
        asset: chain.token,
        payTo: merchant,
        maxTimeoutSeconds: 300,
        extra: { name: 'USD Coin', version: '2' },
      },
    ]);
    expect(service.accepts(5n * USD)).toEqual(accepts);
  });

  it('settles on chain, then credits the payer once; a replay is refused and credits nothing', async () => {
    const merchantBefore = await chain.balanceOf(merchant);
    const header = await pay(service.accepts(25n * USD));
    const result = await service.topUp(header, 25n * USD);

    expect(result).toMatchObject({
      walletAddress: payer.address.toLowerCase(),
      network: 'eip155:8453',
      amountCreditedMicro: 25n * USD,
      newBalanceMicro: 25n * USD,
    });
    expect(result.settlement).toMatchObject({ success: true, network: 'eip155:8453', transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(await chain.balanceOf(merchant)).toBe(merchantBefore + 25n * USD);
    expect(await walletUsd(payer.address)).toBe(25n * USD);
    expect(await ledgerSum(database, walletOwner(payer.address), 'USD')).toBe(25n * USD);
    const entry = await database('ledger_entries')
      .where({ external_id: `x402:eip155:8453:${result.settlement.transaction}` })
      .first();
    expect(entry).toMatchObject({ sku: 'x402-top-up', kind: 'credit', amount: String(25n * USD) });
    expect(await findPayment(database, result.paymentId)).toMatchObject({ status: 'credited', transaction: result.settlement.transaction });

    const replay = await refusal(service.topUp(header, 25n * USD));
    expect(replay).toMatchObject({ status: 400, error: 'INVALID_PAYMENT', details: { reason: 'already_credited', paymentId: result.paymentId } });
    expect(await chain.balanceOf(merchant)).toBe(merchantBefore + 25n * USD);
    expect(await walletUsd(payer.address)).toBe(25n * USD);
  });

  it('accepts the same payment sent by a v1 client as X-PAYMENT (network "base")', async () => {
    const before = await walletUsd(secondPayer.address);
    const v2 = decodePaymentSignatureHeader(await pay(service.accepts(7n * USD), DEV_KEYS.secondPayer));
    const v1 = Buffer.from(JSON.stringify({ x402Version: 1, scheme: 'exact', network: 'base', payload: v2.payload })).toString('base64');
    const result = await service.topUp(v1, 7n * USD);
    expect(result.amountCreditedMicro).toBe(7n * USD);
    expect(await walletUsd(secondPayer.address)).toBe(before + 7n * USD);
  });

  it('refuses a payment signed for another amount than the one requested', async () => {
    const header = await pay(service.accepts(6n * USD));
    expect(await refusal(service.topUp(header, 5n * USD))).toMatchObject({ status: 400, error: 'INVALID_AMOUNT' });

    // The same 6 USD signature relabelled as a 5 USD payment: the facilitator checks what was signed.
    const tampered = decodePaymentSignatureHeader(header);
    tampered.accepted = service.accepts(5n * USD)[0]!;
    const verification = await refusal(service.topUp(encodePaymentSignatureHeader(tampered), 5n * USD));
    expect(verification).toMatchObject({
      status: 400,
      error: 'PAYMENT_VERIFICATION_FAILED',
      details: { reason: 'invalid_exact_evm_payload_authorization_value_mismatch' },
    });
    expect(await walletUsd(payer.address)).toBe(25n * USD);
  });

  it('refuses amounts outside 5 to 10,000 USD before reading the payment', async () => {
    expect(await refusal(service.topUp('garbage', 4_999_999n))).toMatchObject({ status: 400, error: 'AMOUNT_TOO_LOW' });
    expect(await refusal(service.topUp('garbage', 10_000n * USD + 1n))).toMatchObject({ status: 400, error: 'AMOUNT_TOO_HIGH' });
  });

  it('refuses payment headers that are not x402 payments', async () => {
    const base64 = (text: string) => Buffer.from(text).toString('base64');
    for (const header of [
      'not base64!',
      base64('hello'),
      base64('[1,2]'),
      base64('{"x402Version":3,"payload":{}}'),
      base64('{"x402Version":2,"payload":{}}'),
    ]) {
      expect(await refusal(service.topUp(header, 5n * USD))).toMatchObject({ status: 400, error: 'INVALID_PAYMENT_FORMAT' });
    }
  });

  it('names the field a payment got wrong: recipient, network, token, scheme', async () => {
    const [offered] = service.accepts(5n * USD) as [PaymentRequirements];
    const cases: [Partial<PaymentRequirements>, string][] = [
      [{ payTo: secondPayer.address }, 'INVALID_PAYMENT_RECIPIENT'],
      [{ network: 'eip155:84532' }, 'UNSUPPORTED_NETWORK'],
      [{ asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' }, 'UNSUPPORTED_TOKEN'],
    ];
    for (const [change, code] of cases) {
      const header = await pay([{ ...offered, ...change }]);
      expect(await refusal(service.topUp(header, 5n * USD))).toMatchObject({ status: 400, error: code });
    }
    const payload = decodePaymentSignatureHeader(await pay([offered]));
    payload.accepted.scheme = 'upto';
    expect(await refusal(service.topUp(encodePaymentSignatureHeader(payload), 5n * USD))).toMatchObject({ status: 400, error: 'UNSUPPORTED_SCHEME' });
    expect(await walletUsd(payer.address)).toBe(25n * USD);
  });

  it('credits once when the same payment arrives twice at the same time', async () => {
    const merchantBefore = await chain.balanceOf(merchant);
    const before = await walletUsd(payer.address);
    const header = await pay(service.accepts(10n * USD));
    const outcomes = await Promise.allSettled([service.topUp(header, 10n * USD), service.topUp(header, 10n * USD)]);
    const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const rejected = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    const { status, body } = rejected[0]!.reason as ApiError;
    // The loser either finds the payment in flight or already credited.
    expect([`${status} ${String(body.error)}`]).toEqual([expect.stringMatching(/^(409 PAYMENT_IN_PROGRESS|400 INVALID_PAYMENT)$/)]);
    expect(await walletUsd(payer.address)).toBe(before + 10n * USD);
    expect(await chain.balanceOf(merchant)).toBe(merchantBefore + 10n * USD);
  });

  it('reconciles a payment settled on chain but never credited (a crash between the two), exactly once', async () => {
    const before = await walletUsd(payer.address);
    const [requirement] = service.accepts(8n * USD) as [PaymentRequirements];
    const payload = decodePaymentSignatureHeader(await pay([requirement]));
    const authorization = payload.payload.authorization as { nonce: string; validBefore: string };
    // What topUp records after verifying; then the process "dies" right after the transfer landed.
    const claim = await claimPayment(
      database,
      {
        network: requirement.network,
        payer: payer.address.toLowerCase(),
        nonce: authorization.nonce.toLowerCase(),
        owner: walletOwner(payer.address),
        amountMicro: 8n * USD,
        payload,
        requirements: requirement,
        validBefore: new Date(Number(authorization.validBefore) * 1000),
      },
      new Date(clock),
    );
    expect(claim.claimed).toBe(true);
    const settlement = await facilitator.client.settle(payload, requirement);
    expect(settlement.success).toBe(true);
    expect(await chain.authorizationState(payer.address, authorization.nonce as Hex)).toBe(true);

    // The payment's own request still retrying meanwhile is told it is in flight.
    expect(await refusal(service.topUp(encodePaymentSignatureHeader(payload), 8n * USD))).toMatchObject({ status: 409, error: 'PAYMENT_IN_PROGRESS' });
    expect(await service.reconcile()).toBe(0); // within the grace period the request owns the row

    clock += 6 * 60_000;
    expect(await service.reconcile()).toBe(1);
    expect(await walletUsd(payer.address)).toBe(before + 8n * USD);
    const id = (claim as { id: string }).id;
    expect(await findPayment(database, id)).toMatchObject({ status: 'credited', transaction: settlement.transaction });
    expect(await database('ledger_entries').where({ external_id: `x402:eip155:8453:${settlement.transaction}` })).toHaveLength(1);

    expect(await service.reconcile()).toBe(0);
    expect(await walletUsd(payer.address)).toBe(before + 8n * USD);
    expect(await refusal(service.topUp(encodePaymentSignatureHeader(payload), 8n * USD))).toMatchObject({ status: 400, error: 'INVALID_PAYMENT' });
  });

  // Last: it moves the chain's clock past every authorization signed so far.
  it('marks a pending payment that was never settled failed once it expires, crediting nothing', async () => {
    const before = await walletUsd(payer.address);
    const [requirement] = service.accepts(9n * USD) as [PaymentRequirements];
    const payload = decodePaymentSignatureHeader(await pay([requirement]));
    const authorization = payload.payload.authorization as { nonce: string; validBefore: string };
    const claim = await claimPayment(
      database,
      {
        network: requirement.network,
        payer: payer.address.toLowerCase(),
        nonce: authorization.nonce.toLowerCase(),
        owner: walletOwner(payer.address),
        amountMicro: 9n * USD,
        payload,
        requirements: requirement,
        validBefore: new Date(Number(authorization.validBefore) * 1000),
      },
      new Date(clock),
    );
    clock += 6 * 60_000;
    expect(await service.reconcile()).toBe(0);
    expect(await findPayment(database, (claim as { id: string }).id)).toMatchObject({ status: 'pending' }); // still valid on chain

    await chain.advanceTime(400);
    expect(await service.reconcile()).toBe(0);
    expect(await findPayment(database, (claim as { id: string }).id)).toMatchObject({ status: 'failed' });
    expect(await walletUsd(payer.address)).toBe(before);
  });
});
