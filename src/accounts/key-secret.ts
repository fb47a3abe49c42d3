// API key secrets: `SERVICE_<TYPE>_KEY_` + 43 base62 characters (256 bits of randomness).
// Only the SHA-256 of a secret is stored. With 256 random bits a slow password hash adds nothing
// (there is no dictionary to guess from), and a fast hash keeps authentication one indexed lookup.
import { hash, randomBytes } from 'node:crypto';
import type { KeyType } from '../principal.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_LENGTH = 43; // 43 × log2(62) ≈ 256 bits

export function generateSecret(type: KeyType): string {
  let body = '';
  while (body.length < SECRET_LENGTH) {
    for (const byte of randomBytes(64)) {
      // 248 = 4 × 62: rejecting larger bytes keeps every character equally likely.
      if (byte < 248 && body.length < SECRET_LENGTH) body += ALPHABET[byte % 62];
    }
  }
  return `SERVICE_${type}_KEY_${body}`;
}

/** The one-shot crypto.hash: every authenticated request hashes its key, and it costs half of createHash's hasher object. */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** Cheap shape check before any lookup, so garbage never reaches the database. */
export function looksLikeSecret(value: string): boolean {
  return /^SERVICE_(INFERENCE|ADMIN)_KEY_[0-9A-Za-z]{43}$/.test(value);
}
