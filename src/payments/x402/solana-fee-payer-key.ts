// The Solana fee payer's secret key, read from configuration in the two forms operators have it:
// base58 of the 64-byte secret key (what Phantom and Solflare export) or a JSON array of 64 numbers
// (a Solana CLI keypair file, `solana-keygen new -o key.json`). Both are the 32-byte ed25519 seed
// followed by the 32-byte public key. Errors say what shape was expected and what arrived, and never
// echo the key itself, because they end up in startup logs.
import { createKeyPairSignerFromBytes, type KeyPairSigner } from '@solana/kit';
import { decodeBase58 } from '../siwx/base58.js';

const SECRET_KEY_BYTES = 64;
const EXPECTED = 'base58 of a 64-byte secret key, or a JSON array of 64 numbers (a Solana CLI keypair file)';

export class SolanaKeyError extends Error {
  constructor(problem: string) {
    super(`x402 Solana fee-payer key: ${problem}; expected ${EXPECTED}`);
    this.name = 'SolanaKeyError';
  }
}

/** A kit signer for the fee payer, after checking the key's public half matches its secret half. */
export async function feePayerSignerFromKey(key: string): Promise<KeyPairSigner> {
  const bytes = secretKeyBytes(key);
  try {
    return await createKeyPairSignerFromBytes(bytes);
  } catch {
    // kit signs and verifies a random message with the two halves; a failure means they do not
    // belong together (for example a seed pasted next to somebody else's public key).
    throw new SolanaKeyError('its last 32 bytes are not the public key of its first 32 bytes');
  }
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
