// Solana sign-in: an ed25519 signature over the UTF-8 message, by the key that is the address.
// node:crypto verifies ed25519 given the raw 32-byte key wrapped in SPKI DER. Signatures arrive as
// base58 (x402 clients) or base64 (some wallets); either decoding that yields 64 bytes is tried.
import { createPublicKey, verify } from 'node:crypto';
import { decodeBase58 } from './base58.js';
import { failed, passed, type Checked } from './result.js';

/** SPKI DER prefix for an Ed25519 public key (RFC 8410): SEQUENCE { AlgorithmIdentifier 1.3.101.112, BIT STRING }. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The 32-byte public key of a base58 Solana address, or undefined. */
export function solanaPublicKey(address: string): Uint8Array | undefined {
  const bytes = decodeBase58(address);
  return bytes?.length === 32 ? bytes : undefined;
}

function signatureCandidates(signature: string): Buffer[] {
  const candidates: Buffer[] = [];
  const base58 = decodeBase58(signature);
  if (base58?.length === 64) candidates.push(Buffer.from(base58));
  if (/^[A-Za-z0-9+/]{86}(?:==)?$/.test(signature)) {
    const base64 = Buffer.from(signature, 'base64');
    if (base64.length === 64) candidates.push(base64);
  }
  return candidates;
}

export function verifySolanaSignature(message: string, signature: string, publicKey: Uint8Array): Checked<void> {
  const candidates = signatureCandidates(signature);
  if (candidates.length === 0) return failed('X402_SIGN_IN_INVALID_SIGNATURE', 'The signature must be 64 bytes in base58 or base64');
  const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]), format: 'der', type: 'spki' });
  const data = Buffer.from(message, 'utf8');
  for (const candidate of candidates) {
    if (verify(null, data, key, candidate)) return passed(undefined);
  }
  return failed('X402_SIGN_IN_INVALID_SIGNATURE', 'The signature does not match the address');
}
