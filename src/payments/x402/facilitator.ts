// Who verifies and settles: `local` runs the official x402Facilitator in this process with each
// rail's scheme registered (needs only the chains' RPCs); a URL talks to a remote facilitator
// over its HTTP API (x402.md §3). Either way the top-up sees one FacilitatorClient, plus the
// rails (for payment identities and reconciliation) and their resolved requirement extras.
import { x402Facilitator } from '@x402/core/facilitator';
import { HTTPFacilitatorClient, type FacilitatorClient } from '@x402/core/server';
import type { SupportedResponse } from '@x402/core/types';
import { createEvmRail } from './evm-rail.js';
import type { Namespace } from './networks.js';
import type { RailContext, RailFactory, RailModule } from './rails.js';
import type { RailSettings, X402Settings } from './settings.js';
import { createSolanaRail } from './solana-rail.js';

/**
 * The rail modules by namespace. A configured rail whose namespace has no module fails at boot
 * rather than being silently left out of the 402.
 */
export const RAIL_FACTORIES: Partial<Record<Namespace, RailFactory>> = {
  eip155: createEvmRail as RailFactory,
  solana: createSolanaRail as RailFactory,
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

function makeRail(settings: RailSettings, context: RailContext, factories: Partial<Record<Namespace, RailFactory>>): RailModule {
  const factory = factories[settings.namespace];
  if (!factory) throw new Error(`x402: the ${settings.network} rail is configured, but this build has no ${settings.namespace} rail module`);
  return factory(settings, context);
}

export async function createX402Facilitator(settings: X402Settings, options: FacilitatorOptions = {}): Promise<X402Facilitator> {
  const factories = options.railFactories ?? RAIL_FACTORIES;
  const remote =
    settings.facilitator.kind === 'remote'
      ? new HTTPFacilitatorClient({ url: settings.facilitator.url, timeoutMs: options.requestTimeoutMs ?? 90_000 })
      : undefined;
  const context: RailContext = { remote, confirmationTimeoutMs: options.confirmationTimeoutMs ?? 60_000 };
  const rails = new Map(settings.rails.map((rail) => [rail.network, makeRail(rail, context, factories)] as const));

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
