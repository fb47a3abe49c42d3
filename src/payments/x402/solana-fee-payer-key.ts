// The Solana fee payer's secret key, read from configuration in the two forms operators have it:
// base58 of the 64-byte secret key (what Phantom and Solflare export) or a JSON array of 64 numbers
// (a Solana CLI keypair file, `solana-keygen new -o key.json`). Both are the 32-byte ed25519 seed
// followed by the 32-byte public key. Errors say what shape was expected and what arrived, and never
// echo the key itself, because they end up in startup logs.
//
// The signer is node:crypto ed25519 rather than kit's WebCrypto one because it can be made (and the
// key checked) synchronously, so a rail registers its scheme at boot without a deferred step.
import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import type { Address, MessagePartialSigner, SignatureBytes, SignatureDictionary, TransactionPartialSigner } from '@solana/kit';
import { decodeBase58, encodeBase58 } from '../siwx/base58.js';

const SECRET_KEY_BYTES = 64;
const EXPECTED = 'base58 of a 64-byte secret key, or a JSON array of 64 numbers (a Solana CLI keypair file)';

export class SolanaKeyError extends Error {
  constructor(problem: string) {
    super(`x402 Solana fee-payer key: ${problem}; expected ${EXPECTED}`);
    this.name = 'SolanaKeyError';
  }
}

/** What toFacilitatorSvmSigner needs: a fee payer that signs transaction messages. */
export type FeePayerSigner = TransactionPartialSigner & MessagePartialSigner;

/** A signer for the fee payer, after checking the key's public half belongs to its secret half. */
export function feePayerSignerFromKey(key: string): FeePayerSigner {
  const bytes = secretKeyBytes(key);
  const seed = Buffer.from(bytes.subarray(0, 32));
  const publicKey = Buffer.from(bytes.subarray(32));
  const privateKey = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: seed.toString('base64url'), x: publicKey.toString('base64url') },
    format: 'jwk',
  });
  // node takes the JWK's `x` on trust; derive the public key from the seed to catch a seed pasted
  // next to somebody else's public key, which would otherwise fail only at the first settlement.
  const derived = createPublicKey(privateKey).export({ format: 'jwk' }).x;
  if (derived !== publicKey.toString('base64url')) throw new SolanaKeyError('its last 32 bytes are not the public key of its first 32 bytes');
  return ed25519Signer(encodeBase58(publicKey) as Address, privateKey);
}

function ed25519Signer(address: Address, privateKey: KeyObject): FeePayerSigner {
  const signatureOf = (bytes: ArrayLike<number>): SignatureDictionary => ({
    [address]: new Uint8Array(sign(null, Uint8Array.from(bytes), privateKey)) as SignatureBytes,
  });
  return Object.freeze({
    address,
    signMessages: async (messages) => messages.map((message) => signatureOf(message.content)),
    signTransactions: async (transactions) => transactions.map((transaction) => signatureOf(transaction.messageBytes)),
  });
}

function secretKeyBytes(key: string): Uint8Array {
  const text = key.trim();
  if (text === '') throw new SolanaKeyError('it is empty');
  const bytes = text.startsWith('[') ? jsonArrayBytes(text) : base58Bytes(text);
  if (bytes.length !== SECRET_KEY_BYTES) {
    const hint = bytes.length === 32 ? ' (32 bytes is a public key or a bare seed)' : '';
    throw new SolanaKeyError(`it holds ${bytes.length} bytes${hint}`);
  }
  return bytes;
}

function jsonArrayBytes(text: string): Uint8Array {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SolanaKeyError('it starts with "[" but is not valid JSON');
  }
  if (!Array.isArray(parsed) || !parsed.every((value) => Number.isInteger(value) && value >= 0 && value <= 255)) {
    throw new SolanaKeyError('the JSON array must hold only integers from 0 to 255');
  }
  return Uint8Array.from(parsed as number[]);
}

function base58Bytes(text: string): Uint8Array {
  const bytes = decodeBase58(text);
  if (!bytes) throw new SolanaKeyError('it is not base58 (or is far too long)');
  return bytes;
}
