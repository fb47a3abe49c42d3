// The SIGN-IN-WITH-X header value: standard base64 of a JSON object in one of two forms.
// - The reference API's signed-message form: {address, message, signature,
//   timestamp?, chainId?, type?}; `message` is the signed text.
// - The official x402 `sign-in-with-x` form: {domain, address, statement?, uri,
//   version, chainId, type, nonce, issuedAt, expirationTime?, notBefore?, requestId?, resources?,
//   signatureScheme?, signature} with no message; the verifier rebuilds the signed text (claim.ts).
// A header may carry both; then the fields must agree with the message. Decoding only checks shapes;
// which header carried the value (the legacy X-Sign-In-With-X too) is the caller's concern.
import { failed, passed, type Checked } from './result.js';

/** The official payload's string fields that are also fields of the signed text, in text order. */
export const STRUCTURED_TEXT_FIELDS = ['domain', 'statement', 'uri', 'version', 'nonce', 'issuedAt', 'expirationTime', 'notBefore', 'requestId'] as const;
export type StructuredTextField = (typeof STRUCTURED_TEXT_FIELDS)[number];

/** The official extension's `signatureScheme` hints; informational only. */
const SIGNATURE_SCHEMES = new Set(['eip191', 'eip1271', 'eip6492', 'siws']);

export interface SiwxHeaderPayload extends Partial<Record<StructuredTextField, string>> {
  address: string;
  /** The signature of the signed text: EVM 0x hex; Solana base58 (or base64). */
  signature: string;
  /** The signed text: EIP-4361 for EVM wallets, the Solana sign-in format for Solana wallets. */
  message?: string;
  /** Unix milliseconds; when present it must lie within 30 s of the message's Issued At. */
  timestamp?: number;
  /** 8453, "8453", "eip155:8453" or "solana:<reference>"; the structured form needs the CAIP-2 string. */
  chainId?: string | number;
  /** "ed25519" for Solana; absent (or eip191 / eip1271) means an EVM wallet. */
  type?: string;
  resources?: string[];
  signatureScheme?: string;
}

/** Far above any honest header (a message with a few resources); bounds decoding work. */
const MAX_HEADER_LENGTH = 16_384;
const MAX_RESOURCES = 64;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

const present = (value: unknown) => value !== undefined && value !== null;

export function decodeSiwxHeader(headerValue: string): Checked<SiwxHeaderPayload> {
  const text = headerValue.trim();
  if (text.length === 0) return failed('X402_SIGN_IN_INVALID_PAYLOAD', 'The sign-in header is empty');
  if (text.length > MAX_HEADER_LENGTH) return failed('X402_SIGN_IN_INVALID_PAYLOAD', 'The sign-in header is too long');
  if (!BASE64.test(text)) return failed('X402_SIGN_IN_PARSE_ERROR', 'The sign-in header is not base64');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64').toString('utf8'));
  } catch {
    return failed('X402_SIGN_IN_PARSE_ERROR', 'The sign-in header is not base64-encoded JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return failed('X402_SIGN_IN_INVALID_PAYLOAD', 'The sign-in payload must be a JSON object');
  }
  const fields = parsed as Record<string, unknown>;
  for (const name of ['address', 'signature'] as const) {
    if (typeof fields[name] !== 'string' || fields[name] === '') {
      return failed('X402_SIGN_IN_INVALID_PAYLOAD', `The sign-in payload needs a non-empty string "${name}"`);
    }
  }
  const payload: SiwxHeaderPayload = { address: (fields.address as string).trim(), signature: (fields.signature as string).trim() };

  // Every text field is kept exactly as sent (no trimming): the signed text is rebuilt from it.
  // An empty string is refused rather than guessed at: the two official formatters treat it
  // differently (siwe prints an empty statement, x402's Solana formatter drops it).
  for (const name of ['message', ...STRUCTURED_TEXT_FIELDS] as const) {
    if (!present(fields[name])) continue;
    if (typeof fields[name] !== 'string' || fields[name] === '') {
      return failed('X402_SIGN_IN_INVALID_PAYLOAD', `The sign-in "${name}" must be a non-empty string when present`);
    }
    payload[name] = fields[name] as string;
  }
  if (payload.message === undefined && STRUCTURED_TEXT_FIELDS.every((name) => payload[name] === undefined)) {
    return failed('X402_SIGN_IN_INVALID_PAYLOAD', 'The sign-in payload needs the signed "message", or the sign-in-with-x fields (domain, uri, nonce, …)');
  }
  if (present(fields.resources)) {
    const resources = fields.resources;
    if (!Array.isArray(resources) || resources.length > MAX_RESOURCES || !resources.every((resource) => typeof resource === 'string')) {
      return failed('X402_SIGN_IN_INVALID_PAYLOAD', `The sign-in "resources" must be a list of at most ${MAX_RESOURCES} strings`);
    }
    payload.resources = resources as string[];
  }
  if (present(fields.signatureScheme)) {
    if (typeof fields.signatureScheme !== 'string' || !SIGNATURE_SCHEMES.has(fields.signatureScheme)) {
      return failed('X402_SIGN_IN_INVALID_PAYLOAD', 'The sign-in "signatureScheme" must be eip191, eip1271, eip6492 or siws');
    }
    payload.signatureScheme = fields.signatureScheme;
  }
  if (present(fields.timestamp)) {
    const timestamp = typeof fields.timestamp === 'string' && /^\d+$/.test(fields.timestamp) ? Number(fields.timestamp) : fields.timestamp;
    if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) {
      return failed('X402_SIGN_IN_INVALID_PAYLOAD', 'The sign-in "timestamp" must be Unix milliseconds');
    }
    payload.timestamp = timestamp;
  }
  if (present(fields.chainId)) {
    if (typeof fields.chainId !== 'string' && typeof fields.chainId !== 'number') {
      return failed('X402_SIGN_IN_INVALID_CHAIN_ID', 'The sign-in "chainId" must be a number or a string');
    }
    payload.chainId = fields.chainId;
  }
  if (present(fields.type)) {
    if (typeof fields.type !== 'string') return failed('X402_SIGN_IN_INVALID_PAYLOAD', 'The sign-in "type" must be a string');
    payload.type = fields.type;
  }
  return passed(payload);
}

/** The header value for a payload (the inverse of decodeSiwxHeader; clients and tests use it). */
export function encodeSiwxHeader(payload: SiwxHeaderPayload): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}
