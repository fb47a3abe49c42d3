// POST /x402/top-up as a client meets it before any money moves: the payment requirements (body and
// PAYMENT-REQUIRED header) for the amount asked, and the refusals of malformed or unmatched
// payments. The fixture's facilitator is a loopback address where nothing listens, so nothing can
// settle here; settlement on real chains is test/e2e/x402-wallet-flow.test.ts.
import { join } from 'node:path';
import { x402Client } from '@x402/core/client';
import { encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentRequired } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FIXTURE_CONFIG = join(PROJECT_ROOT, 'test', 'fixtures', 'config');
const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

describe('x402 top-up requirements and refusals', () => {
  let service: TestApp;
  beforeAll(async () => {
    service = await startTestApp({ configDir: FIXTURE_CONFIG });
  });
  afterAll(() => service?.close());

  const requirementsOf = (header: string | null) => JSON.parse(Buffer.from(header!, 'base64').toString('utf8')) as PaymentRequired;

  it('POST /x402/top-up without a payment returns 402 with the requirements for the amount asked, also in PAYMENT-REQUIRED', async () => {
    const response = await service.call('topUpWallet', { query: { amount: 12.5 } });
    expect(response.status).toBe(402);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const header = requirementsOf(response.headers.get('payment-required'));
    expect(header).toEqual(response.body);
    expect(header).toMatchObject({
      x402Version: 2,
      resource: { url: `${service.baseUrl}/api/v1/x402/top-up?amount=12.5` },
      accepts: [
        {
          scheme: 'exact',
          network: 'eip155:8453',
          amount: '12500000',
          asset: BASE_USDC,
          payTo: '0x000000000000000000000000000000000000dEaD',
          maxTimeoutSeconds: 300,
          extra: { name: 'USD Coin', version: '2' },
        },
      ],
    });
  });

  it('POST /x402/top-up takes the amount from the body too, and asks for the 5 USD minimum by default', async () => {
    const fromBody = await service.call('topUpWallet', { body: { amount: 20 } });
    expect(requirementsOf(fromBody.headers.get('payment-required')).accepts[0]!.amount).toBe('20000000');
    const byDefault = await service.call('topUpWallet', {});
    expect(requirementsOf(byDefault.headers.get('payment-required')).accepts[0]!.amount).toBe('5000000');
  });

  it('POST /x402/top-up returns 400 in the shape of its other refusals for an amount outside 5 to 10,000 USD or a malformed body', async () => {
    for (const amount of [4.99, 10_000.01]) {
      const response = await service.call('topUpWallet', { query: { amount } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'INVALID_REQUEST',
        message: expect.stringMatching(/^Invalid request parameters: amount: must be [<>]= /),
        details: { amount: expect.any(Object) },
      });
    }
    const body = await service.call('topUpWallet', { body: { amount: 'ten' } as never });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ error: 'INVALID_REQUEST', details: { amount: expect.any(Object) } });
    const notJson = await fetch(`${service.baseUrl}/api/v1/x402/top-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: 'INVALID_REQUEST', message: expect.any(String) });
  });

  it('POST /x402/top-up returns 400 INVALID_PAYMENT_FORMAT for a header that is not a payment, under each header name', async () => {
    for (const name of ['PAYMENT-SIGNATURE', 'X-PAYMENT', 'X-402-Payment']) {
      const response = await service.call('topUpWallet', { headers: { [name]: 'not a payment' } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'INVALID_PAYMENT_FORMAT' });
    }
  });

  it('POST /x402/top-up returns 400 INVALID_AMOUNT for a payment signed for another amount, before asking the facilitator', async () => {
    const asked = await service.call('topUpWallet', { query: { amount: 5 } });
    const client = new x402Client()
      .register('eip155:*', new ExactEvmScheme(privateKeyToAccount(generatePrivateKey())))
      .setSpendControls({ maxAmountPerPayment: '$100' });
    const payment = await client.createPaymentPayload(requirementsOf(asked.headers.get('payment-required')));
    const response = await service.call('topUpWallet', { query: { amount: 50 }, headers: { 'PAYMENT-SIGNATURE': encodePaymentSignatureHeader(payment) } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'INVALID_AMOUNT' });
  });

  it('POST /x402/top-up returns 502 FACILITATOR_UNAVAILABLE when a matching payment cannot be verified, and credits nothing', async () => {
    const asked = await service.call('topUpWallet', { query: { amount: 5 } });
    const account = privateKeyToAccount(generatePrivateKey());
    const client = new x402Client().register('eip155:*', new ExactEvmScheme(account)).setSpendControls({ maxAmountPerPayment: '$100' });
    const payment = await client.createPaymentPayload(requirementsOf(asked.headers.get('payment-required')));
    const response = await service.call('topUpWallet', { query: { amount: 5 }, headers: { 'PAYMENT-SIGNATURE': encodePaymentSignatureHeader(payment) } });
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ error: 'FACILITATOR_UNAVAILABLE' });
    const credited = await service.app.services.database('ledger_entries').where({ sku: 'x402-top-up' });
    expect(credited).toHaveLength(0);
  });
});

describe('x402 top-up attempts per client address', () => {
  let service: TestApp;
  beforeAll(async () => {
    service = await startTestApp({ configDir: FIXTURE_CONFIG, environment: { TOP_UP_ATTEMPTS_PER_MINUTE: '3' } });
  });
  afterAll(() => service?.close());

  it('POST /x402/top-up returns 429 with Retry-After once an address has tried more payments than the limit in a minute; asking for requirements stays free', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await service.call('topUpWallet', { headers: { 'PAYMENT-SIGNATURE': 'not a payment' } })).status).toBe(400);
    }
    const refused = await service.call('topUpWallet', { headers: { 'PAYMENT-SIGNATURE': 'not a payment' } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', error: 'At most 3 top-up payment attempts may come from one address per minute' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await service.call('topUpWallet', { query: { amount: 5 } })).status).toBe(402);
  });
});
