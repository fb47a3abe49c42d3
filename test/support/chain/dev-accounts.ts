// anvil's well-known development keys (from the public "test test … junk" mnemonic): each has
// 10,000 ETH on a fresh anvil chain. Public knowledge, fit only for throwaway chains.
import type { Hex } from 'viem';

export const DEV_KEYS = {
  /** Submits transferWithAuthorization in the tests (the settler pays gas); also deploys. */
  settler: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  /** Receives the top-ups (payTo). */
  merchant: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  /** Pay for top-ups. */
  payer: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  secondPayer: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
} as const satisfies Record<string, Hex>;
