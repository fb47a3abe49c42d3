// Top-ups through a remote facilitator (`facilitator: <url>` in config/x402.yaml): the service
// holds no settling key and only speaks the facilitator HTTP API (/verify, /settle, /supported).
// The facilitator here is the official x402Facilitator behind a loopback HTTP server, settling on
// anvil with its own key; the payment is the official client's. Our side is the code under test,
// unchanged.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { x402Client } from '@x402/core/client';
import { x402Facilitator } from '@x402/core/facilitator';
import { encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentPayload, PaymentRequirements } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfigFiles } from '../../src/catalog/config-files.js';
import { ledgerSum } from '../../src/billing/ledger.js';
import { walletOwner } from '../../src/money.js';
import { createX402Facilitator, loadX402Settings, TopUpService } from '../../src/payments/x402/index.js';
import { openDatabase, type Database } from '../../src/store/database.js';
import { DEV_KEYS } from '../support/chain/dev-accounts.js';
import { startTestChain, type TestChain } from '../support/chain/test-chain.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from '../support/paths.js';

const USD = 1_000_000n;
const payer = privateKeyToAccount(DEV_KEYS.payer);
const merchant = privateKeyToAccount(DEV_KEYS.merchant).address;

/** The facilitator HTTP API (POST /verify, POST /settle, GET /supported) over an in-process facilitator. */
async function serveFacilitator(facilitator: x402Facilitator): Promise<{ url: string; calls: string[]; close(): Promise<void> }> {
  const calls: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      calls.push(`${request.method} ${request.url}`);
      const body = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { paymentPayload: PaymentPayload; paymentRequirements: PaymentRequirements })
        : undefined;
      const answer =
        request.url === '/verify'
          ? await facilitator.verify(body!.paymentPayload, body!.paymentRequirements)
          : request.url === '/settle'
            ? await facilitator.settle(body!.paymentPayload, body!.paymentRequirements)
            : facilitator.getSupported();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('x402 top-ups through a remote facilitator', () => {
  let chain: TestChain;
  let remote: Awaited<ReturnType<typeof serveFacilitator>>;
  let database: Database;
  let dataDir: string;
  let service: TopUpService;

  beforeAll(async () => {
    chain = await startTestChain();
    await chain.mint(payer.address, 100n * USD);
    dataDir = mkdtempSync(join(RUN_DIR, 'x402-remote-'));
    cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'pglite'), { recursive: true });
    database = await openDatabase({ dataDir });
    const rail = `{ network: "eip155:8453", asset: "${chain.token}", name: USD Coin, version: "2", decimals: 6, payTo: "${merchant}", rpcUrl: "${chain.rpcUrl}" `;
    // The facilitator's side: the same official scheme, with the settling key, behind HTTP.
    writeFileSync(join(dataDir, 'x402.yaml'), `facilitator: local\nrails:\n  - ${rail}, settlerKey: "${DEV_KEYS.settler}" }\n`);
    const facilitator = new x402Facilitator();
    (await createX402Facilitator(loadX402Settings(readConfigFiles(dataDir, {})))).rails.get('eip155:8453')!.registerOn(facilitator);
    remote = await serveFacilitator(facilitator);
    // Ours: no key, only the facilitator's URL.
    writeFileSync(join(dataDir, 'x402.yaml'), `facilitator: ${remote.url}\nrails:\n  - ${rail} }\n`);
    const settings = loadX402Settings(readConfigFiles(dataDir, {}));
    service = new TopUpService(database, settings, await createX402Facilitator(settings, { requestTimeoutMs: 30_000 }));
  }, 60_000);

  afterAll(async () => {
    await remote?.close();
    await chain?.stop();
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('verifies and settles through the facilitator API, then credits the payer once', async () => {
    const client = new x402Client()
      .register('eip155:*', new ExactEvmScheme(payer))
      .setSpendControls({ maxAmountPerPayment: '$100', allowedAssets: [{ network: 'eip155:8453', asset: chain.token }] });
    const accepts = service.accepts(7n * USD);
    const header = encodePaymentSignatureHeader(
      await client.createPaymentPayload({ x402Version: 2, resource: { url: 'http://127.0.0.1/api/v1/x402/top-up' }, accepts }),
    );
    const merchantBefore = await chain.balanceOf(merchant);

    const result = await service.topUp(header, 7n * USD);
    expect(result).toMatchObject({ walletAddress: payer.address.toLowerCase(), amountCreditedMicro: 7n * USD, newBalanceMicro: 7n * USD });
    expect(remote.calls).toEqual(expect.arrayContaining(['POST /verify', 'POST /settle']));
    expect(await chain.balanceOf(merchant)).toBe(merchantBefore + 7n * USD);
    await expect(service.topUp(header, 7n * USD)).rejects.toMatchObject({ status: 400 });
    expect(await ledgerSum(database, walletOwner(payer.address), 'USD')).toBe(7n * USD);
  });
});
