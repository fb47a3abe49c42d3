// config/x402.yaml: the top-up limits, which facilitator verifies and settles (in-process or a
// remote URL), and the rails (one network + token each). Keys and RPC URLs come from the
// environment through `${NAME}`; a rail missing its payTo (or, with the in-process facilitator,
// its RPC URL or key) is disabled rather than an error, so one file serves every deployment and
// the operator turns rails on by setting variables. No file, or no enabled rail: x402 is off.
// The file's shape is config/schemas/x402.schema.yaml's; what it cannot say is checked here.
import type { Network } from '@x402/core/types';
import type { X402File } from '../../../generated/config-types.js';
import { ConfigProblems, type CheckedConfig } from '../../catalog/config-files.js';
import { toMicro } from '../../money.js';
import { evmChainId, namespaceOf } from './networks.js';

export const FILE_NAME = 'x402.yaml' as const;

interface RailBase {
  network: Network;
  /** Token contract (EVM) or mint (Solana). */
  asset: string;
  /** The token's decimals, 6 or more: a micro-USD must be a whole number of base units. */
  decimals: number;
  /** Who receives the top-ups (an EVM address, or a Solana owner wallet). */
  payTo: string;
  /** Chain RPC; required for the in-process facilitator, optional (reconciliation) with a remote one. */
  rpcUrl: string;
}

export interface EvmRailSettings extends RailBase {
  namespace: 'eip155';
  chainId: number;
  /** The token's EIP-712 domain, which the payer signs over (`extra.name`, `extra.version`). */
  name: string;
  version: string;
  /** 0x private key that submits transferWithAuthorization and pays its gas; '' with a remote facilitator. */
  settlerKey: string;
}

export interface SolanaRailSettings extends RailBase {
  namespace: 'solana';
  /** The fee payer's secret key as written by the operator (solana-rail.ts parses it); '' with a remote facilitator. */
  feePayerKey: string;
}

export type RailSettings = EvmRailSettings | SolanaRailSettings;

export type FacilitatorSettings = { kind: 'local' } | { kind: 'remote'; url: string };

export interface X402Settings {
  /** False when the file is missing or no rail is enabled: the top-up endpoint answers 503. */
  enabled: boolean;
  minimumTopUpMicro: bigint;
  maximumTopUpMicro: bigint;
  /** How long a signed payment stays valid (EVM: validBefore = signing time + this). */
  maxTimeoutSeconds: number;
  facilitator: FacilitatorSettings;
  /** The enabled rails only, in file order (the order of the 402's `accepts`). */
  rails: RailSettings[];
}

export const DEFAULT_SETTINGS: X402Settings = {
  enabled: false,
  minimumTopUpMicro: 5_000_000n,
  maximumTopUpMicro: 10_000_000_000n,
  maxTimeoutSeconds: 300,
  facilitator: { kind: 'local' },
  rails: [],
};

type TopUpLimits = Pick<X402Settings, 'minimumTopUpMicro' | 'maximumTopUpMicro' | 'maxTimeoutSeconds'>;
type RailEntry = NonNullable<NonNullable<X402File>['rails']>[number];

function topUpLimits(topUp: NonNullable<X402File>['topUp'], problems: ConfigProblems): TopUpLimits {
  const limits: TopUpLimits = {
    minimumTopUpMicro: topUp?.minimumUsd === undefined ? DEFAULT_SETTINGS.minimumTopUpMicro : toMicro(topUp.minimumUsd),
    maximumTopUpMicro: topUp?.maximumUsd === undefined ? DEFAULT_SETTINGS.maximumTopUpMicro : toMicro(topUp.maximumUsd),
    maxTimeoutSeconds: topUp?.maxTimeoutSeconds ?? DEFAULT_SETTINGS.maxTimeoutSeconds,
  };
  if (limits.minimumTopUpMicro <= 0n) problems.add(FILE_NAME, '/topUp/minimumUsd', 'must be more than 0');
  if (limits.maximumTopUpMicro < limits.minimumTopUpMicro) problems.add(FILE_NAME, '/topUp/maximumUsd', 'must not be below topUp.minimumUsd');
  return limits;
}

function facilitatorOf(value: string | undefined): FacilitatorSettings {
  return value === undefined || value === 'local' ? { kind: 'local' } : { kind: 'remote', url: value.replace(/\/+$/, '') };
}

/** One rail as written (the schema checked its fields for its namespace), or undefined when it is switched off. */
function railOf(entry: RailEntry, facilitator: FacilitatorSettings): RailSettings | undefined {
  const text = (value: string | number | undefined) => String(value ?? '').trim();
  const network = entry.network as Network;
  const base = { network, asset: entry.asset, decimals: entry.decimals ?? 6, payTo: text(entry.payTo), rpcUrl: text(entry.rpcUrl) };
  const local = facilitator.kind === 'local';
  if (namespaceOf(network) === 'eip155') {
    const rail: EvmRailSettings = {
      ...base,
      namespace: 'eip155',
      chainId: evmChainId(network) ?? 0,
      name: text(entry.name),
      version: text(entry.version),
      settlerKey: text(entry.settlerKey),
    };
    return rail.payTo !== '' && (!local || (rail.rpcUrl !== '' && rail.settlerKey !== '')) ? rail : undefined;
  }
  const rail: SolanaRailSettings = { ...base, namespace: 'solana', feePayerKey: text(entry.feePayerKey) };
  return rail.payTo !== '' && (!local || (rail.rpcUrl !== '' && rail.feePayerKey !== '')) ? rail : undefined;
}

/** The settings from the checked file (readConfigFiles); without the file, x402 is off. */
export function loadX402Settings(config: CheckedConfig): X402Settings {
  const problems = new ConfigProblems();
  const file = config.files[FILE_NAME];
  if (file === undefined) return DEFAULT_SETTINGS;
  const topUp = topUpLimits(file?.topUp, problems);
  const facilitator = facilitatorOf(file?.facilitator);
  const seen = new Set<string>();
  // The network alone picks a rail when matching a payment, so it must be unique.
  (file?.rails ?? []).forEach(({ network }, index) => {
    if (seen.has(network)) problems.add(FILE_NAME, `/rails/${index}/network`, `${network} appears twice`);
    seen.add(network);
  });
  problems.throwIfAny(config.dir);
  const rails = (file?.rails ?? []).flatMap((entry) => railOf(entry, facilitator) ?? []);
  return { enabled: rails.length > 0, ...topUp, facilitator, rails };
}
