// SIGN-IN-WITH-X for Solana wallets: sign-in messages signed for real with node:crypto ed25519 key
// pairs, with base58 and base64 signatures, checked against a fixed clock.
import { describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58 } from '../../src/payments/siwx/base58.js';
import { verifySignIn } from '../../src/payments/siwx/verify.js';
import { editHeader, MemoryNonceStore, NOW, SOLANA_REFERENCE, solanaHeader, solanaKey, failureCode, verifierOptions } from '../support/sign-in.js';

const options = verifierOptions;

describe('base58', () => {
  it('round-trips bytes, leading zeros included, and refuses other alphabets', () => {
    for (const bytes of [Uint8Array.from([0, 0, 1, 2, 255]), Uint8Array.from([255, 0, 0]), new Uint8Array(32).fill(7)]) {
      expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes);
    }
    // The System Program id is 32 zero bytes.
    expect(decodeBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32));
    expect(decodeBase58('3yZe7d')).toEqual(Uint8Array.from(Buffer.from('test', 'utf8')));
    expect(decodeBase58('0OIl')).toBeUndefined();
    expect(decodeBase58('')).toBeUndefined();
  });
});

describe('SIGN-IN-WITH-X, Solana', () => {
  const key = solanaKey();

  it('signs in with a base58 signature, keeping the address as signed', async () => {
    expect(await verifySignIn(solanaHeader(key), options())).toEqual({ ok: true, principal: { kind: 'wallet', address: key.address, chain: 'solana' } });
  });

  it('signs in with a base64 signature', async () => {
    expect(await failureCode(solanaHeader(key, {}, { encoding: 'base64' }))).toBe('ok');
  });

  it('accepts the full CAIP-2 id in the message too', async () => {
    expect(await failureCode(solanaHeader(key, { chainId: `solana:${SOLANA_REFERENCE}` }))).toBe('ok');
  });

  it('refuses a tampered message', async () => {
    const header = editHeader(solanaHeader(key), (payload) => (payload.message = payload.message.replace('Nonce: a1b2', 'Nonce: a1b3')));
    expect(await failureCode(header)).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await failureCode(editHeader(solanaHeader(key), (payload) => (payload.signature = 'abc')))).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
  });

  it('refuses another key’s signature and a mismatched address', async () => {
    const other = solanaKey();
    const header = editHeader(solanaHeader(other, { address: key.address } as never), (payload) => (payload.address = key.address));
    expect(await failureCode(header)).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await failureCode(editHeader(solanaHeader(key), (payload) => (payload.address = other.address)))).toBe('X402_SIGN_IN_ADDRESS_MISMATCH');
    expect(await failureCode(editHeader(solanaHeader(key), (payload) => (payload.address = 'not-base58')))).toBe('X402_SIGN_IN_INVALID_WALLET');
  });

  it('refuses other chains', async () => {
    expect(await failureCode(solanaHeader(key, {}, { extra: { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' } }))).toBe('X402_SIGN_IN_UNSUPPORTED_CHAIN');
    expect(await failureCode(solanaHeader(key, { chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }))).toBe('X402_SIGN_IN_UNSUPPORTED_CHAIN');
    expect(await failureCode(solanaHeader(key, {}, { extra: { chainId: 8453 } }))).toBe('X402_SIGN_IN_CHAIN_MISMATCH');
    expect(await failureCode(solanaHeader(key, {}, { extra: { type: undefined } }))).toBe('X402_SIGN_IN_CHAIN_MISMATCH');
    expect(
      await failureCode(solanaHeader(key, { chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }), {
        solanaReferences: [SOLANA_REFERENCE, 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
      }),
    ).toBe('X402_SIGN_IN_CHAIN_MISMATCH'); // the payload still says mainnet
  });

  it('refuses a wrong domain, an expired or future message and a missing nonce', async () => {
    expect(await failureCode(solanaHeader(key, { domain: 'evil.example.com' }))).toBe('X402_SIGN_IN_DOMAIN_MISMATCH');
    expect(await failureCode(solanaHeader(key, { issuedAt: NOW - 6 * 60_000 }, { extra: { timestamp: undefined } }))).toBe('X402_SIGN_IN_EXPIRED');
    expect(await failureCode(solanaHeader(key, { issuedAt: NOW + 5 * 60_000 }, { extra: { timestamp: undefined } }))).toBe('X402_SIGN_IN_FUTURE_TIMESTAMP');
    expect(await failureCode(solanaHeader(key, { nonce: '' }))).toBe('X402_SIGN_IN_MISSING_NONCE');
  });

  it('lets a nonce sign in once', async () => {
    const nonces = new MemoryNonceStore();
    const header = solanaHeader(key);
    expect(await failureCode(header, { nonces })).toBe('ok');
    expect(await failureCode(solanaHeader(key, {}, { encoding: 'base64' }), { nonces })).toBe('X402_SIGN_IN_NONCE_REUSED');
  });
});
