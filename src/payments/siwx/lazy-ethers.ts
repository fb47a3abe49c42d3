// The one way this service loads ethers, shared by the EVM sign-in (evm.ts), contract wallets
// (eip1271.ts) and wallet-bound keys (src/accounts/web3-keys.ts).

let ethers: Promise<typeof import('ethers')> | undefined;

/**
 * ethers, imported on the first EVM sign-in rather than at boot: it holds about 20 MB of memory
 * that a server nobody signs in to with a wallet should not pay (docs/decisions/0016-memory.md).
 */
export function loadEthers(): Promise<typeof import('ethers')> {
  ethers ??= import('ethers');
  return ethers;
}
