// Chain identifiers. Base is accepted as 8453, "8453" or "eip155:8453" in the payload and as
// "Chain ID: 8453" in an EIP-4361 message; Solana as "solana:<reference>" in the payload and as the
// bare reference (x402's formatter) or the full CAIP-2 id in the message.
import type { WalletChain } from '../../principal.js';
import { failed, passed, type Checked } from './result.js';

export const BASE_CHAIN_ID = 8453;
/** Solana mainnet's CAIP-2 reference (the genesis hash prefix). */
export const SOLANA_MAINNET_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

export type ChainIdentity = { chain: 'base' } | { chain: 'solana'; reference: string };

const EVM = /^(?:eip155:)?(\d{1,20})$/;
const SOLANA = /^solana:([1-9A-HJ-NP-Za-km-z]{1,64})$/;

/**
 * A chain id as sent in the payload or a message. `context` is what the caller has already learned
 * about the wallet type: a bare Solana reference is only meaningful inside a Solana message.
 */
export function readChainId(value: string | number, solanaReferences: readonly string[], context: WalletChain): Checked<ChainIdentity> {
  const text = String(value).trim();
  const evm = EVM.exec(text);
  if (evm) {
    if (Number(evm[1]) !== BASE_CHAIN_ID) return failed('X402_SIGN_IN_UNSUPPORTED_CHAIN', `Chain ${text} is not supported; sign in on Base (8453) or Solana`);
    return passed({ chain: 'base' });
  }
  const solana = SOLANA.exec(text) ?? (context === 'solana' ? /^([1-9A-HJ-NP-Za-km-z]{1,64})$/.exec(text) : null);
  if (solana) {
    if (!solanaReferences.includes(solana[1]!)) return failed('X402_SIGN_IN_UNSUPPORTED_CHAIN', `Solana chain ${solana[1]} is not supported`);
    return passed({ chain: 'solana', reference: solana[1]! });
  }
  if (/^[-a-z0-9]{3,8}:/.test(text)) return failed('X402_SIGN_IN_UNSUPPORTED_CHAIN', `Chain ${text.slice(0, 80)} is not supported`);
  return failed('X402_SIGN_IN_INVALID_CHAIN_ID', `"${text.slice(0, 80)}" is not a chain id`);
}

export function sameChain(left: ChainIdentity, right: ChainIdentity): boolean {
  return left.chain === right.chain && (left.chain === 'base' || left.reference === (right as { reference: string }).reference);
}
