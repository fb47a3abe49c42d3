// The `accepts` entries of a top-up, and matching a payment's `accepted` against them. The same
// amount always rebuilds exactly the same entries (no timestamps, no randomness), because the
// client copies the entry it pays and the retried request must find it again (x402 v2).
import type { PaymentPayload, PaymentRequirements } from '@x402/core/types';
import { failed, passed, type Checked } from './errors.js';
import type { DecodedPayment } from './payment-header.js';
import type { RailSettings, X402Settings } from './settings.js';

/** Each enabled rail's requirement `extra`, keyed by network (from the facilitator's rails). */
export type RailExtras = ReadonlyMap<string, Record<string, unknown>>;

/** Micro-USD as the token's base units: a stablecoin with d ≥ 6 decimals has 10^(d-6) per micro-USD. */
export function toBaseUnits(amountMicro: bigint, decimals: number): bigint {
  return amountMicro * 10n ** BigInt(decimals - 6);
}

/** Base units back to micro-USD; exact for amounts we asked for (multiples by construction). */
export function fromBaseUnits(amount: bigint, decimals: number): bigint {
  return amount / 10n ** BigInt(decimals - 6);
}

export function requirementFor(
  rail: RailSettings,
  settings: Pick<X402Settings, 'maxTimeoutSeconds'>,
  amountMicro: bigint,
  extra: Record<string, unknown>,
): PaymentRequirements {
  return {
    scheme: 'exact',
    network: rail.network,
    amount: toBaseUnits(amountMicro, rail.decimals).toString(),
    asset: rail.asset,
    payTo: rail.payTo,
    maxTimeoutSeconds: settings.maxTimeoutSeconds,
    extra: { ...extra },
  };
}

/** One `exact` requirement per enabled rail, in the configured order. */
export function requirementsFor(settings: X402Settings, amountMicro: bigint, extras: RailExtras): PaymentRequirements[] {
  return settings.rails.map((rail) => {
    const extra = extras.get(rail.network);
    if (!extra) throw new Error(`x402: no requirement extra resolved for ${rail.network} (create the facilitator first)`);
    return requirementFor(rail, settings, amountMicro, extra);
  });
}

export interface MatchedPayment {
  requirement: PaymentRequirements;
  /** The payload to verify and settle: for v1, `accepted` is our requirement. */
  payload: PaymentPayload;
}

const isEvmAddress = (value: string) => /^0x[0-9a-fA-F]{40}$/.test(value);
/** Addresses compare case-insensitively on EVM (checksums are case); elsewhere exactly. */
const sameAddress = (left: string, right: string) => (isEvmAddress(left) && isEvmAddress(right) ? left.toLowerCase() === right.toLowerCase() : left === right);

/** Our extra must be contained in the client's (2.27's rule: clients may add fields, not change ours). */
function containsExtra(theirs: Record<string, unknown> | undefined, ours: Record<string, unknown>): boolean {
  return Object.entries(ours).every(([key, value]) => JSON.stringify(theirs?.[key]) === JSON.stringify(value));
}

/**
 * Finds the requirement the payment pays: every field the client declared must equal ours. The
 * failure names the first field that differs, in the order a client most likely got wrong.
 */
export function matchRequirement(decoded: DecodedPayment, requirements: PaymentRequirements[]): Checked<MatchedPayment> {
  const { declared } = decoded;
  const requirement = requirements.find((candidate) => candidate.network === declared.network);
  if (!requirement) {
    return failed('UNSUPPORTED_NETWORK', `Payments on ${String(declared.network)} are not accepted here`, {
      accepted: requirements.map((entry) => entry.network),
    });
  }
  if (declared.scheme !== requirement.scheme) return failed('UNSUPPORTED_SCHEME', `Only the "${requirement.scheme}" scheme is accepted`);
  if (declared.asset !== undefined && !sameAddress(declared.asset, requirement.asset)) {
    return failed('UNSUPPORTED_TOKEN', `On ${requirement.network} only the token ${requirement.asset} is accepted`);
  }
  if (declared.extra !== undefined && !containsExtra(declared.extra, requirement.extra)) {
    return failed('UNSUPPORTED_TOKEN', `The payment's token details (extra) differ from the ones offered on ${requirement.network}`);
  }
  if (declared.payTo !== undefined && !sameAddress(declared.payTo, requirement.payTo)) {
    return failed('INVALID_PAYMENT_RECIPIENT', `Payments on ${requirement.network} must be made to ${requirement.payTo}`);
  }
  if (declared.amount !== undefined && declared.amount !== requirement.amount) {
    return failed('INVALID_AMOUNT', `The payment is for ${declared.amount} base units; this top-up needs exactly ${requirement.amount}`);
  }
  if (declared.maxTimeoutSeconds !== undefined && declared.maxTimeoutSeconds !== requirement.maxTimeoutSeconds) {
    return failed('INVALID_PAYMENT', `The payment's maxTimeoutSeconds differs from the offered ${requirement.maxTimeoutSeconds}`);
  }
  const payload = decoded.version === 1 ? { ...decoded.payload, accepted: requirement } : decoded.payload;
  return passed({ requirement, payload });
}
