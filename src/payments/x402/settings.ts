// config/x402.yaml: the top-up limits, which facilitator verifies and settles (in-process or a
// remote URL), and the rails (one network + token each). Keys and RPC URLs come from the
// environment through `${NAME}`; a rail missing its payTo (or, with the in-process facilitator,
// its RPC URL or key) is disabled rather than an error, so one file serves every deployment and
// the operator turns rails on by setting variables. No file, or no enabled rail: x402 is off.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Network } from '@x402/core/types';
import { readConfigFile } from '../../catalog/config-files.js';
import { toMicro } from '../../money.js';
import { evmChainId, namespaceOf } from './networks.js';

export const FILE_NAME = 'x402.yaml';

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

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const EVM_KEY = /^0x[0-9a-fA-F]{64}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

const isMapping = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

class Problems {
  readonly list: string[] = [];
  constructor(readonly file: string) {}
  add(field: string, message: string): void {
    this.list.push(`${field}: ${message}`);
  }
  throwIfAny(): void {
    if (this.list.length > 0) throw new Error(`config: ${this.file} is invalid:\n  - ${this.list.join('\n  - ')}`);
  }
}

function readUsd(value: unknown, field: string, fallback: bigint, problems: Problems): bigint {
  if (value === undefined) return fallback;
  if ((typeof value !== 'number' && typeof value !== 'string') || !/^\d+(\.\d{1,6})?$/.test(String(value).trim())) {
    problems.add(field, 'must be a positive amount in USD with at most 6 decimals');
    return fallback;
  }
  return toMicro(String(value));
}

type TopUpLimits = Pick<X402Settings, 'minimumTopUpMicro' | 'maximumTopUpMicro' | 'maxTimeoutSeconds'>;

/** The default limits alone: spreading all of DEFAULT_SETTINGS would switch an enabled file off. */
const DEFAULT_LIMITS: TopUpLimits = {
  minimumTopUpMicro: DEFAULT_SETTINGS.minimumTopUpMicro,
  maximumTopUpMicro: DEFAULT_SETTINGS.maximumTopUpMicro,
  maxTimeoutSeconds: DEFAULT_SETTINGS.maxTimeoutSeconds,
};

function readTopUp(value: unknown, problems: Problems): TopUpLimits {
  if (value === undefined) return DEFAULT_LIMITS;
  if (!isMapping(value)) {
    problems.add('topUp', 'must be a mapping of minimumUsd, maximumUsd, maxTimeoutSeconds');
    return DEFAULT_LIMITS;
  }
  for (const key of Object.keys(value)) {
    if (!['minimumUsd', 'maximumUsd', 'maxTimeoutSeconds'].includes(key)) problems.add(`topUp.${key}`, 'unknown field');
  }
  const minimumTopUpMicro = readUsd(value.minimumUsd, 'topUp.minimumUsd', DEFAULT_SETTINGS.minimumTopUpMicro, problems);
  const maximumTopUpMicro = readUsd(value.maximumUsd, 'topUp.maximumUsd', DEFAULT_SETTINGS.maximumTopUpMicro, problems);
  if (minimumTopUpMicro <= 0n) problems.add('topUp.minimumUsd', 'must be more than 0');
  if (maximumTopUpMicro < minimumTopUpMicro) problems.add('topUp.maximumUsd', 'must not be below topUp.minimumUsd');
  let maxTimeoutSeconds = DEFAULT_SETTINGS.maxTimeoutSeconds;
  if (value.maxTimeoutSeconds !== undefined) {
    const seconds = value.maxTimeoutSeconds;
    // Below ~30 s a payer's wallet may not sign in time; above an hour a signed payment lingers.
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 30 || seconds > 3600) {
      problems.add('topUp.maxTimeoutSeconds', 'must be a whole number of seconds from 30 to 3600');
    } else maxTimeoutSeconds = seconds;
  }
  return { minimumTopUpMicro, maximumTopUpMicro, maxTimeoutSeconds };
}

function readFacilitator(value: unknown, problems: Problems): FacilitatorSettings {
  if (value === undefined || value === 'local') return { kind: 'local' };
  if (typeof value === 'string') {
    try {
      const url = new URL(value);
      const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
      // The facilitator sees signed payments and decides whether money moved: plain http only on loopback.
      if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return { kind: 'remote', url: value.replace(/\/+$/, '') };
    } catch {
      // reported below
    }
  }
  problems.add('facilitator', 'must be "local" or the https URL of an x402 facilitator');
  return { kind: 'local' };
}

function text(rail: Record<string, unknown>, key: string, where: string, problems: Problems, required = true): string {
  const value = rail[key];
  if (value === undefined || value === null) {
    if (required) problems.add(`${where}.${key}`, 'is required');
    return '';
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    problems.add(`${where}.${key}`, 'must be a string');
    return '';
  }
  return String(value).trim();
}

function checkUrl(value: string, field: string, problems: Problems): void {
  if (value === '') return;
  try {
    if (!['http:', 'https:'].includes(new URL(value).protocol)) problems.add(field, 'must be an http(s) URL');
  } catch {
    problems.add(field, 'must be an http(s) URL');
  }
}

/** One rail as written, or undefined when it is disabled (an empty payTo, key or RPC URL). */
function readRail(value: unknown, index: number, facilitator: FacilitatorSettings, problems: Problems): RailSettings | undefined {
  const where = `rails[${index}]`;
  if (!isMapping(value)) {
    problems.add(where, 'must be a mapping');
    return undefined;
  }
  const network = text(value, 'network', where, problems);
  const namespace = namespaceOf(network);
  if (!namespace) {
    problems.add(`${where}.network`, `"${network}" is not a CAIP-2 id of a supported namespace (eip155:<chain id> or solana:<genesis hash>)`);
    return undefined;
  }
  const decimals = value.decimals ?? 6;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 6 || decimals > 18) {
    problems.add(`${where}.decimals`, 'must be a whole number from 6 to 18');
  }
  const base = {
    network: network as Network,
    asset: text(value, 'asset', where, problems),
    decimals: Number(decimals),
    payTo: text(value, 'payTo', where, problems, false),
    rpcUrl: text(value, 'rpcUrl', where, problems, false),
  };
  checkUrl(base.rpcUrl, `${where}.rpcUrl`, problems);
  const local = facilitator.kind === 'local';

  if (namespace === 'eip155') {
    const allowed = ['network', 'asset', 'decimals', 'payTo', 'rpcUrl', 'name', 'version', 'settlerKey'];
    for (const key of Object.keys(value)) if (!allowed.includes(key)) problems.add(`${where}.${key}`, 'unknown field for an eip155 rail');
    const rail: EvmRailSettings = {
      ...base,
      namespace,
      chainId: evmChainId(network) ?? 0,
      name: text(value, 'name', where, problems),
      version: text(value, 'version', where, problems),
      settlerKey: text(value, 'settlerKey', where, problems, false),
    };
    if (rail.chainId === 0) problems.add(`${where}.network`, 'an eip155 network needs a numeric chain id');
    if (!EVM_ADDRESS.test(rail.asset)) problems.add(`${where}.asset`, 'must be a 0x token contract address');
    if (rail.payTo !== '' && !EVM_ADDRESS.test(rail.payTo)) problems.add(`${where}.payTo`, 'must be a 0x address');
    if (rail.settlerKey !== '' && !EVM_KEY.test(rail.settlerKey)) problems.add(`${where}.settlerKey`, 'must be a 0x-prefixed 32-byte private key');
    const enabled = rail.payTo !== '' && (!local || (rail.rpcUrl !== '' && rail.settlerKey !== ''));
    return enabled ? rail : undefined;
  }

  const allowed = ['network', 'asset', 'decimals', 'payTo', 'rpcUrl', 'feePayerKey'];
  for (const key of Object.keys(value)) if (!allowed.includes(key)) problems.add(`${where}.${key}`, 'unknown field for a solana rail');
  const rail: SolanaRailSettings = { ...base, namespace, feePayerKey: text(value, 'feePayerKey', where, problems, false) };
  if (!BASE58.test(rail.asset)) problems.add(`${where}.asset`, 'must be a base58 mint address');
  if (rail.payTo !== '' && !BASE58.test(rail.payTo)) problems.add(`${where}.payTo`, 'must be a base58 wallet address');
  const enabled = rail.payTo !== '' && (!local || (rail.rpcUrl !== '' && rail.feePayerKey !== ''));
  return enabled ? rail : undefined;
}

export function loadX402Settings(configDir: string, environment: NodeJS.ProcessEnv): X402Settings {
  const path = join(configDir, FILE_NAME);
  if (!existsSync(path)) return DEFAULT_SETTINGS;
  const document = readConfigFile(configDir, FILE_NAME, environment) ?? {};
  const problems = new Problems(path);
  if (!isMapping(document)) {
    problems.add('(top level)', 'must be a mapping of topUp, facilitator, rails');
    problems.throwIfAny();
  }
  const root = document as Record<string, unknown>;
  for (const key of Object.keys(root)) if (!['topUp', 'facilitator', 'rails'].includes(key)) problems.add(key, 'unknown field');
  const topUp = readTopUp(root.topUp, problems);
  const facilitator = readFacilitator(root.facilitator, problems);
  const rails: RailSettings[] = [];
  if (root.rails !== undefined && !Array.isArray(root.rails)) problems.add('rails', 'must be a list');
  const written = Array.isArray(root.rails) ? root.rails : [];
  const seen = new Set<string>();
  written.forEach((value, index) => {
    const network = isMapping(value) ? value.network : undefined;
    // The network alone picks a rail when matching a payment, so it must be unique.
    if (typeof network === 'string' && seen.has(network)) problems.add(`rails[${index}].network`, `${network} appears twice`);
    if (typeof network === 'string') seen.add(network);
    const rail = readRail(value, index, facilitator, problems);
    if (rail) rails.push(rail);
  });
  problems.throwIfAny();
  return { enabled: rails.length > 0, ...topUp, facilitator, rails };
}
