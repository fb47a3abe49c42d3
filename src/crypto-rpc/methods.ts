// Which JSON-RPC methods the proxy forwards, per chain family, and the price tier of each
// (docs/decisions/0011). An allowlist rather than a blocklist: node operators expose admin and
// debug namespaces (admin_*, personal_*, debug_setHead, anvil_*) that must never be reachable
// through a shared paid proxy, and a new method should be a decision, not an accident.
// Refusals name the reason, so a client learns whether to change method, network or transport.
import { badRequest } from '../errors.js';
import type { RpcFamily } from '../catalog/rpc-networks.js';

/** Standard 1×, advanced 2×, large 4× the network's base credits. */
export type MethodTier = 'standard' | 'advanced' | 'large';
export const TIER_MULTIPLIER: Record<MethodTier, number> = { standard: 1, advanced: 2, large: 4 };

const words = (text: string) => text.trim().split(/\s+/);

const EVM_STANDARD = words(`
  eth_blockNumber eth_call eth_chainId eth_estimateGas eth_feeHistory eth_gasPrice eth_getBalance
  eth_getBlockByHash eth_getBlockByNumber eth_getBlockReceipts eth_getBlockTransactionCountByHash
  eth_getBlockTransactionCountByNumber eth_getCode eth_getLogs eth_getProof eth_getStorageAt
  eth_getTransactionByBlockHashAndIndex eth_getTransactionByBlockNumberAndIndex eth_getTransactionByHash
  eth_getTransactionCount eth_getTransactionReceipt eth_getUncleByBlockHashAndIndex
  eth_getUncleByBlockNumberAndIndex eth_getUncleCountByBlockHash eth_getUncleCountByBlockNumber
  eth_maxPriorityFeePerGas eth_blobBaseFee eth_protocolVersion eth_sendRawTransaction eth_syncing
  eth_createAccessList eth_simulateV1 eth_accounts eth_mining eth_hashrate
  net_version net_listening net_peerCount web3_clientVersion web3_sha3
  zks_estimateFee zks_estimateGasL1ToL2 zks_getAllAccountBalances zks_getBlockDetails zks_getBridgeContracts
  zks_getBridgehubContract zks_getBytecodeByHash zks_getL1BatchBlockRange zks_getL1BatchDetails
  zks_getL2ToL1LogProof zks_getL2ToL1MsgProof zks_getMainContract zks_getProof zks_getRawBlockTransactions
  zks_getTestnetPaymaster zks_getTransactionDetails zks_L1BatchNumber zks_L1ChainId
  linea_estimateGas
`);
const EVM_ADVANCED = words(`
  debug_traceTransaction debug_traceCall debug_traceBlockByNumber debug_traceBlockByHash debug_traceBlock
  debug_getRawBlock debug_getRawHeader debug_getRawReceipts debug_getRawTransaction debug_getBadBlocks
  trace_block trace_call trace_callMany trace_filter trace_get trace_rawTransaction trace_transaction
  arbtrace_block arbtrace_call arbtrace_callMany arbtrace_filter arbtrace_get arbtrace_transaction
  txpool_inspect txpool_status
`);
const EVM_LARGE = words(`
  trace_replayTransaction trace_replayBlockTransactions arbtrace_replayTransaction arbtrace_replayBlockTransactions
  txpool_content
`);
const SOLANA_STANDARD = words(`
  getAccountInfo getBalance getBlock getBlockCommitment getBlockHeight getBlockProduction getBlockTime
  getBlocks getBlocksWithLimit getClusterNodes getEpochInfo getEpochSchedule getFeeForMessage
  getFirstAvailableBlock getGenesisHash getHealth getHighestSnapshotSlot getIdentity getInflationGovernor
  getInflationRate getInflationReward getLatestBlockhash getLeaderSchedule getMaxRetransmitSlot
  getMaxShredInsertSlot getMinimumBalanceForRentExemption getMultipleAccounts getProgramAccounts
  getRecentPerformanceSamples getRecentPrioritizationFees getSignatureStatuses getSignaturesForAddress
  getSlot getSlotLeader getSlotLeaders getStakeMinimumDelegation getTokenAccountBalance
  getTokenAccountsByDelegate getTokenAccountsByOwner getTokenLargestAccounts getTokenSupply getTransaction
  getTransactionCount getVersion getVoteAccounts isBlockhashValid minimumLedgerSlot requestAirdrop
  sendTransaction simulateTransaction
`);
const SOLANA_LARGE = words('getLargestAccounts getSupply');
const STARKNET_STANDARD = words(`
  starknet_specVersion starknet_getBlockWithTxHashes starknet_getBlockWithTxs starknet_getBlockWithReceipts
  starknet_getStateUpdate starknet_getStorageAt starknet_getTransactionStatus starknet_getTransactionByHash
  starknet_getTransactionByBlockIdAndIndex starknet_getTransactionReceipt starknet_getClass
  starknet_getClassHashAt starknet_getClassAt starknet_getBlockTransactionCount starknet_call
  starknet_estimateFee starknet_estimateMessageFee starknet_blockNumber starknet_blockHashAndNumber
  starknet_chainId starknet_syncing starknet_getEvents starknet_getNonce starknet_getStorageProof
  starknet_getMessagesStatus starknet_addInvokeTransaction starknet_addDeclareTransaction
  starknet_addDeployAccountTransaction starknet_traceTransaction starknet_simulateTransactions
  starknet_traceBlockTransactions
`);

function tiers(standard: string[], advanced: string[], large: string[]): Map<string, MethodTier> {
  return new Map<string, MethodTier>([
    ...standard.map((method) => [method, 'standard'] as const),
    ...advanced.map((method) => [method, 'advanced'] as const),
    ...large.map((method) => [method, 'large'] as const),
  ]);
}

const ALLOWED: Record<RpcFamily, Map<string, MethodTier>> = {
  evm: tiers(EVM_STANDARD, EVM_ADVANCED, EVM_LARGE),
  solana: tiers(SOLANA_STANDARD, [], SOLANA_LARGE),
  starknet: tiers(STARKNET_STANDARD, [], []),
};

// Filters live in one node's memory: behind a pool of nodes, eth_getFilterChanges would reach a
// node that never saw eth_newFilter. eth_getLogs answers the same question statelessly.
const STATEFUL_FILTERS = new Set(
  words(`
  eth_newFilter eth_newBlockFilter eth_newPendingTransactionFilter eth_getFilterChanges eth_getFilterLogs
  eth_uninstallFilter
`),
);

/** Subscriptions push over a WebSocket; an HTTP request has nowhere to deliver them. */
const isSubscription = (method: string) => /^(eth|starknet)_(un)?subscribe/i.test(method) || /(Subscribe|Unsubscribe)$/.test(method);

const familyOf = (method: string): RpcFamily | undefined => (Object.keys(ALLOWED) as RpcFamily[]).find((family) => ALLOWED[family].has(method));

/** The tier of an allowed method, or the 400 that says why `method` is not forwarded to a `family` network. */
export function methodTier(family: RpcFamily, network: string, method: string): MethodTier {
  const tier = ALLOWED[family].get(method);
  if (tier) return tier;
  if (STATEFUL_FILTERS.has(method)) {
    throw badRequest(`${method} keeps filter state on one node and is not supported; use eth_getLogs`, undefined, 'RPC_METHOD_NOT_SUPPORTED');
  }
  if (isSubscription(method)) {
    throw badRequest(`${method} is a WebSocket subscription; this endpoint answers HTTP requests only`, undefined, 'RPC_METHOD_NOT_SUPPORTED');
  }
  const other = familyOf(method);
  if (other) throw badRequest(`${method} is a ${other} method; ${network} is a ${family} network`, undefined, 'RPC_METHOD_WRONG_NETWORK');
  throw badRequest(`${method} is not an allowed method for ${network}`, undefined, 'RPC_METHOD_NOT_ALLOWED');
}
