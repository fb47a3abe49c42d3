// The Solana rail of x402 top-ups: the in-process facilitator scheme (@x402/svm's `exact`, signing as
// our fee payer against the operator's RPC), the pieces of a Solana `accepts` entry, and the rail
// module the top-up core looks up for the `solana` namespace. The payer's wallet signs an SPL
// TransferChecked of `amount` base units of the mint into payTo's associated token account; we add
// the fee payer's signature when settling, so our key pays the network fee and nothing else (the SDK
// checks the fee payer appears in no instruction).
import type { x402Facilitator } from '@x402/core/facilitator';
import type { Network, PaymentRequirements } from '@x402/core/types';
import { SettlementCache, SOLANA_DEVNET_CAIP2, SOLANA_MAINNET_CAIP2, SOLANA_TESTNET_CAIP2, toFacilitatorSvmSigner, type FacilitatorSvmSigner } from '@x402/svm';
import { ExactSvmScheme } from '@x402/svm/exact/facilitator';
import type { RailFactory, RailModule } from './rails.js';
import type { SolanaRailSettings } from './settings.js';
import { feePayerSignerFromKey, type FeePayerSigner } from './solana-fee-payer-key.js';
import { solanaPaymentIdentity } from './solana-payment-identity.js';
import { inspectSolanaPayment } from './solana-reconcile.js';

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
  /**
   * How long settle waits for confirmation before answering `settlement_pending`. @x402/svm's own
   * wait stops at 30 s, so longer values have no effect.
   */
  confirmationTimeoutMs?: number;
}

export interface SolanaFacilitator {
  /** Register with `new x402Facilitator().register(network, scheme)`. */
  scheme: ExactSvmScheme;
  /** The fee payer's public key (base58); goes into every Solana requirement as `extra.feePayer`. */
  feePayer: string;
  /** The fee payer's signer, which reconciliation uses to recompute transaction ids. */
  signer: FeePayerSigner;
}

/** Synchronous, so a rail registers at boot; a malformed key or network throws here, before serving. */
export function createSolanaFacilitatorScheme(options: SolanaFacilitatorOptions): SolanaFacilitator {
  assertSolanaNetwork(options.network);
  assertRpcUrl(options.rpcUrl);
  const signer = feePayerSignerFromKey(options.feePayerKey);
  const facilitatorSigner = withConfirmationTimeout(toFacilitatorSvmSigner(signer, { defaultRpcUrl: options.rpcUrl }), options.confirmationTimeoutMs);
  // The cache refuses a second settle of the same transaction message for 120 s, the window in which
  // its blockhash is still valid and the cluster would acknowledge a resubmission as if it were new
  // ("duplicate_settlement" instead of a second success). It is per process, so the ledger's unique
  // payment identifier (solanaPaymentIdentity) stays the guard against crediting twice.
  const settlementCache = new SettlementCache();
  const scheme = new ExactSvmScheme(facilitatorSigner, settlementCache, {
    maxComputeUnits: MAX_COMPUTE_UNITS,
    maxRequiredSignatures: MAX_REQUIRED_SIGNATURES,
  });
  return { scheme, feePayer: signer.address, signer };
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

/** The `solana` rail module for the top-up core (see rails.ts). */
export const createSolanaRail: RailFactory<SolanaRailSettings> = (settings, context): RailModule => {
  let local: SolanaFacilitator | undefined;
  const inProcess = (): SolanaFacilitator => {
    if (!settings.feePayerKey || !settings.rpcUrl) throw new Error(`x402: the ${settings.network} rail needs rpcUrl and feePayerKey to settle in-process`);
    return (local ??= createSolanaFacilitatorScheme({ ...settings, confirmationTimeoutMs: context.confirmationTimeoutMs }));
  };

  return {
    namespace: 'solana',
    settings,

    async requirementExtra() {
      if (!context.remote) return solanaRequirementExtra(inProcess().feePayer);
      // A remote facilitator pays the fees with its own key and advertises it in /supported.
      const supported = await context.remote.getSupported();
      const kind = supported.kinds.find((entry) => entry.x402Version === 2 && entry.scheme === 'exact' && entry.network === settings.network);
      const feePayer = kind?.extra?.feePayer;
      if (typeof feePayer !== 'string') throw new Error(`x402: the remote facilitator advertises no Solana fee payer for ${settings.network} (exact, x402 v2)`);
      return solanaRequirementExtra(feePayer);
    },

    registerOn(facilitator: x402Facilitator) {
      facilitator.register(settings.network, inProcess().scheme);
    },

    paymentIdentity(payload) {
      const identity = solanaPaymentIdentity(payload);
      // No validBefore: a Solana payment expires with its blockhash, a block height, not a time.
      return identity && { nonce: identity.identifier };
    },

    async inspect(payment) {
      if (!settings.rpcUrl) return { state: 'undecided', reason: `no rpcUrl for ${settings.network}: cannot read the chain` };
      return inspectSolanaPayment({ rpcUrl: settings.rpcUrl, payment, feePayer: context.remote ? undefined : inProcess().signer });
    },
  };
};

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

/**
 * Settle gives up waiting after `timeoutMs` with an ordinary error, which the scheme reports as
 * `settlement_pending` (the outcome is unknown, reconciliation decides it later), not as a failure.
 */
function withConfirmationTimeout(signer: FacilitatorSvmSigner, timeoutMs: number | undefined): FacilitatorSvmSigner {
  if (timeoutMs === undefined) return signer;
  return {
    ...signer,
    confirmTransaction: (signature, network) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Transaction not confirmed within ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([signer.confirmTransaction(signature, network), timeout]).finally(() => clearTimeout(timer));
    },
  };
}
