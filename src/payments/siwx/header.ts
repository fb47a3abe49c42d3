// The SIGN-IN-WITH-X header value (service-spec.md, Authentication 6): standard base64 of a JSON
// object {address, message, signature, timestamp?, chainId?, type?}. Which header carried it (the
// legacy X-Sign-In-With-X too) is the caller's concern.
import { failed, passed, type Checked } from './result.js';

export interface SiwxHeaderPayload {
  address: string;
  /** The signed text: EIP-4361 for EVM wallets, the Solana sign-in format for Solana wallets. */
  message: string;
  signature: string;
  /** Unix milliseconds; when present it must lie within 30 s of the message's Issued At. */
  timestamp?: number;
  /** As sent: 8453, "8453", "eip155:8453" or "solana:<reference>"; absent means the message's. */
  chainId?: string | number;
  /** "ed25519" for Solana; absent (or eip191 / eip1271) means an EVM wallet. */
  type?: string;
}

/** Far above any honest header (a message with a few resources); bounds decoding work. */
const MAX_HEADER_LENGTH = 16_384;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

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
  for (const name of ['address', 'message', 'signature'] as const) {
    if (typeof fields[name] !== 'string' || fields[name] === '') {
      return failed('X402_SIGN_IN_INVALID_PAYLOAD', `The sign-in payload needs a non-empty string "${name}"`);
    }
  }
  const payload: SiwxHeaderPayload = {
    address: (fields.address as string).trim(),
    message: fields.message as string,
    signature: (fields.signature as string).trim(),
  };
  if (fields.timestamp !== undefined && fields.timestamp !== null) {
    const timestamp = typeof fields.timestamp === 'string' && /^\d+$/.test(fields.timestamp) ? Number(fields.timestamp) : fields.timestamp;
    if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) {
      return failed('X402_SIGN_IN_INVALID_PAYLOAD', 'The sign-in "timestamp" must be Unix milliseconds');
    }
    payload.timestamp = timestamp;
  }
  if (fields.chainId !== undefined && fields.chainId !== null) {
    if (typeof fields.chainId !== 'string' && typeof fields.chainId !== 'number') {
      return failed('X402_SIGN_IN_INVALID_CHAIN_ID', 'The sign-in "chainId" must be a number or a string');
    }
    payload.chainId = fields.chainId;
  }
  if (fields.type !== undefined && fields.type !== null) {
    if (typeof fields.type !== 'string') return failed('X402_SIGN_IN_INVALID_PAYLOAD', 'The sign-in "type" must be a string');
    payload.type = fields.type;
  }
  return passed(payload);
}

/** The header value for a payload (the inverse of decodeSiwxHeader; clients and tests use it). */
export function encodeSiwxHeader(payload: SiwxHeaderPayload): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}
