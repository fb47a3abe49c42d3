// EVM sign-in: an EIP-191 personal_sign signature over the EIP-4361 text. An externally owned
// account is recovered offline with ethers; a contract wallet is asked through EIP-1271 when a
// verifier is configured.
import type { ContractSignatureVerifier } from './eip1271.js';
import { loadEthers } from './lazy-ethers.js';
import { failed, passed, type Checked } from './result.js';

/** The lower-cased address, when it is a 20-byte hex address (any case, with or without a valid checksum). */
export function normalizeEvmAddress(address: string): string | undefined {
  // Every 20-byte hex string is an address once lower-cased (a checksum is only carried by mixed case).
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined;
  return address.toLowerCase();
}

/**
 * The EIP-55 form siwe writes into the text: an all-lower or all-upper case address is checksummed,
 * a mixed-case one must already carry a valid checksum (siwe refuses to sign it otherwise).
 */
export async function checksumEvmAddress(address: string): Promise<string | undefined> {
  if (!normalizeEvmAddress(address)) return undefined;
  const { getAddress } = await loadEthers();
  try {
    return getAddress(address);
  } catch {
    return undefined;
  }
}

/** Whether `signature` is `address`'s signature of `message`; `address` is lower-cased. */
export async function verifyEvmSignature(
  message: string,
  signature: string,
  address: string,
  contractVerifier: ContractSignatureVerifier | undefined,
): Promise<Checked<void>> {
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) return failed('X402_SIGN_IN_INVALID_SIGNATURE', 'The signature must be 0x-prefixed hex');
  const { hashMessage, verifyMessage } = await loadEthers();
  let recovered: string | undefined;
  try {
    recovered = verifyMessage(message, signature).toLowerCase();
  } catch {
    recovered = undefined; // not a 65-byte ECDSA signature; a contract wallet may still accept it
  }
  if (recovered === address) return passed(undefined);
  if (!contractVerifier) {
    return failed('X402_SIGN_IN_INVALID_SIGNATURE', 'The signature does not match the address (contract-wallet signatures are not configured on this server)');
  }
  let accepted: boolean;
  try {
    accepted = await contractVerifier({ address, messageHash: hashMessage(message), signature });
  } catch {
    return failed('X402_SIGN_IN_INVALID_SIGNATURE', 'The contract wallet could not be asked to verify the signature; try again');
  }
  return accepted ? passed(undefined) : failed('X402_SIGN_IN_INVALID_SIGNATURE', 'The signature does not match the address');
}
