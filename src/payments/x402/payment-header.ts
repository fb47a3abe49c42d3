// The payment a top-up request carries: `PAYMENT-SIGNATURE` (x402 v2), or from legacy clients
// `X-PAYMENT` (v1) or `X-402-Payment` (in no spec; treated as an alias). All are
// standard base64 of a JSON object; the JSON's x402Version, not the header's name, says which
// shape it is. A v1 payment names only scheme and network (short names such as `base`); what
// it declares is kept apart from what it left out, so matching checks only what was declared
// and the signed authorization (checked by the facilitator) covers the rest.
import type { PaymentPayload, PaymentRequirements } from '@x402/core/types';
import { failed, passed, type Checked } from './errors.js';
import { x402HttpCodec } from './http-codec.js';
import { toCaip2 } from './networks.js';
import { isPlainObject } from '../../plain-object.js';

/** Header names in order of preference (HTTP header names are case-insensitive). */
export const PAYMENT_HEADERS = ['payment-signature', 'x-payment', 'x-402-payment'] as const;

/** The first payment header present, from a header getter such as Koa's `ctx.get`. */
export function paymentHeaderValue(get: (name: string) => string | undefined): string | undefined {
  for (const name of PAYMENT_HEADERS) {
    const value = get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}

export interface DecodedPayment {
  /** A v2 payload; for v1, `accepted` holds only what the client declared (see `declared`). */
  payload: PaymentPayload;
  /** The requirement fields the client actually named; the match compares exactly these. */
  declared: Partial<PaymentRequirements>;
  /** The protocol version the client spoke. */
  version: 1 | 2;
}

/** Far above any honest payment (an EVM one is ~600 bytes, a Solana transaction ~1.5 KB). */
const MAX_HEADER_LENGTH = 16_384;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export async function decodePaymentHeader(headerValue: string): Promise<Checked<DecodedPayment>> {
  const text = headerValue.trim();
  if (text.length === 0) return failed('INVALID_PAYMENT_FORMAT', 'The payment header is empty');
  if (text.length > MAX_HEADER_LENGTH) return failed('INVALID_PAYMENT_FORMAT', 'The payment header is too long');
  if (!BASE64.test(text)) return failed('INVALID_PAYMENT_FORMAT', 'The payment header is not standard base64');
  const { decodePaymentSignatureHeader } = await x402HttpCodec();
  let parsed: unknown;
  try {
    parsed = decodePaymentSignatureHeader(text);
  } catch {
    return failed('INVALID_PAYMENT_FORMAT', 'The payment header is not base64-encoded JSON');
  }
  if (!isPlainObject(parsed)) return failed('INVALID_PAYMENT_FORMAT', 'The payment must be a JSON object');
  if (!isPlainObject(parsed.payload)) return failed('INVALID_PAYMENT_FORMAT', 'The payment needs a "payload" object');
  if (parsed.x402Version === 2) return fromV2(parsed);
  if (parsed.x402Version === 1) return fromV1(parsed);
  return failed('INVALID_PAYMENT_FORMAT', 'The payment\'s "x402Version" must be 1 or 2');
}

const REQUIREMENT_STRINGS = ['scheme', 'network', 'amount', 'asset', 'payTo'] as const;

function fromV2(parsed: Record<string, unknown>): Checked<DecodedPayment> {
  const accepted = parsed.accepted;
  if (!isPlainObject(accepted)) return failed('INVALID_PAYMENT_FORMAT', 'A v2 payment needs the "accepted" requirement it pays');
  for (const field of REQUIREMENT_STRINGS) {
    if (typeof accepted[field] !== 'string') return failed('INVALID_PAYMENT_FORMAT', `The payment's accepted.${field} must be a string`);
  }
  if (typeof accepted.maxTimeoutSeconds !== 'number') return failed('INVALID_PAYMENT_FORMAT', "The payment's accepted.maxTimeoutSeconds must be a number");
  if (accepted.extra !== undefined && !isPlainObject(accepted.extra)) return failed('INVALID_PAYMENT_FORMAT', "The payment's accepted.extra must be an object");
  const requirement = { ...accepted, extra: accepted.extra ?? {} } as PaymentRequirements;
  const payload: PaymentPayload = {
    x402Version: 2,
    accepted: requirement,
    payload: parsed.payload as Record<string, unknown>,
    ...(isPlainObject(parsed.resource) ? { resource: parsed.resource as unknown as PaymentPayload['resource'] } : {}),
    ...(isPlainObject(parsed.extensions) ? { extensions: parsed.extensions } : {}),
  };
  return passed({ payload, declared: requirement, version: 2 });
}

function fromV1(parsed: Record<string, unknown>): Checked<DecodedPayment> {
  if (typeof parsed.scheme !== 'string' || typeof parsed.network !== 'string') {
    return failed('INVALID_PAYMENT_FORMAT', 'A v1 payment needs "scheme" and "network" strings');
  }
  const network = toCaip2(parsed.network);
  if (!network) return failed('UNSUPPORTED_NETWORK', `The network "${parsed.network}" is not one this server accepts`);
  // Some v1 clients echo the requirement they chose; take what it states, in v2 names.
  const echoed = isPlainObject(parsed.paymentRequirements) ? parsed.paymentRequirements : isPlainObject(parsed.accepted) ? parsed.accepted : {};
  const declared: Partial<PaymentRequirements> = { scheme: parsed.scheme, network };
  const amount = echoed.maxAmountRequired ?? echoed.amount;
  if (typeof amount === 'string') declared.amount = amount;
  if (typeof echoed.asset === 'string') declared.asset = echoed.asset;
  if (typeof echoed.payTo === 'string') declared.payTo = echoed.payTo;
  if (typeof echoed.maxTimeoutSeconds === 'number') declared.maxTimeoutSeconds = echoed.maxTimeoutSeconds;
  if (isPlainObject(echoed.extra)) declared.extra = echoed.extra;
  const payload: PaymentPayload = {
    x402Version: 2,
    // Completed with our own requirement once matched (matchRequirement); never used as is.
    accepted: { amount: '', asset: '', payTo: '', maxTimeoutSeconds: 0, extra: {}, ...declared } as PaymentRequirements,
    payload: parsed.payload as Record<string, unknown>,
  };
  return passed({ payload, declared, version: 1 });
}
