// config/x402.yaml as operators write it, and the payment headers legacy and current clients send.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { decodePaymentHeader, loadX402Settings, paymentHeaderValue } from '../../src/payments/x402/index.js';
import { RUN_DIR } from '../support/paths.js';

const directories: string[] = [];
function configWith(text: string): string {
  const directory = mkdtempSync(join(RUN_DIR, 'x402-settings-'));
  directories.push(directory);
  writeFileSync(join(directory, 'x402.yaml'), text);
  return directory;
}
afterAll(() => directories.forEach((directory) => rmSync(directory, { recursive: true, force: true })));

const CONFIG_DIR = join(PROJECT_ROOT, 'config');
const BASE_ENV = {
  X402_BASE_PAY_TO: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  X402_BASE_RPC_URL: 'https://base.example/rpc',
  X402_BASE_SETTLER_KEY: `0x${'11'.repeat(32)}`,
};

describe('x402 settings', () => {
  it('reads the shipped file as disabled when no rail has its variables', () => {
    const settings = loadX402Settings(CONFIG_DIR, {});
    expect(settings).toMatchObject({
      enabled: false,
      rails: [],
      minimumTopUpMicro: 5_000_000n,
      maximumTopUpMicro: 10_000_000_000n,
      maxTimeoutSeconds: 300,
      facilitator: { kind: 'local' },
    });
  });

  it('enables the Base rail from the environment, keys never in the file', () => {
    const settings = loadX402Settings(CONFIG_DIR, BASE_ENV);
    expect(settings.enabled).toBe(true);
    expect(settings.rails).toEqual([
      {
        namespace: 'eip155',
        network: 'eip155:8453',
        chainId: 8453,
        asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        name: 'USD Coin',
        version: '2',
        decimals: 6,
        payTo: BASE_ENV.X402_BASE_PAY_TO,
        rpcUrl: BASE_ENV.X402_BASE_RPC_URL,
        settlerKey: BASE_ENV.X402_BASE_SETTLER_KEY,
      },
    ]);
  });

  it('keeps a rail that lacks only its RPC and key when a remote facilitator settles', () => {
    const directory = configWith(
      [
        'facilitator: https://facilitator.example',
        'rails:',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a config file's ${VAR} placeholder, interpolated by the service
        '  - { network: "eip155:8453", asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", name: USD Coin, version: "2", payTo: "${PAY_TO}" }',
      ].join('\n'),
    );
    const settings = loadX402Settings(directory, { PAY_TO: BASE_ENV.X402_BASE_PAY_TO });
    expect(settings.facilitator).toEqual({ kind: 'remote', url: 'https://facilitator.example' });
    expect(settings.rails.map((rail) => rail.network)).toEqual(['eip155:8453']);
    // No topUp section: the default limits, and the rail is on.
    expect(settings).toMatchObject({ enabled: true, minimumTopUpMicro: 5_000_000n, maximumTopUpMicro: 10_000_000_000n, maxTimeoutSeconds: 300 });
  });

  it('is off without a file', () => {
    expect(loadX402Settings(mkdtempSync(join(RUN_DIR, 'x402-empty-')), {}).enabled).toBe(false);
  });

  it('names the file and every bad field', () => {
    const directory = configWith(
      [
        'topUp: { minimumUsd: -1, maximumUsd: 10000, maxTimeoutSeconds: 5 }',
        'facilitator: http://facilitator.example',
        'rails:',
        '  - { network: "cosmos:hub", asset: x }',
        '  - { network: "eip155:8453", asset: "0x12", name: USD Coin, version: "2", payTo: nope, decimals: 2 }',
      ].join('\n'),
    );
    let message = '';
    try {
      loadX402Settings(directory, {});
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(join(directory, 'x402.yaml'));
    for (const field of [
      'topUp.minimumUsd',
      'topUp.maxTimeoutSeconds',
      'facilitator',
      'rails[0].network',
      'rails[1].asset',
      'rails[1].payTo',
      'rails[1].decimals',
    ]) {
      expect(message).toContain(`${field}:`);
    }
  });
});

describe('x402 payment headers', () => {
  const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  const accepted = { scheme: 'exact', network: 'eip155:8453', amount: '5000000', asset: '0xa', payTo: '0xb', maxTimeoutSeconds: 300, extra: {} };

  it('prefers PAYMENT-SIGNATURE, then X-PAYMENT, then X-402-Payment', () => {
    const headers: Record<string, string> = { 'x-payment': 'v1', 'x-402-payment': 'alias' };
    expect(paymentHeaderValue((name) => headers[name])).toBe('v1');
    headers['payment-signature'] = 'v2';
    expect(paymentHeaderValue((name) => headers[name])).toBe('v2');
    expect(paymentHeaderValue(() => undefined)).toBeUndefined();
  });

  it('decodes v2 as sent and maps v1 names and fields to v2', async () => {
    expect(await decodePaymentHeader(base64({ x402Version: 2, accepted, payload: { signature: '0x' } }))).toMatchObject({
      ok: true,
      value: { version: 2, declared: accepted },
    });
    const v1 = await decodePaymentHeader(
      base64({ x402Version: 1, scheme: 'exact', network: 'solana', payload: {}, paymentRequirements: { maxAmountRequired: '5000000', payTo: 'P' } }),
    );
    expect(v1).toMatchObject({
      ok: true,
      value: { version: 1, declared: { scheme: 'exact', network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', amount: '5000000', payTo: 'P' } },
    });
  });

  it('reports malformed payments as typed failures, never throws', async () => {
    expect(await decodePaymentHeader('')).toMatchObject({ ok: false, failure: { code: 'INVALID_PAYMENT_FORMAT' } });
    expect(await decodePaymentHeader('x'.repeat(20_000))).toMatchObject({ ok: false, failure: { code: 'INVALID_PAYMENT_FORMAT' } });
    expect(await decodePaymentHeader(base64({ x402Version: 2, accepted: { ...accepted, amount: 5 }, payload: {} }))).toMatchObject({
      ok: false,
      failure: { code: 'INVALID_PAYMENT_FORMAT' },
    });
    expect(await decodePaymentHeader(base64({ x402Version: 1, scheme: 'exact', network: 'polygon', payload: {} }))).toMatchObject({
      ok: false,
      failure: { code: 'UNSUPPORTED_NETWORK' },
    });
  });
});
