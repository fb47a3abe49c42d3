// Who verifies and settles: `local` runs the official x402Facilitator in this process with each
// rail's scheme registered (needs only the chains' RPCs); a URL talks to a remote facilitator
// over its HTTP API (/verify, /settle, /supported). Either way the top-up sees one
// FacilitatorClient, plus the rails (for payment identities and reconciliation) and their resolved
// requirement extras.
import { x402Facilitator } from '@x402/core/facilitator';
import { HTTPFacilitatorClient, type FacilitatorClient } from '@x402/core/server';
import type { SupportedResponse } from '@x402/core/types';
import type { Namespace } from './networks.js';
import type { RailContext, RailFactory, RailModule } from './rails.js';
import type { RailSettings, X402Settings } from './settings.js';

/**
 * The rail modules by namespace, each imported only when a configured rail needs it: the EVM rail
 * brings viem and @x402/evm, the Solana rail @solana/kit and @x402/svm, some 60 MB of memory
 * together (docs/decisions/0016-memory.md). A configured rail whose namespace has no module fails
 * at boot rather than being silently left out of the 402.
 */
export const RAIL_FACTORIES: Partial<Record<Namespace, () => Promise<RailFactory>>> = {
  eip155: async () => (await import('./evm-rail.js')).createEvmRail as RailFactory,
  solana: async () => (await import('./solana-rail.js')).createSolanaRail as RailFactory,
};

export interface X402Facilitator {
  client: FacilitatorClient;
  /** The enabled rails by network. */
  rails: ReadonlyMap<string, RailModule>;
  /** Each rail's requirement `extra`, by network (see requirementsFor). */
  extras: ReadonlyMap<string, Record<string, unknown>>;
}

export interface FacilitatorOptions {
  /** Local: how long to wait for a settlement's receipt before reporting it pending (default 60 s). */
  confirmationTimeoutMs?: number;
  /** Remote: per-request timeout of verify and settle (default 90 s). */
  requestTimeoutMs?: number;
  /** Rail modules to use instead of RAIL_FACTORIES (by namespace). */
  railFactories?: Partial<Record<Namespace, RailFactory>>;
}

/** The in-process facilitator behind the same interface as a remote one. */
class LocalFacilitatorClient implements FacilitatorClient {
  constructor(private readonly facilitator: x402Facilitator) {}
  verify: FacilitatorClient['verify'] = (payload, requirements) => this.facilitator.verify(payload, requirements);
  settle: FacilitatorClient['settle'] = (payload, requirements) => this.facilitator.settle(payload, requirements);
  async getSupported(): Promise<SupportedResponse> {
    return this.facilitator.getSupported() as SupportedResponse;
  }
}

async function makeRail(settings: RailSettings, context: RailContext, factories: Partial<Record<Namespace, RailFactory>> | undefined): Promise<RailModule> {
  const factory = factories ? factories[settings.namespace] : await RAIL_FACTORIES[settings.namespace]?.();
  if (!factory) throw new Error(`x402: the ${settings.network} rail is configured, but this build has no ${settings.namespace} rail module`);
  return factory(settings, context);
}

export async function createX402Facilitator(settings: X402Settings, options: FacilitatorOptions = {}): Promise<X402Facilitator> {
  const remote =
    settings.facilitator.kind === 'remote'
      ? new HTTPFacilitatorClient({ url: settings.facilitator.url, timeoutMs: options.requestTimeoutMs ?? 90_000 })
      : undefined;
  const context: RailContext = { remote, confirmationTimeoutMs: options.confirmationTimeoutMs ?? 60_000 };
  const rails = new Map<string, RailModule>();
  for (const rail of settings.rails) rails.set(rail.network, await makeRail(rail, context, options.railFactories));

  let client: FacilitatorClient;
  if (remote) {
    client = remote;
  } else {
    const facilitator = new x402Facilitator();
    for (const rail of rails.values()) rail.registerOn(facilitator);
    client = new LocalFacilitatorClient(facilitator);
  }
  const extras = new Map<string, Record<string, unknown>>();
  for (const [network, rail] of rails) extras.set(network, await rail.requirementExtra());
  return { client, rails, extras };
}
