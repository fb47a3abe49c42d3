// SIGN-IN-WITH-X verification (x402's sign-in-with-x extension, CAIP-122). verifySignIn takes
// the header in either form, the reference API's carrying the signed message or the official x402
// `sign-in-with-x` structured one, and maps a failure to the spec's 401 with siwxFailureError.
export { verifySignIn, type SiwxVerifierOptions } from './verify.js';
export { DatabaseNonceStore, type SiwxNonceStore } from './nonce-store.js';
export { jsonRpcContractVerifier, type ContractSignatureVerifier, type JsonRpcVerifierOptions } from './eip1271.js';
export { decodeSiwxHeader, encodeSiwxHeader, type SiwxHeaderPayload } from './header.js';
export { parseSignInMessage, type SignInMessage } from './message.js';
export { readSignInClaim, rebuildSignedText, type SignInClaim } from './claim.js';
export { formatSignInText, type SignInTextFields } from './format.js';
export { DEFAULT_FRESHNESS, type ExpectedAudience, type FreshnessPolicy } from './field-checks.js';
export { BASE_CHAIN_ID, SOLANA_MAINNET_REFERENCE } from './chain.js';
export { siwxFailureError, type SiwxFailure, type SiwxFailureCode, type SiwxOutcome } from './result.js';
