// SIGN-IN-WITH-X verification (service-spec.md, Authentication 6–9). Not wired into the HTTP
// pipeline yet: the siwx security handler will call verifySignIn and map a failure with siwxFailureError.
export { verifySignIn, type SiwxVerifierOptions } from './verify.js';
export { DatabaseNonceStore, type SiwxNonceStore } from './nonce-store.js';
export { jsonRpcContractVerifier, type ContractSignatureVerifier, type JsonRpcVerifierOptions } from './eip1271.js';
export { decodeSiwxHeader, encodeSiwxHeader, type SiwxHeaderPayload } from './header.js';
export { parseSignInMessage, type SignInMessage } from './message.js';
export { DEFAULT_FRESHNESS, type ExpectedAudience, type FreshnessPolicy } from './field-checks.js';
export { BASE_CHAIN_ID, SOLANA_MAINNET_REFERENCE } from './chain.js';
export { siwxFailureError, type SiwxFailure, type SiwxFailureCode, type SiwxOutcome, type WalletChain, type WalletPrincipal } from './result.js';
