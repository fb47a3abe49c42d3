// SIGN-IN-WITH-X for EVM wallets: EIP-4361 messages signed for real with ethers (fixed keys), checked
// against a fixed clock. Each failure names the X402_SIGN_IN_* code of the reference API.
import { hashMessage } from 'ethers';
import { describe, expect, it } from 'vitest';
import { jsonRpcContractVerifier } from '../../src/payments/siwx/eip1271.js';
import { encodeSiwxHeader } from '../../src/payments/siwx/header.js';
import { siwxFailureError } from '../../src/payments/siwx/result.js';
import { verifySignIn } from '../../src/payments/siwx/verify.js';
import { editHeader, evmHeader, evmWallet, MemoryNonceStore, NOW, otherEvmWallet, signInMessage, failureCode, verifierOptions } from '../support/sign-in.js';

const options = verifierOptions;

describe('SIGN-IN-WITH-X, EVM', () => {
  it('signs in a valid EIP-4361 message as a lower-cased Base wallet', async () => {
    const outcome = await verifySignIn(await evmHeader(), options());
    expect(outcome).toEqual({ ok: true, principal: { kind: 'wallet', address: evmWallet.address.toLowerCase(), chain: 'base' } });
  });

  it('accepts every form of the Base chain id, and none at all', async () => {
    for (const chainId of [8453, '8453', 'eip155:8453', undefined]) {
      expect(await failureCode(await evmHeader({}, { chainId }))).toBe('ok');
    }
  });

  it('accepts a message without a statement and with a lower-case address', async () => {
    const address = evmWallet.address.toLowerCase();
    const message = signInMessage({ address });
    const header = encodeSiwxHeader({ address, message, signature: await evmWallet.signMessage(message), chainId: 8453 });
    expect(await failureCode(header)).toBe('ok');
  });

  it('refuses a tampered message', async () => {
    const header = editHeader(
      await evmHeader(),
      (payload) => (payload.message = payload.message.replace('Nonce: a1b2c3d4e5f60718', 'Nonce: a1b2c3d4e5f60719')),
    );
    expect(await failureCode(header)).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
  });

  it('refuses a message signed by another wallet', async () => {
    const message = signInMessage({ address: evmWallet.address });
    const header = encodeSiwxHeader({ address: evmWallet.address, message, signature: await otherEvmWallet.signMessage(message), chainId: 8453 });
    expect(await failureCode(header)).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
  });

  it('refuses a payload address that is not the message address', async () => {
    expect(await failureCode(await evmHeader({}, { address: otherEvmWallet.address }))).toBe('X402_SIGN_IN_ADDRESS_MISMATCH');
    expect(await failureCode(await evmHeader({}, { address: '0x1234' }))).toBe('X402_SIGN_IN_INVALID_WALLET');
  });

  it('refuses other chains', async () => {
    expect(await failureCode(await evmHeader({}, { chainId: 1 }))).toBe('X402_SIGN_IN_UNSUPPORTED_CHAIN');
    expect(await failureCode(await evmHeader({ chainId: '1' }, { chainId: undefined }))).toBe('X402_SIGN_IN_UNSUPPORTED_CHAIN');
    expect(await failureCode(await evmHeader({}, { chainId: 'eip155:84532' }))).toBe('X402_SIGN_IN_UNSUPPORTED_CHAIN');
    expect(await failureCode(await evmHeader({}, { chainId: 'base' }))).toBe('X402_SIGN_IN_INVALID_CHAIN_ID');
    expect(await failureCode(await evmHeader({}, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }))).toBe('X402_SIGN_IN_CHAIN_MISMATCH');
    expect(await failureCode(await evmHeader({}, { type: 'ed25519' }))).toBe('X402_SIGN_IN_CHAIN_MISMATCH');
  });

  it('refuses a message for another domain or URI', async () => {
    expect(await failureCode(await evmHeader({ domain: 'evil.example.com' }))).toBe('X402_SIGN_IN_DOMAIN_MISMATCH');
    expect(await failureCode(await evmHeader({ uri: 'https://evil.example.com' }))).toBe('X402_SIGN_IN_DOMAIN_MISMATCH');
    expect(await failureCode(await evmHeader({ uri: 'http://api.example.com' }))).toBe('X402_SIGN_IN_DOMAIN_MISMATCH');
    expect(await failureCode(await evmHeader({ uri: 'https://api.example.com/api/v1' }))).toBe('ok');
  });

  it('refuses stale, expired, future and not-yet-valid messages', async () => {
    const minute = 60_000;
    expect(await failureCode(await evmHeader({ issuedAt: NOW - 6 * minute }, { timestamp: undefined }))).toBe('X402_SIGN_IN_EXPIRED');
    expect(await failureCode(await evmHeader({ issuedAt: NOW - 4 * minute, expirationTime: NOW - 1 }, { timestamp: undefined }))).toBe('X402_SIGN_IN_EXPIRED');
    expect(await failureCode(await evmHeader({ issuedAt: NOW + 2 * minute }, { timestamp: undefined }))).toBe('X402_SIGN_IN_FUTURE_TIMESTAMP');
    expect(await failureCode(await evmHeader({ issuedAt: NOW + 10_000 }, { timestamp: undefined }))).toBe('ok'); // within the clock skew
    expect(await failureCode(await evmHeader({ notBefore: NOW + 2 * minute }))).toBe('X402_SIGN_IN_NOT_BEFORE');
    expect(await failureCode(await evmHeader({ expirationTime: NOW + 20 * minute }))).toBe('X402_SIGN_IN_INVALID_MESSAGE');
    // The same header that passes now fails once the clock has moved on.
    expect(await failureCode(await evmHeader(), { now: () => NOW + 5 * minute })).toBe('X402_SIGN_IN_EXPIRED');
  });

  it('refuses a timestamp more than 30 s from Issued At', async () => {
    expect(await failureCode(await evmHeader({}, { timestamp: NOW - 10_000 + 31_000 }))).toBe('X402_SIGN_IN_TIMESTAMP_MISMATCH');
    expect(await failureCode(await evmHeader({}, { timestamp: NOW - 10_000 - 29_000 }))).toBe('ok');
  });

  it('refuses a message without a nonce', async () => {
    expect(await failureCode(await evmHeader({ nonce: '' }))).toBe('X402_SIGN_IN_MISSING_NONCE');
    expect(await failureCode(await evmHeader({ nonce: 'short' }))).toBe('X402_SIGN_IN_INVALID_MESSAGE');
  });

  it('lets a nonce sign in once per wallet', async () => {
    const nonces = new MemoryNonceStore();
    const header = await evmHeader();
    expect(await failureCode(header, { nonces })).toBe('ok');
    expect(await failureCode(header, { nonces })).toBe('X402_SIGN_IN_NONCE_REUSED');
    // Another wallet may use the same nonce.
    expect(await failureCode(await evmHeader({}, {}, otherEvmWallet), { nonces })).toBe('ok');
  });

  it('spends no nonce on a header that fails verification', async () => {
    const nonces = new MemoryNonceStore();
    const header = await evmHeader();
    expect(
      await failureCode(
        editHeader(header, (payload) => (payload.signature = `${payload.signature.slice(0, -4)}0000`)),
        { nonces },
      ),
    ).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(nonces.used.size).toBe(0);
    expect(await failureCode(header, { nonces })).toBe('ok');
  });

  it('refuses malformed headers and messages', async () => {
    expect(await failureCode('not base64!')).toBe('X402_SIGN_IN_PARSE_ERROR');
    expect(await failureCode(Buffer.from('{nope').toString('base64'))).toBe('X402_SIGN_IN_PARSE_ERROR');
    expect(await failureCode(Buffer.from('[1]').toString('base64'))).toBe('X402_SIGN_IN_INVALID_PAYLOAD');
    expect(await failureCode(Buffer.from(JSON.stringify({ address: evmWallet.address })).toString('base64'))).toBe('X402_SIGN_IN_INVALID_PAYLOAD');
    expect(await failureCode(await evmHeader({}, { timestamp: 'soon' as unknown as number }))).toBe('X402_SIGN_IN_INVALID_PAYLOAD');
    expect(await failureCode(await evmHeader({}, { message: 'hello' }))).toBe('X402_SIGN_IN_INVALID_MESSAGE');
    const repeated = editHeader(await evmHeader(), (payload) => (payload.message = payload.message.replace('Version: 1', 'Version: 1\nVersion: 1')));
    expect(await failureCode(repeated)).toBe('X402_SIGN_IN_INVALID_MESSAGE');
  });

  it('maps a failure to the spec 401 body {error, code}', async () => {
    const outcome = await verifySignIn(await evmHeader({ domain: 'evil.example.com' }), options());
    if (outcome.ok) throw new Error('expected a failure');
    const error = siwxFailureError(outcome.failure);
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ error: expect.any(String), code: 'X402_SIGN_IN_DOMAIN_MISMATCH' });
  });

  describe('contract wallets (EIP-1271)', () => {
    const contract = '0x000000000000000000000000000000000000c0de';
    async function contractHeader() {
      const message = signInMessage({ address: contract });
      return { header: encodeSiwxHeader({ address: contract, message, signature: '0xdeadbeef', chainId: 8453 }), message };
    }

    it('refuses a contract wallet when no RPC verifier is configured', async () => {
      const outcome = await verifySignIn((await contractHeader()).header, options());
      expect(outcome).toMatchObject({ ok: false, failure: { code: 'X402_SIGN_IN_INVALID_SIGNATURE', message: expect.stringContaining('not configured') } });
    });

    it('asks isValidSignature through the JSON-RPC URL and accepts the magic value', async () => {
      const { header, message } = await contractHeader();
      const calls: { to: string; data: string }[] = [];
      // A fake chain at the network edge: the contract accepts exactly this message's hash.
      const fakeRpc = (async (_url: string | URL | Request, init?: RequestInit) => {
        const request = JSON.parse(String(init?.body)) as { method: string; params: [{ to: string; data: string }, string] };
        calls.push(request.params[0]);
        const accepts = request.params[0].data.includes(hashMessage(message).slice(2));
        return Response.json({ jsonrpc: '2.0', id: 1, result: accepts ? `0x1626ba7e${'0'.repeat(56)}` : `0x${'0'.repeat(64)}` });
      }) as typeof fetch;
      const contractSignatures = jsonRpcContractVerifier({ rpcUrl: 'http://127.0.0.1:1/rpc', fetch: fakeRpc });
      expect(await verifySignIn(header, options({ contractSignatures }))).toEqual({
        ok: true,
        principal: { kind: 'wallet', address: contract, chain: 'base' },
      });
      expect(calls[0]).toMatchObject({ to: contract, data: expect.stringMatching(/^0x1626ba7e/) });
      const tampered = editHeader(header, (payload) => (payload.message = payload.message.replace('Nonce: a1b2', 'Nonce: ffff')));
      expect(await failureCode(tampered, { contractSignatures })).not.toBe('ok');
    });
  });
});
