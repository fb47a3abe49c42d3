// The EVM chain the x402 tests pay on: an anvil node with Base's chain id, our EIP-3009 token
// deployed as "USD Coin" version "2" (USDC's EIP-712 domain on Base, at another address), and
// Multicall3's tryAggregate at its canonical address. Real transactions, loopback only.
import { createPublicClient, createWalletClient, defineChain, http, type Address, type Chain, type Hex, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startAnvil, type AnvilOptions } from './anvil.js';
import { compileContracts } from './compile.js';
import { DEV_KEYS } from './dev-accounts.js';

/** Where Multicall3 lives on every public EVM chain (the x402 facilitator's diagnostics call it there). */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

export interface TestChain {
  rpcUrl: string;
  chain: Chain;
  /** CAIP-2 id, e.g. eip155:8453. */
  network: `eip155:${number}`;
  publicClient: PublicClient;
  /** The deployed EIP-3009 test token (6 decimals). */
  token: Address;
  tokenName: string;
  tokenVersion: string;
  /** Mints base units of the token to an address (anyone may, on the test token). */
  mint(to: Address, amount: bigint): Promise<void>;
  balanceOf(owner: Address): Promise<bigint>;
  authorizationState(authorizer: Address, nonce: Hex): Promise<boolean>;
  /** Moves the chain's clock forward and mines a block (anvil evm_increaseTime + evm_mine). */
  advanceTime(seconds: number): Promise<void>;
  stop(): Promise<void>;
}

export interface TestChainOptions extends AnvilOptions {
  tokenName?: string;
  tokenVersion?: string;
}

export async function startTestChain(options: TestChainOptions = {}): Promise<TestChain> {
  const contracts = compileContracts();
  const node = await startAnvil(options);
  try {
    const chain = defineChain({
      id: node.chainId,
      name: `anvil-${node.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.rpcUrl] } },
    });
    const publicClient = createPublicClient({ chain, transport: http(node.rpcUrl) });
    const deployer = createWalletClient({ account: privateKeyToAccount(DEV_KEYS.settler), chain, transport: http(node.rpcUrl) });
    const tokenName = options.tokenName ?? 'USD Coin';
    const tokenVersion = options.tokenVersion ?? '2';

    const deployHash = await deployer.deployContract({ abi: contracts.TestUsdc.abi, bytecode: contracts.TestUsdc.bytecode, args: [tokenName, tokenVersion] });
    const deployed = await publicClient.waitForTransactionReceipt({ hash: deployHash });
    if (!deployed.contractAddress) throw new Error('the test token did not deploy');
    const token = deployed.contractAddress;
    await publicClient.request({
      method: 'anvil_setCode' as 'eth_chainId',
      params: [MULTICALL3_ADDRESS, contracts.TestMulticall.deployedBytecode] as unknown as undefined,
    });

    const abi = contracts.TestUsdc.abi;
    const rpc = (method: string, params: unknown[]) => publicClient.request({ method: method as 'eth_chainId', params: params as unknown as undefined });
    return {
      rpcUrl: node.rpcUrl,
      chain,
      network: `eip155:${node.chainId}`,
      publicClient,
      token,
      tokenName,
      tokenVersion,
      async mint(to, amount) {
        const hash = await deployer.writeContract({ address: token, abi, functionName: 'mint', args: [to, amount] });
        await publicClient.waitForTransactionReceipt({ hash });
      },
      async balanceOf(owner) {
        return (await publicClient.readContract({ address: token, abi, functionName: 'balanceOf', args: [owner] })) as bigint;
      },
      async authorizationState(authorizer, nonce) {
        return (await publicClient.readContract({ address: token, abi, functionName: 'authorizationState', args: [authorizer, nonce] })) as boolean;
      },
      async advanceTime(seconds) {
        await rpc('evm_increaseTime', [seconds]);
        await rpc('evm_mine', []);
      },
      stop: node.stop,
    };
  } catch (error) {
    await node.stop();
    throw error;
  }
}
