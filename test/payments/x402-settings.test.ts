// config/x402.yaml as operators write it, and the payment headers legacy and current clients send.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfigFiles } from '../../src/catalog/config-files.js';
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

function errorOf(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the config to be refused');
}

const CONFIG_DIR = join(PROJECT_ROOT, 'config');
const BASE_ENV = {
  X402_BASE_PAY_TO: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  X402_BASE_RPC_URL: 'https://base.example/rpc',
  X402_BASE_SETTLER_KEY: `0x${'11'.repeat(32)}`,
};

describe('x402 settings', () => {
  it('reads the shipped file as disabled when no rail has its variables', () => {
    const settings = loadX402Settings(readConfigFiles(CONFIG_DIR, {}));
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
    const settings = loadX402Settings(readConfigFiles(CONFIG_DIR, BASE_ENV));
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
    const settings = loadX402Settings(readConfigFiles(directory, { PAY_TO: BASE_ENV.X402_BASE_PAY_TO }));
    expect(settings.facilitator).toEqual({ kind: 'remote', url: 'https://facilitator.example' });
    expect(settings.rails.map((rail) => rail.network)).toEqual(['eip155:8453']);
    // No topUp section: the default limits, and the rail is on.
    expect(settings).toMatchObject({ enabled: true, minimumTopUpMicro: 5_000_000n, maximumTopUpMicro: 10_000_000_000n, maxTimeoutSeconds: 300 });
  });

  it('is off without a file', () => {
    expect(loadX402Settings(readConfigFiles(mkdtempSync(join(RUN_DIR, 'x402-empty-')), {})).enabled).toBe(false);
  });

  it('names the file and the JSON path of every bad field, all in one error', () => {
    const directory = configWith(
      [
        'topUp: { minimumUsd: -1, maximumUsd: 10000, maxTimeoutSeconds: 5, extra: 1 }',
        'facilitator: http://facilitator.example',
        'rails:',
        '  - { network: "cosmos:hub", asset: x }',
        '  - { network: "eip155:8453", asset: "0x12", name: USD Coin, version: "2", payTo: nope, decimals: 2, feePayerKey: k }',
        '  - { network: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", asset: EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v, settlerKey: k }',
      ].join('\n'),
    );
    const message = errorOf(() => loadX402Settings(readConfigFiles(directory, {})));
    expect(message).toContain(`config: 11 problem(s) in ${directory}:`);
    for (const problem of [
      'x402.yaml /topUp/minimumUsd: must be >= 0',
      'x402.yaml /topUp/maxTimeoutSeconds: must be >= 30',
      'x402.yaml /topUp/extra: unknown field',
      'x402.yaml /facilitator: must match pattern',
      'x402.yaml /rails/0/network: must match pattern',
      'x402.yaml /rails/0/asset: must match pattern',
      'x402.yaml /rails/1/asset: must match pattern',
      'x402.yaml /rails/1/payTo: must match pattern',
      'x402.yaml /rails/1/decimals: must be >= 6',
      'x402.yaml /rails/1/feePayerKey: does not apply to this kind of entry',
      'x402.yaml /rails/2/settlerKey: does not apply to this kind of entry',
    ]) {
      expect(message).toContain(problem);
    }
  });

  it('checks what the schema cannot after it: a top-up range, a network named twice', () => {
    const rail = '{ network: "eip155:8453", asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", name: USD Coin, version: "2" }';
    const directory = configWith(['topUp: { minimumUsd: "0", maximumUsd: 10 }', 'rails:', `  - ${rail}`, `  - ${rail}`].join('\n'));
    const message = errorOf(() => loadX402Settings(readConfigFiles(directory, {})));
    expect(message).toContain('x402.yaml /topUp/minimumUsd: must be more than 0');
    expect(message).toContain('x402.yaml /rails/1/network: eip155:8453 appears twice');
  });

  it('substitutes the environment before validating: a variable can make a field valid or invalid', () => {
    const directory = configWith(
      [
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a config file's ${VAR} placeholder, interpolated by the service
        'topUp: { maximumUsd: "${MAXIMUM:-20}" }',
        'rails:',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a config file's ${VAR} placeholder, interpolated by the service
        '  - { network: "eip155:8453", asset: "${ASSET}", name: USD Coin, version: "2", payTo: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", rpcUrl: "${RPC}", settlerKey: "0x' +
          '11'.repeat(32) +
          '" }',
      ].join('\n'),
    );
    const asset = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
    const settings = loadX402Settings(readConfigFiles(directory, { ASSET: asset, RPC: 'https://base.example/rpc' }));
    expect(settings).toMatchObject({ enabled: true, maximumTopUpMicro: 20_000_000n, rails: [{ asset, rpcUrl: 'https://base.example/rpc' }] });
    const message = errorOf(() => loadX402Settings(readConfigFiles(directory, { ASSET: 'not-an-address', RPC: 'ftp://x', MAXIMUM: 'lots' })));
    expect(message).toContain('x402.yaml /topUp/maximumUsd: must match pattern');
    expect(message).toContain('x402.yaml /rails/0/asset: must match pattern');
    expect(message).toContain('x402.yaml /rails/0/rpcUrl: must match pattern');
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
