// SIGN-IN-WITH-X headers made by the OFFICIAL x402 client (@x402/extensions 2.27 `createSIWxPayload`
// + `encodeSIWxHeader`): the structured form with no message, from which the verifier rebuilds the
// signed text. EVM wallets are viem private-key accounts, Solana wallets tweetnacl key pairs.
import {
  createSIWxPayload,
  encodeSIWxHeader,
  formatSIWEMessage,
  formatSIWSMessage,
  type CompleteSIWxInfo,
  type SIWxPayload,
} from '@x402/extensions/sign-in-with-x';
import nacl from 'tweetnacl';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../../src/payments/siwx/base58.js';
import { rebuildSignedText } from '../../src/payments/siwx/claim.js';
import type { SiwxHeaderPayload } from '../../src/payments/siwx/header.js';
import { verifySignIn } from '../../src/payments/siwx/verify.js';
import { DOMAIN, editHeader, failureCode, MemoryNonceStore, NOW, SOLANA_REFERENCE, URI, verifierOptions } from '../support/sign-in.js';

const MINUTE = 60_000;
const SOLANA_MAINNET = `solana:${SOLANA_REFERENCE}`;
const SOLANA_DEVNET_REFERENCE = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const REQUEST_URL = `${URI}/api/v1/chat/completions`;

const evmAccount = privateKeyToAccount(`0x${'33'.repeat(32)}`);
const otherEvmAccount = privateKeyToAccount(`0x${'44'.repeat(32)}`);

/** A Solana signer as wallet adapters present one: a base58 public key and `signMessage(bytes)`. */
function solanaSigner(seedByte: number) {
  const keyPair = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(seedByte));
  return {
    publicKey: encodeBase58(keyPair.publicKey),
    signMessage: async (message: Uint8Array) => nacl.sign.detached(message, keyPair.secretKey),
  };
}
const solanaWallet = solanaSigner(5);
const otherSolanaWallet = solanaSigner(6);

/** The 402's `extensions["sign-in-with-x"].info` plus the chosen `supportedChains` entry. */
function challenge(overrides: Partial<CompleteSIWxInfo> = {}): CompleteSIWxInfo {
  return {
    domain: DOMAIN,
    uri: REQUEST_URL,
    version: '1',
    nonce: 'f3a91c0be24d4e6a8b7c5d9e0a1b2c3d',
    issuedAt: new Date(NOW - 10_000).toISOString(),
    statement: 'Sign in to the reference service API',
    chainId: 'eip155:8453',
    type: 'eip191',
    ...overrides,
  };
}
const solanaChallenge = (overrides: Partial<CompleteSIWxInfo> = {}) => challenge({ chainId: SOLANA_MAINNET, type: 'ed25519', ...overrides });

/** Drops the keys the client set to undefined, as the header's JSON does. */
const withoutUndefined = (info: CompleteSIWxInfo) => JSON.parse(JSON.stringify(info)) as CompleteSIWxInfo;

async function evmHeader(overrides: Partial<CompleteSIWxInfo> = {}, signer = evmAccount, requestUrl = REQUEST_URL): Promise<string> {
  return encodeSIWxHeader(await createSIWxPayload(withoutUndefined(challenge(overrides)), signer, requestUrl));
}
async function solanaHeader(overrides: Partial<CompleteSIWxInfo> = {}, signer = solanaWallet, requestUrl = REQUEST_URL): Promise<string> {
  return encodeSIWxHeader(await createSIWxPayload(withoutUndefined(solanaChallenge(overrides)), signer, requestUrl));
}
const edit = (header: string, change: (payload: SIWxPayload & SiwxHeaderPayload) => void) => editHeader<SIWxPayload & SiwxHeaderPayload>(header, change);

/** The optional parts of a challenge, each way the official formatters treat them. */
const VARIANTS: Record<string, Partial<CompleteSIWxInfo>> = {
  'a statement': {},
  'no statement': { statement: undefined },
  'an expiration time': { expirationTime: new Date(NOW + 5 * MINUTE).toISOString() },
  resources: { resources: [`${URI}/api/v1/chat/completions`, 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'] },
  'an empty resources list': { resources: [] },
  'not before and a request id': { notBefore: new Date(NOW - 20_000).toISOString(), requestId: 'request-7f3a' },
  'everything and no statement': {
    statement: undefined,
    expirationTime: new Date(NOW + 9 * MINUTE).toISOString(),
    notBefore: new Date(NOW - 10_000).toISOString(),
    requestId: 'request-1',
    resources: [`${URI}/api/v1/models`],
  },
};

describe('the rebuilt sign-in text', () => {
  for (const [name, overrides] of Object.entries(VARIANTS)) {
    it(`is the official formatter's, byte for byte, with ${name}`, async () => {
      const evm = withoutUndefined(challenge(overrides));
      expect(await rebuildSignedText({ ...evm, address: evmAccount.address, signature: '0x00' })).toEqual({
        ok: true,
        value: formatSIWEMessage(evm, evmAccount.address),
      });
      const solana = withoutUndefined(solanaChallenge(overrides));
      expect(await rebuildSignedText({ ...solana, address: solanaWallet.publicKey, signature: '1' })).toEqual({
        ok: true,
        value: formatSIWSMessage(solana, solanaWallet.publicKey),
      });
    });
  }

  it('has two blank lines after an EVM address without a statement, one after a Solana address', async () => {
    const evm = await rebuildSignedText({ ...withoutUndefined(challenge({ statement: undefined })), address: evmAccount.address, signature: '0x00' });
    expect(evm.ok && evm.value.split('\n').slice(1, 5)).toEqual([evmAccount.address, '', '', `URI: ${REQUEST_URL}`]);
    const solana = await rebuildSignedText({ ...withoutUndefined(solanaChallenge({ statement: undefined })), address: solanaWallet.publicKey, signature: '1' });
    expect(solana.ok && solana.value.split('\n').slice(1, 4)).toEqual([solanaWallet.publicKey, '', `URI: ${REQUEST_URL}`]);
    expect(solana.ok && solana.value).toContain(`\nChain ID: ${SOLANA_REFERENCE}\n`);
  });

  it('writes a lower-case EVM address checksummed, as siwe does', async () => {
    const lower = evmAccount.address.toLowerCase();
    const info = withoutUndefined(challenge());
    expect(await rebuildSignedText({ ...info, address: lower, signature: '0x00' })).toEqual({ ok: true, value: formatSIWEMessage(info, lower) });
  });
});

describe('SIGN-IN-WITH-X from the official x402 client, EVM', () => {
  for (const [name, overrides] of Object.entries(VARIANTS)) {
    it(`signs in with ${name}`, async () => {
      const outcome = await verifySignIn(await evmHeader(overrides), verifierOptions());
      expect(outcome).toEqual({ ok: true, principal: { kind: 'wallet', address: evmAccount.address.toLowerCase(), chain: 'base' } });
    });
  }

  it('signs in with the signatureScheme hint and with the host port in domain and audience', async () => {
    expect(await failureCode(await evmHeader({ signatureScheme: 'eip191' }))).toBe('ok');
    const domain = 'api.example.com:8443';
    const header = await evmHeader({ domain, uri: `https://${domain}/api/v1/chat/completions` }, evmAccount, `https://${domain}/api/v1/chat/completions`);
    expect(await failureCode(header, { audience: { domain, uri: `https://${domain}` } })).toBe('ok');
    expect(await failureCode(header)).toBe('X402_SIGN_IN_DOMAIN_MISMATCH'); // we are api.example.com without the port
  });

  it('refuses each tampered field with the check it breaks', async () => {
    const header = await evmHeader();
    const code = (change: (payload: SIWxPayload & SiwxHeaderPayload) => void) => failureCode(edit(header, change));
    expect(await code((payload) => (payload.domain = 'evil.example.com'))).toBe('X402_SIGN_IN_DOMAIN_MISMATCH');
    expect(await code((payload) => (payload.uri = 'https://evil.example.com/api/v1/chat/completions'))).toBe('X402_SIGN_IN_DOMAIN_MISMATCH');
    expect(await code((payload) => (payload.uri = `${URI}/api/v1/embeddings`))).toBe('X402_SIGN_IN_INVALID_SIGNATURE'); // ours, but not what was signed
    expect(await code((payload) => (payload.nonce = 'f3a91c0be24d4e6a8b7c5d9e0a1b2c3e'))).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await code((payload) => (payload.address = otherEvmAccount.address))).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await code((payload) => (payload.chainId = 'eip155:1'))).toBe('X402_SIGN_IN_UNSUPPORTED_CHAIN');
    expect(await code((payload) => (payload.chainId = SOLANA_MAINNET))).toBe('X402_SIGN_IN_CHAIN_MISMATCH'); // an eip191 payload
    expect(await code((payload) => (payload.chainId = '8453' as never))).toBe('X402_SIGN_IN_INVALID_CHAIN_ID'); // the structured form names chains in CAIP-2
    expect(await code((payload) => (payload.statement = 'Sign in to something else'))).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await code((payload) => delete payload.statement)).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await code((payload) => (payload.issuedAt = new Date(NOW - 5_000).toISOString()))).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await code((payload) => (payload.expirationTime = new Date(NOW + MINUTE).toISOString()))).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await code((payload) => (payload.resources = [`${URI}/admin`]))).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await code((payload) => (payload.type = 'ed25519'))).toBe('X402_SIGN_IN_CHAIN_MISMATCH');
    expect(await code((payload) => (payload.signature = `${payload.signature.slice(0, -4)}0000`))).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
  });

  it('refuses a header signed for another site', async () => {
    const header = await evmHeader({ domain: 'evil.example.com', uri: 'https://evil.example.com/login' }, evmAccount, 'https://evil.example.com/login');
    expect(await failureCode(header)).toBe('X402_SIGN_IN_DOMAIN_MISMATCH');
  });

  it('refuses expired, future and not-yet-valid sign-ins', async () => {
    expect(await failureCode(await evmHeader({ issuedAt: new Date(NOW - 6 * MINUTE).toISOString() }))).toBe('X402_SIGN_IN_EXPIRED');
    const expired = { issuedAt: new Date(NOW - 4 * MINUTE).toISOString(), expirationTime: new Date(NOW - 1).toISOString() };
    expect(await failureCode(await evmHeader(expired))).toBe('X402_SIGN_IN_EXPIRED');
    expect(await failureCode(await evmHeader({ issuedAt: new Date(NOW + 2 * MINUTE).toISOString() }))).toBe('X402_SIGN_IN_FUTURE_TIMESTAMP');
    expect(await failureCode(await evmHeader({ notBefore: new Date(NOW + 2 * MINUTE).toISOString() }))).toBe('X402_SIGN_IN_NOT_BEFORE');
    // Our policy caps the lifetime at 10 minutes, whatever the client asked for.
    expect(await failureCode(await evmHeader({ expirationTime: new Date(NOW + 20 * MINUTE).toISOString() }))).toBe('X402_SIGN_IN_INVALID_MESSAGE');
    // The header that passes now fails once the clock has moved on.
    expect(await failureCode(await evmHeader(), { now: () => NOW + 5 * MINUTE })).toBe('X402_SIGN_IN_EXPIRED');
  });

  it('lets a nonce sign in once per wallet', async () => {
    const nonces = new MemoryNonceStore();
    const header = await evmHeader();
    expect(await failureCode(header, { nonces })).toBe('ok');
    expect(await failureCode(header, { nonces })).toBe('X402_SIGN_IN_NONCE_REUSED');
    expect(await failureCode(await evmHeader({ statement: undefined }), { nonces })).toBe('X402_SIGN_IN_NONCE_REUSED'); // a new text, the same nonce
    expect(await failureCode(await evmHeader({}, otherEvmAccount), { nonces })).toBe('ok');
  });

  it('accepts the signed message alongside the fields only when they agree', async () => {
    const header = await evmHeader({ statement: undefined });
    const withMessage = (message: string) => edit(header, (payload) => (payload.message = message));
    const rebuilt = formatSIWEMessage(withoutUndefined(challenge({ statement: undefined })), evmAccount.address);
    expect(await failureCode(withMessage(rebuilt))).toBe('ok');
    // A message signed for other fields is not trusted over the fields, whoever signed it.
    const otherText = rebuilt.replace('Nonce: f3a91c0b', 'Nonce: 00000000');
    const signedOther = edit(header, (payload) => Object.assign(payload, { message: otherText }));
    expect(await failureCode(signedOther)).toBe('X402_SIGN_IN_INVALID_PAYLOAD');
    const fieldsOff = edit(header, (payload) => Object.assign(payload, { message: rebuilt, nonce: '00000000a91c0be24d4e6a8b7c5d9e0a' }));
    expect(await failureCode(fieldsOff)).toBe('X402_SIGN_IN_INVALID_PAYLOAD');
    // Fields missing next to the message are a malformed mix, not an omission to fill in.
    expect(await failureCode(edit(withMessage(rebuilt), (payload) => delete (payload as Partial<SIWxPayload>).uri))).toBe('X402_SIGN_IN_INVALID_PAYLOAD');
    expect(await failureCode(edit(withMessage(rebuilt), (payload) => (payload.statement = 'Hi')))).toBe('X402_SIGN_IN_INVALID_PAYLOAD');
  });

  it('refuses structured fields that are missing, empty or smuggle lines into the text', async () => {
    const header = await evmHeader();
    expect(await failureCode(edit(header, (payload) => delete (payload as Partial<SIWxPayload>).nonce))).toBe('X402_SIGN_IN_MISSING_NONCE');
    expect(await failureCode(edit(header, (payload) => delete (payload as Partial<SIWxPayload>).issuedAt))).toBe('X402_SIGN_IN_INVALID_PAYLOAD');
    expect(await failureCode(edit(header, (payload) => delete (payload as Partial<SIWxPayload>).chainId))).toBe('X402_SIGN_IN_INVALID_CHAIN_ID');
    expect(await failureCode(edit(header, (payload) => (payload.statement = '')))).toBe('X402_SIGN_IN_INVALID_PAYLOAD');
    expect(await failureCode(edit(header, (payload) => (payload.resources = 'all' as never)))).toBe('X402_SIGN_IN_INVALID_PAYLOAD');
    expect(await failureCode(edit(header, (payload) => (payload.signatureScheme = 'magic' as never)))).toBe('X402_SIGN_IN_INVALID_PAYLOAD');
    expect(await failureCode(edit(header, (payload) => (payload.nonce = 'short')))).not.toBe('ok');
    expect(await failureCode(edit(header, (payload) => (payload.statement = `Hi\n\nURI: ${URI}`)))).toBe('X402_SIGN_IN_INVALID_MESSAGE');
    expect(await failureCode(edit(header, (payload) => (payload.nonce = `${payload.nonce} `)))).toBe('X402_SIGN_IN_INVALID_PAYLOAD');
    expect(await failureCode(edit(header, (payload) => (payload.version = '2')))).toBe('X402_SIGN_IN_INVALID_MESSAGE');
    const badChecksum = evmAccount.address.replace(/[a-f]/, (letter) => letter.toUpperCase());
    expect(await failureCode(edit(header, (payload) => (payload.address = badChecksum)))).toBe('X402_SIGN_IN_INVALID_WALLET');
  });
});

describe('SIGN-IN-WITH-X from the official x402 client, Solana', () => {
  for (const [name, overrides] of Object.entries(VARIANTS)) {
    it(`signs in with ${name}`, async () => {
      const outcome = await verifySignIn(await solanaHeader(overrides), verifierOptions());
      expect(outcome).toEqual({ ok: true, principal: { kind: 'wallet', address: solanaWallet.publicKey, chain: 'solana' } });
    });
  }

  it('refuses each tampered field with the check it breaks', async () => {
    const header = await solanaHeader();
    const code = (change: (payload: SIWxPayload & SiwxHeaderPayload) => void, extra = {}) => failureCode(edit(header, change), extra);
    expect(await code((payload) => (payload.domain = 'evil.example.com'))).toBe('X402_SIGN_IN_DOMAIN_MISMATCH');
    expect(await code((payload) => (payload.uri = 'https://evil.example.com/'))).toBe('X402_SIGN_IN_DOMAIN_MISMATCH');
    expect(await code((payload) => (payload.uri = `${URI}/other`))).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await code((payload) => (payload.nonce = 'f3a91c0be24d4e6a8b7c5d9e0a1b2c3e'))).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await code((payload) => (payload.address = otherSolanaWallet.publicKey))).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await code((payload) => (payload.address = 'not-base58'))).toBe('X402_SIGN_IN_INVALID_WALLET');
    expect(await code((payload) => (payload.chainId = `solana:${SOLANA_DEVNET_REFERENCE}`))).toBe('X402_SIGN_IN_UNSUPPORTED_CHAIN');
    const devnetToo = { solanaReferences: [SOLANA_REFERENCE, SOLANA_DEVNET_REFERENCE] };
    expect(await code((payload) => (payload.chainId = `solana:${SOLANA_DEVNET_REFERENCE}`), devnetToo)).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
    expect(await code((payload) => (payload.chainId = 'eip155:8453'))).toBe('X402_SIGN_IN_CHAIN_MISMATCH'); // an ed25519 payload
    expect(await code((payload) => (payload.type = 'eip191'))).toBe('X402_SIGN_IN_CHAIN_MISMATCH');
    expect(await code((payload) => delete payload.statement)).toBe('X402_SIGN_IN_INVALID_SIGNATURE');
  });

  it('refuses a header signed for another site, expired, future or replayed', async () => {
    const elsewhere = await solanaHeader({ domain: 'evil.example.com', uri: 'https://evil.example.com/' }, solanaWallet, 'https://evil.example.com/');
    expect(await failureCode(elsewhere)).toBe('X402_SIGN_IN_DOMAIN_MISMATCH');
    expect(await failureCode(await solanaHeader({ issuedAt: new Date(NOW - 6 * MINUTE).toISOString() }))).toBe('X402_SIGN_IN_EXPIRED');
    expect(await failureCode(await solanaHeader({ issuedAt: new Date(NOW + 2 * MINUTE).toISOString() }))).toBe('X402_SIGN_IN_FUTURE_TIMESTAMP');
    const nonces = new MemoryNonceStore();
    const header = await solanaHeader();
    expect(await failureCode(header, { nonces })).toBe('ok');
    expect(await failureCode(header, { nonces })).toBe('X402_SIGN_IN_NONCE_REUSED');
  });
});
