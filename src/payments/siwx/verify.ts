// SIGN-IN-WITH-X verification, from the header value to a wallet principal or a typed failure:
// decode → parse the message → wallet type, chain and address agree → meant for us → fresh and
// with a nonce → signature → the nonce was not used before. Cheap checks run first, and a nonce is
// spent only by a correctly signed message, so forged headers cannot burn someone's nonces.
import type { ContractSignatureVerifier } from './eip1271.js';
import { readChainId, sameChain, SOLANA_MAINNET_REFERENCE, type ChainIdentity } from './chain.js';
import { normalizeEvmAddress, verifyEvmSignature } from './evm.js';
import { checkAudience, checkFreshness, checkNonce, DEFAULT_FRESHNESS, type ExpectedAudience, type FreshnessPolicy } from './field-checks.js';
import { decodeSiwxHeader } from './header.js';
import { parseSignInMessage } from './message.js';
import type { SiwxNonceStore } from './nonce-store.js';
import { failed, type SiwxOutcome, type WalletChain } from './result.js';
import { solanaPublicKey, verifySolanaSignature } from './solana.js';

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

const EVM_TYPES = new Set(['eip191', 'eip1271']);

export async function verifySignIn(headerValue: string, options: SiwxVerifierOptions): Promise<SiwxOutcome> {
  const now = (options.now ?? Date.now)();
  const policy = { ...DEFAULT_FRESHNESS, ...options.freshness };
  const solanaReferences = options.solanaReferences ?? [SOLANA_MAINNET_REFERENCE];

  const decoded = decodeSiwxHeader(headerValue);
  if (!decoded.ok) return decoded;
  const payload = decoded.value;
  const parsed = parseSignInMessage(payload.message);
  if (!parsed.ok) return parsed;
  const message = parsed.value;

  let walletType: WalletChain;
  if (payload.type === 'ed25519') walletType = 'solana';
  else if (payload.type === undefined || EVM_TYPES.has(payload.type)) walletType = 'base';
  else return failed('X402_SIGN_IN_INVALID_PAYLOAD', 'The sign-in "type" must be ed25519 (Solana) or omitted (EVM)');
  if ((message.account === 'Solana') !== (walletType === 'solana')) {
    return failed('X402_SIGN_IN_CHAIN_MISMATCH', `The message is a ${message.account} sign-in but the payload is for a ${walletType === 'solana' ? 'Solana' : 'EVM'} wallet`);
  }

  let payloadChain: ChainIdentity | undefined;
  if (payload.chainId !== undefined) {
    const read = readChainId(payload.chainId, solanaReferences, walletType);
    if (!read.ok) return read;
    payloadChain = read.value;
  }
  if (message.chainId === undefined) return failed('X402_SIGN_IN_INVALID_CHAIN_ID', 'The sign-in message has no "Chain ID"');
  const messageChain = readChainId(message.chainId, solanaReferences, walletType);
  if (!messageChain.ok) return messageChain;
  if (payloadChain && !sameChain(payloadChain, messageChain.value)) {
    return failed('X402_SIGN_IN_CHAIN_MISMATCH', 'The payload chainId and the message "Chain ID" differ');
  }
  if (messageChain.value.chain !== walletType) return failed('X402_SIGN_IN_CHAIN_MISMATCH', 'The chain does not match the wallet type');

  let address: string;
  let solanaKey: Uint8Array | undefined;
  if (walletType === 'base') {
    const normalized = normalizeEvmAddress(payload.address);
    if (!normalized) return failed('X402_SIGN_IN_INVALID_WALLET', 'The address is not an EVM address');
    if (normalizeEvmAddress(message.address) !== normalized) return failed('X402_SIGN_IN_ADDRESS_MISMATCH', 'The payload address is not the address in the message');
    address = normalized;
  } else {
    solanaKey = solanaPublicKey(payload.address);
    if (!solanaKey) return failed('X402_SIGN_IN_INVALID_WALLET', 'The address is not a Solana address');
    if (message.address !== payload.address) return failed('X402_SIGN_IN_ADDRESS_MISMATCH', 'The payload address is not the address in the message');
    address = payload.address;
  }

  const audience = checkAudience(message, options.audience);
  if (!audience.ok) return audience;
  const nonce = checkNonce(message);
  if (!nonce.ok) return nonce;
  const fresh = checkFreshness(message, payload.timestamp, now, policy);
  if (!fresh.ok) return fresh;

  const signature = solanaKey
    ? verifySolanaSignature(payload.message, payload.signature, solanaKey)
    : await verifyEvmSignature(payload.message, payload.signature, address, options.contractSignatures);
  if (!signature.ok) return signature;

  if (!(await options.nonces.consume(`${walletType}:${address}`, nonce.value, fresh.value))) {
    return failed('X402_SIGN_IN_NONCE_REUSED', 'This sign-in nonce was already used; sign a new message');
  }
  return { ok: true, principal: { kind: 'wallet', address, chain: walletType } };
}
