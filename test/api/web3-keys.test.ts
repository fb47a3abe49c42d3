// API keys minted by a wallet: GET /api_keys/generate_web3_key gives a token, a real ethers wallet
// signs it (EIP-191), POST /api_keys/generate_web3_key exchanges the signature for a key. Each
// policy of the operator (staked, allowlist, off) is run on a service of its own.
import { type HDNodeWallet, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken, tokenSecret } from '../../src/accounts/web3-key-token.js';
import { linkWallet } from '../../src/accounts/web3-keys.js';
import { createAccount } from '../../src/accounts/bootstrap.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const getToken = async (service: TestApp) => {
  const response = await service.call('getWeb3KeyToken');
  expect(response.status).toBe(200);
  return (response.body as { data: { token: string } }).data.token;
};

const signedBody = async (service: TestApp, wallet: HDNodeWallet, extra: Record<string, unknown> = {}) => {
  const token = await getToken(service);
  return { address: wallet.address, signature: await wallet.signMessage(token), token, apiKeyType: 'INFERENCE', ...extra };
};

const mint = (service: TestApp, body: Record<string, unknown>) => service.call('createWeb3ApiKey', { body: body as never });

describe('Web3 keys: staked wallets (the default policy)', () => {
  let service: TestApp;
  let stakedAccount: string;
  const staker = Wallet.createRandom();
  const unstaked = Wallet.createRandom();

  beforeAll(async () => {
    service = await startTestApp();
    const database = service.app.services.database;
    // As `accounts stake --units 5 --account <id> --wallet <address>` records it.
    stakedAccount = await createAccount(database, 'staker');
    await database('accounts').where({ id: stakedAccount }).update({ staked_units: 5 });
    await linkWallet(database, stakedAccount, staker.address);
    await linkWallet(database, await createAccount(database, 'no stake'), unstaked.address);
  });
  afterAll(() => service?.close());

  it('GET /api_keys/generate_web3_key returns 200 with a token valid 15 minutes, not caught by /api_keys/{id}', async () => {
    const token = await getToken(service);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('POST /api_keys/generate_web3_key returns 200 with a key of the account the stake is recorded on, answered as POST /api_keys', async () => {
    const response = await mint(service, await signedBody(service, staker, { modelPrivacy: 'PRIVATE_ONLY', consumptionLimit: { usd: 5 } }));
    expect(response.status).toBe(200);
    const created = (response.body as { data: { id: string; apiKey: string } }).data;
    expect(response.body).toMatchObject({
      success: true,
      data: { apiKeyType: 'INFERENCE', description: 'Web3 API Key', modelPrivacy: 'PRIVATE_ONLY', consumptionLimit: { usd: 5 }, expiresAt: null },
    });
    expect(created.apiKey).toMatch(/^SERVICE_INFERENCE_KEY_/);
    const row = await service.app.services.database('api_keys').where({ id: created.id }).first();
    expect(row).toMatchObject({ account_id: stakedAccount, created_by: `wallet:${staker.address.toLowerCase()}` });
    expect((await service.call('listModels', { key: created.apiKey })).status).toBe(200); // the key works
  });

  it('POST /api_keys/generate_web3_key returns 401 when the token is used a second time', async () => {
    const body = await signedBody(service, staker);
    expect((await mint(service, body)).status).toBe(200);
    const again = await mint(service, body);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: 'WEB3_KEY_TOKEN_INVALID', error: expect.stringMatching(/already used/) });
  });

  it('POST /api_keys/generate_web3_key returns 401 for a signature by another wallet, a signature of other text, and a forged or expired token', async () => {
    const body = await signedBody(service, staker);
    const byOther = await mint(service, { ...body, signature: await unstaked.signMessage(body.token) });
    expect(byOther.body).toMatchObject({ code: 'WEB3_KEY_SIGNATURE_INVALID' });
    const otherText = await mint(service, { ...body, signature: await staker.signMessage('something else') });
    expect(otherText.body).toMatchObject({ code: 'WEB3_KEY_SIGNATURE_INVALID' });
    // A token with a later expiry but the original signature: not one this service issued.
    const [header, payload, mac] = body.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url')}.${mac}`;
    const forgedResponse = await mint(service, { ...body, token: forged, signature: await staker.signMessage(forged) });
    expect(forgedResponse.status).toBe(401);
    expect(forgedResponse.body).toMatchObject({ code: 'WEB3_KEY_TOKEN_INVALID', error: expect.stringMatching(/not one this service issued/) });
    for (const response of [byOther, otherText]) expect(response.status).toBe(401);
    // A token this service issued 16 minutes ago has expired.
    const old = issueToken(await tokenSecret(service.app.services.database), new Date(Date.now() - 16 * 60_000));
    const expired = await mint(service, { ...body, token: old, signature: await staker.signMessage(old) });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'WEB3_KEY_TOKEN_INVALID', error: expect.stringMatching(/expired/) });
    // the untouched token still works: nothing above spent it
    expect((await mint(service, body)).status).toBe(200);
  });

  it('POST /api_keys/generate_web3_key returns 403 for a wallet without a recorded stake, or unknown to the service', async () => {
    for (const wallet of [unstaked, Wallet.createRandom()]) {
      const response = await mint(service, await signedBody(service, wallet));
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'WEB3_KEY_NOT_ALLOWED', error: expect.stringMatching(/No stake is recorded/) });
    }
  });

  it('POST /api_keys/generate_web3_key returns 400 for an expiresAt in the past and for a malformed address', async () => {
    expect((await mint(service, await signedBody(service, staker, { expiresAt: '2020-01-01' }))).status).toBe(400);
    expect((await mint(service, await signedBody(service, staker, { address: '0x1234' }))).status).toBe(400);
  });
});

describe('Web3 keys: an allowlist, and off', () => {
  let allowlist: TestApp;
  let off: TestApp;
  const listed = Wallet.createRandom();

  beforeAll(async () => {
    allowlist = await startTestApp({ environment: { WEB3_KEYS: 'allowlist', WEB3_KEY_WALLETS: listed.address } });
    off = await startTestApp({ environment: { WEB3_KEYS: 'off' } });
  });
  afterAll(async () => {
    await allowlist?.close();
    await off?.close();
  });

  it('POST /api_keys/generate_web3_key returns 200 for a listed wallet, on an account of its own that its next key shares', async () => {
    const first = await mint(allowlist, await signedBody(allowlist, listed, { apiKeyType: 'ADMIN', description: 'mine' }));
    expect(first.status).toBe(200);
    const second = await mint(allowlist, await signedBody(allowlist, listed));
    expect(second.status).toBe(200);
    const ids = [first, second].map((response) => (response.body as { data: { id: string } }).data.id);
    const rows = await allowlist.app.services.database('api_keys').whereIn('id', ids);
    expect(new Set(rows.map((row: { account_id: string }) => row.account_id)).size).toBe(1);
    expect(rows[0].account_id).not.toBe(allowlist.app.bootstrap.accountId);
    // the ADMIN key manages its own account's keys
    const admin = (first.body as { data: { apiKey: string } }).data.apiKey;
    expect(((await allowlist.call('getApiKeys', { key: admin })).body as { data: unknown[] }).data).toHaveLength(2);
  });

  it('POST /api_keys/generate_web3_key returns 403 for a wallet not on the list', async () => {
    const response = await mint(allowlist, await signedBody(allowlist, Wallet.createRandom()));
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'WEB3_KEY_NOT_ALLOWED' });
  });

  it('GET and POST /api_keys/generate_web3_key return 403 when web3 keys are off', async () => {
    const token = await off.call('getWeb3KeyToken');
    expect(token.status).toBe(403);
    expect(token.body).toMatchObject({ code: 'WEB3_KEY_NOT_ALLOWED', error: expect.stringMatching(/switched off/) });
    const wallet = Wallet.createRandom();
    const body = { address: wallet.address, signature: await wallet.signMessage('x'), token: 'x', apiKeyType: 'INFERENCE' };
    expect((await mint(off, body)).status).toBe(403);
  });
});
