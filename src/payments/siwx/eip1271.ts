// Contract wallets (EIP-1271): the signature is whatever the wallet contract accepts, so the only
// check is to ask it, `isValidSignature(bytes32 hash, bytes signature)`, through a chain RPC, and
// expect the magic value 0x1626ba7e. Counterfactual (EIP-6492, not yet deployed) wallets are not covered.
import type { Interface } from 'ethers';
import { loadEthers } from './lazy-ethers.js';

/**
 * Whether the contract at `address` accepts `signature` for the EIP-191 hash of the message.
 * Resolves false for "no"; rejects when the chain cannot be asked (the caller reports that as
 * unavailable rather than as a bad signature).
 */
export type ContractSignatureVerifier = (request: { address: string; messageHash: string; signature: string }) => Promise<boolean>;

const MAGIC_VALUE = '0x1626ba7e';
let erc1271: Interface | undefined;

export interface JsonRpcVerifierOptions {
  /** The Base JSON-RPC endpoint. */
  rpcUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** An EIP-1271 verifier that calls `eth_call` on a JSON-RPC endpoint. */
export function jsonRpcContractVerifier(options: JsonRpcVerifierOptions): ContractSignatureVerifier {
  const send = options.fetch ?? fetch;
  return async ({ address, messageHash, signature }) => {
    erc1271 ??= new (await loadEthers()).Interface(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)']);
    const data = erc1271.encodeFunctionData('isValidSignature', [messageHash, signature]);
    const response = await send(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: address, data }, 'latest'] }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    if (!response.ok) throw new Error(`EIP-1271 RPC answered HTTP ${response.status}`);
    const reply = (await response.json()) as { result?: unknown; error?: { message?: string } };
    // A revert (no such method) is a "no"; any other RPC error is an outage. An account without
    // code answers "0x", also a "no".
    if (reply.error) {
      if (/revert/i.test(reply.error.message ?? '')) return false;
      throw new Error(`EIP-1271 RPC error: ${reply.error.message ?? 'unknown'}`);
    }
    return typeof reply.result === 'string' && reply.result.toLowerCase().startsWith(MAGIC_VALUE);
  };
}
