// SIGN-IN-WITH-X verification, from the header value to a wallet principal or a typed failure:
// decode → one sign-in claim from either header form (the signed text, its fields, the wallet;
// claim.ts) → meant for us → fresh and with a nonce → signature → the nonce was not used before.
// Cheap checks run first, and a nonce is spent only by a correctly signed message, so forged
// headers cannot burn someone's nonces.
import { readSignInClaim } from './claim.js';
import type { ContractSignatureVerifier } from './eip1271.js';
import { SOLANA_MAINNET_REFERENCE } from './chain.js';
import { verifyEvmSignature } from './evm.js';
import { checkAudience, checkFreshness, checkNonce, DEFAULT_FRESHNESS, type ExpectedAudience, type FreshnessPolicy } from './field-checks.js';
import { decodeSiwxHeader } from './header.js';
import type { SiwxNonceStore } from './nonce-store.js';
import { failed, type SiwxOutcome } from './result.js';
import { verifySolanaSignature } from './solana.js';

export interface SiwxVerifierOptions {
  /** The domain and base URL sign-in messages must name. */
  audience: ExpectedAudience;
  nonces: SiwxNonceStore;
  now?: () => number;
  freshness?: Partial<FreshnessPolicy>;
  /** Accepted Solana CAIP-2 references; mainnet by default. */
  solanaReferences?: readonly string[];
  /** EIP-1271 contract wallets; unset, only externally owned accounts sign in on Base. */
  contractSignatures?: ContractSignatureVerifier;
}

export async function verifySignIn(headerValue: string, options: SiwxVerifierOptions): Promise<SiwxOutcome> {
  const now = (options.now ?? Date.now)();
  const policy = { ...DEFAULT_FRESHNESS, ...options.freshness };

  const decoded = decodeSiwxHeader(headerValue);
  if (!decoded.ok) return decoded;
  const read = await readSignInClaim(decoded.value, options.solanaReferences ?? [SOLANA_MAINNET_REFERENCE]);
  if (!read.ok) return read;
  const claim = read.value;

  const audience = checkAudience(claim.message, options.audience);
  if (!audience.ok) return audience;
  const nonce = checkNonce(claim.message);
  if (!nonce.ok) return nonce;
  const fresh = checkFreshness(claim.message, claim.timestamp, now, policy);
  if (!fresh.ok) return fresh;

  const signature = claim.solanaKey
    ? verifySolanaSignature(claim.signedText, claim.signature, claim.solanaKey)
    : await verifyEvmSignature(claim.signedText, claim.signature, claim.address, options.contractSignatures);
  if (!signature.ok) return signature;

  if (!(await options.nonces.consume(`${claim.wallet}:${claim.address}`, nonce.value, fresh.value))) {
    return failed('X402_SIGN_IN_NONCE_REUSED', 'This sign-in nonce was already used; sign a new message');
  }
  return { ok: true, principal: { kind: 'wallet', address: claim.address, chain: claim.wallet } };
}
