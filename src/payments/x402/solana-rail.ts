// The Solana rail of x402 top-ups: the in-process facilitator scheme (@x402/svm's `exact`, signing as
// our fee payer against the operator's RPC) and the pieces of a Solana `accepts` entry. The payer's
// wallet signs an SPL TransferChecked of `amount` base units of the mint into payTo's associated token
// account; we add the fee payer's signature when settling, so our key pays the network fee and
// nothing else (the SDK checks the fee payer appears in no instruction).
import type { Network, PaymentRequirements } from '@x402/core/types';
import { SettlementCache, SOLANA_DEVNET_CAIP2, SOLANA_MAINNET_CAIP2, SOLANA_TESTNET_CAIP2, toFacilitatorSvmSigner } from '@x402/svm';
import { ExactSvmScheme } from '@x402/svm/exact/facilitator';
import { feePayerSignerFromKey } from './solana-fee-payer-key.js';

export { SolanaKeyError } from './solana-fee-payer-key.js';
export { solanaPaymentIdentity, type SolanaPaymentIdentity } from './solana-payment-identity.js';

/**
 * The networks @x402/svm 2.27 accepts. It refuses any other CAIP-2 id (it maps each to a cluster
 * client), so a private cluster or a test chain goes under one of these ids with `rpcUrl` pointed at it.
 */
export const SOLANA_NETWORKS: readonly Network[] = [SOLANA_MAINNET_CAIP2, SOLANA_DEVNET_CAIP2, SOLANA_TESTNET_CAIP2];

/**
 * Ceilings on what a payer may make our fee payer spend per payment. The official client asks for
 * 20,000 compute units at 1 microlamport each and two signatures (payer and fee payer); without these
 * caps the SDK would accept the runtime maximum of 1.4M units at 5 lamports each, about 0.007 SOL a
 * payment, and any number of 5,000-lamport signatures, all charged to us.
 */
const MAX_COMPUTE_UNITS = 200_000;
const MAX_REQUIRED_SIGNATURES = 2;

export interface SolanaFacilitatorOptions {
  /** CAIP-2 id, one of SOLANA_NETWORKS (e.g. solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp). */
  network: string;
  /** The JSON-RPC endpoint used to simulate, send and confirm settlements. */
  rpcUrl: string;
  /** The fee payer's secret key: base58 of 64 bytes, or a Solana CLI keypair file's JSON array. */
  feePayerKey: string;
}

export interface SolanaFacilitator {
  /** Register with `new x402Facilitator().register(network, scheme)`. */
  scheme: ExactSvmScheme;
  /** The fee payer's public key (base58); goes into every Solana requirement as `extra.feePayer`. */
  feePayer: string;
}

export async function createSolanaFacilitatorScheme(options: SolanaFacilitatorOptions): Promise<SolanaFacilitator> {
  assertSolanaNetwork(options.network);
  assertRpcUrl(options.rpcUrl);
  const signer = await feePayerSignerFromKey(options.feePayerKey);
  const facilitatorSigner = toFacilitatorSvmSigner(signer, { defaultRpcUrl: options.rpcUrl });
  // The cache refuses a second settle of the same transaction message for 120 s, the window in which
  // its blockhash is still valid and the cluster would acknowledge a resubmission as if it were new
  // ("duplicate_settlement" instead of a second success). It is per process, so the ledger's unique
  // payment identifier (solanaPaymentIdentity) stays the guard against crediting twice.
  const settlementCache = new SettlementCache();
  const scheme = new ExactSvmScheme(facilitatorSigner, settlementCache, {
    maxComputeUnits: MAX_COMPUTE_UNITS,
    maxRequiredSignatures: MAX_REQUIRED_SIGNATURES,
  });
  return { scheme, feePayer: signer.address };
}

/** The scheme-specific part of a Solana requirement: who pays the network fee. */
export function solanaRequirementExtra(feePayer: string): { feePayer: string } {
  return { feePayer };
}

export interface SolanaRequirementOptions {
  network: string;
  /** Base units of the mint (USDC has 6 decimals: 5 USD is "5000000"). */
  amount: string;
  /** The SPL mint (base58). */
  mint: string;
  /** The owner wallet that receives; the payer's client derives its associated token account. */
  payTo: string;
  maxTimeoutSeconds: number;
  feePayer: string;
}

/**
 * One Solana `accepts` entry. Every field must come out identical when the paid retry rebuilds it,
 * since the payment's `accepted` copy is matched against it field by field.
 */
export function solanaPaymentRequirements(options: SolanaRequirementOptions): PaymentRequirements {
  assertSolanaNetwork(options.network);
  return {
    scheme: 'exact',
    network: options.network,
    amount: options.amount,
    asset: options.mint,
    payTo: options.payTo,
    maxTimeoutSeconds: options.maxTimeoutSeconds,
    extra: solanaRequirementExtra(options.feePayer),
  };
}

export function isSolanaNetwork(network: string): network is Network {
  return (SOLANA_NETWORKS as readonly string[]).includes(network);
}

function assertSolanaNetwork(network: string): asserts network is Network {
  if (!isSolanaNetwork(network)) {
    throw new Error(
      `x402 Solana network ${JSON.stringify(network)} is not one @x402/svm supports (${SOLANA_NETWORKS.join(', ')}); ` +
        'for another cluster, use one of these ids and point the RPC URL at it',
    );
  }
}

function assertRpcUrl(rpcUrl: string): void {
  let protocol: string;
  try {
    protocol = new URL(rpcUrl).protocol;
  } catch {
    throw new Error(`x402 Solana RPC URL ${JSON.stringify(rpcUrl)} is not a URL`);
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`x402 Solana RPC URL must be http(s), got ${protocol}`);
}
