// Sign-in messages and headers for the SIGN-IN-WITH-X tests, signed for real: ethers Wallets with
// fixed keys for EVM, node:crypto ed25519 key pairs for Solana.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { Wallet } from 'ethers';
import { encodeBase58 } from '../../src/payments/siwx/base58.js';
import { encodeSiwxHeader, type SiwxHeaderPayload } from '../../src/payments/siwx/header.js';
import type { SiwxNonceStore } from '../../src/payments/siwx/nonce-store.js';
import { verifySignIn, type SiwxVerifierOptions } from '../../src/payments/siwx/verify.js';

export const DOMAIN = 'api.example.com';
export const URI = 'https://api.example.com';
export const NOW = Date.parse('2026-05-01T12:00:00.000Z');
export const SOLANA_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

export const evmWallet = new Wallet(`0x${'11'.repeat(32)}`);
export const otherEvmWallet = new Wallet(`0x${'22'.repeat(32)}`);

export interface MessageFields {
  domain?: string;
  address: string;
  statement?: string;
  uri?: string;
  chainId?: string;
  nonce?: string;
  issuedAt?: number;
  expirationTime?: number;
  notBefore?: number;
}

/** EIP-4361 text (or the Solana layout when `account` is Solana), as siwe / x402 format it. */
export function signInMessage(fields: MessageFields, account: 'Ethereum' | 'Solana' = 'Ethereum'): string {
  const issuedAt = fields.issuedAt ?? NOW - 10_000;
  const lines = [`${fields.domain ?? DOMAIN} wants you to sign in with your ${account} account:`, fields.address, ''];
  if (fields.statement !== undefined) lines.push(fields.statement, '');
  else if (account === 'Ethereum') lines.push('');
  lines.push(`URI: ${fields.uri ?? URI}`, 'Version: 1');
  lines.push(`Chain ID: ${fields.chainId ?? (account === 'Ethereum' ? '8453' : SOLANA_REFERENCE)}`);
  if (fields.nonce !== '') lines.push(`Nonce: ${fields.nonce ?? 'a1b2c3d4e5f60718'}`);
  lines.push(`Issued At: ${new Date(issuedAt).toISOString()}`);
  lines.push(`Expiration Time: ${new Date(fields.expirationTime ?? issuedAt + 10 * 60_000).toISOString()}`);
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${new Date(fields.notBefore).toISOString()}`);
  return lines.join('\n');
}

export async function evmHeader(fields: Partial<MessageFields> = {}, extra: Partial<SiwxHeaderPayload> = {}, signer: Wallet = evmWallet): Promise<string> {
  const message = signInMessage({ address: signer.address, statement: 'Sign in to the reference service API', ...fields });
  const signature = await signer.signMessage(message);
  return encodeSiwxHeader({ address: signer.address, message, signature, timestamp: NOW - 9_000, chainId: 8453, ...extra });
}

export interface SolanaKey {
  address: string;
  privateKey: KeyObject;
}

export function solanaKey(): SolanaKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(12);
  return { address: encodeBase58(raw), privateKey };
}

export function solanaHeader(
  key: SolanaKey,
  fields: Partial<MessageFields> = {},
  options: { encoding?: 'base58' | 'base64'; extra?: Partial<SiwxHeaderPayload> } = {},
): string {
  const message = signInMessage({ address: key.address, ...fields }, 'Solana');
  const raw = sign(null, Buffer.from(message, 'utf8'), key.privateKey);
  const signature = options.encoding === 'base64' ? raw.toString('base64') : encodeBase58(raw);
  return encodeSiwxHeader({
    address: key.address,
    message,
    signature,
    timestamp: NOW - 9_000,
    chainId: `solana:${SOLANA_REFERENCE}`,
    type: 'ed25519',
    ...options.extra,
  });
}

/** The signed-message form, which carries the signed text. */
export type MessagePayload = SiwxHeaderPayload & { message: string };

/**
 * A header whose payload is edited after signing (to tamper with the message or a field). The
 * payload is typed as the signed-message form unless the caller says otherwise.
 */
export function editHeader<Payload extends SiwxHeaderPayload = MessagePayload>(header: string, edit: (payload: Payload) => void): string {
  const payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Payload;
  edit(payload);
  return encodeSiwxHeader(payload);
}

/** The nonce store's contract in memory, for the tests that are not about the database. */
export class MemoryNonceStore implements SiwxNonceStore {
  readonly used = new Set<string>();
  async consume(wallet: string, nonce: string): Promise<boolean> {
    const key = `${wallet}\n${nonce}`;
    if (this.used.has(key)) return false;
    this.used.add(key);
    return true;
  }
}

/** Verifier options for this file's audience and clock, with a fresh in-memory nonce store. */
export const verifierOptions = (extra: Partial<SiwxVerifierOptions> = {}): SiwxVerifierOptions => ({
  audience: { domain: DOMAIN, uri: URI },
  nonces: new MemoryNonceStore(),
  now: () => NOW,
  ...extra,
});

/** `ok`, or the X402_SIGN_IN_* code the header fails with. */
export async function failureCode(header: string, extra: Partial<SiwxVerifierOptions> = {}): Promise<string> {
  const outcome = await verifySignIn(header, verifierOptions(extra));
  return outcome.ok ? 'ok' : outcome.failure.code;
}
