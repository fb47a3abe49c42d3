// The seam between the top-up flow and each chain family. A rail module knows one network's
// scheme: what its requirement's `extra` holds, how to register its facilitator scheme, what
// makes one of its payments single-use, and how to find out after a crash whether a payment
// moved money on chain. Modules are looked up by CAIP-2 namespace (eip155, solana).
import type { x402Facilitator } from '@x402/core/facilitator';
import type { FacilitatorClient } from '@x402/core/server';
import type { PaymentPayload } from '@x402/core/types';
import type { Namespace } from './networks.js';
import type { RailSettings } from './settings.js';

/** What makes a payment single-use on its chain, read from the payload before verification. */
export interface PaymentIdentity {
  /** EVM: the EIP-3009 authorization nonce (0x…, lower case); Solana: the signed transaction. */
  nonce: string;
  /** When the payment stops being valid on chain, if the scheme says (EVM: validBefore). */
  validBefore?: Date;
  /** The payer the payload claims, when it names one before verification (EVM: authorization.from, lower case). */
  claimedPayer?: string;
}

/** A payment recorded before settlement, as reconciliation hands it to the rail. */
export interface RecordedPayment {
  network: string;
  /** The verified payer (EVM lower case, Solana base58). */
  payer: string;
  nonce: string;
  payload: PaymentPayload;
  /** A transaction the facilitator reported as broadcast but unconfirmed, if any. */
  transaction: string | null;
  validBefore: Date | null;
}

/** What the chain says about a recorded payment. */
export type ChainOutcome =
  /** The money moved to payTo in this transaction (hash or signature). */
  | { state: 'transferred'; transaction: string }
  /** It did not move and never can any more (expired): the payment failed. */
  | { state: 'expired' }
  /** It has not moved yet but still could, or the chain cannot be asked: look again later. */
  | { state: 'undecided'; reason: string };

export interface RailModule {
  readonly namespace: Namespace;
  readonly settings: RailSettings;
  /**
   * The `extra` of this rail's requirement (EVM: the token's EIP-712 {name, version}; Solana:
   * {feePayer}). Resolved once when the facilitator is created, so building requirements stays
   * synchronous and deterministic.
   */
  requirementExtra(): Promise<Record<string, unknown>>;
  /** Registers the rail's `exact` scheme for its network on the in-process facilitator. */
  registerOn(facilitator: x402Facilitator): void;
  /** The payment's single-use identity, or undefined when the payload lacks it (malformed). */
  paymentIdentity(payload: PaymentPayload): PaymentIdentity | undefined;
  /** Reads the chain to settle the fate of a payment whose settlement outcome was not seen. */
  inspect(payment: RecordedPayment): Promise<ChainOutcome>;
}

export interface RailContext {
  /** The remote facilitator when `facilitator:` is a URL (e.g. for Solana's fee payer from /supported). */
  remote?: FacilitatorClient;
  /** How long the in-process facilitator waits for a settlement to confirm before calling it pending. */
  confirmationTimeoutMs: number;
}

export type RailFactory<S extends RailSettings = RailSettings> = (settings: S, context: RailContext) => RailModule;
