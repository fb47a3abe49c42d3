// x402 wallet top-ups: settings, requirements, payment headers, the facilitator and its rails,
// and the top-up service that settles before it credits (docs/decisions/0009-x402-settlement.md).
export {
  loadX402Settings,
  DEFAULT_SETTINGS,
  type X402Settings,
  type RailSettings,
  type EvmRailSettings,
  type SolanaRailSettings,
  type FacilitatorSettings,
} from './settings.js';
export { requirementsFor, requirementFor, matchRequirement, toBaseUnits, fromBaseUnits, type RailExtras, type MatchedPayment } from './requirements.js';
export { decodePaymentHeader, paymentHeaderValue, PAYMENT_HEADERS, type DecodedPayment } from './payment-header.js';
export { createX402Facilitator, RAIL_FACTORIES, type X402Facilitator, type FacilitatorOptions } from './facilitator.js';
export type { RailModule, RailFactory, RailContext, PaymentIdentity, RecordedPayment, ChainOutcome } from './rails.js';
export { TopUpService, type TopUpOptions } from './top-up.js';
export { topUpError, type TopUpErrorCode, type TopUpFailure, type Checked } from './errors.js';
export { BASE_MAINNET, SOLANA_MAINNET, namespaceOf, evmChainId, toCaip2, type Namespace } from './networks.js';
