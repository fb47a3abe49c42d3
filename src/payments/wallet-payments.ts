// Account-free payment by wallet, assembled at boot from config/x402.yaml: the sign-in verifier,
// what the 402s offer, and — when a rail is configured — the top-up service with its facilitator
// and the reconciliation that finishes interrupted payments (at boot, then every minute).
import type { CheckedConfig } from '../catalog/config-files.js';
import type { Logger } from '../observability/logger.js';
import type { Database } from '../store/database.js';
import { fromMicro } from '../money.js';
import type { PaymentRequirement, TopUpOffer } from './payment-required.js';
import type { WalletTopUps } from './top-up-required.js';
import { WalletSignIn } from './wallet-sign-in.js';
import type { TopUpService } from './x402/index.js';
import { loadX402Settings, type X402Settings } from './x402/settings.js';

const RECONCILE_EVERY_MS = 60_000;

export interface WalletPayments {
  signIn: WalletSignIn;
  offer: TopUpOffer;
  topUps?: WalletTopUps;
  close(): void;
}

export interface WalletPaymentOptions {
  /** The checked config files (x402.yaml among them, when present). */
  config: CheckedConfig;
  environment: NodeJS.ProcessEnv;
  database: Database;
  logger: Logger;
  /** PUBLIC_BASE_URL: the origin clients use; wallet sign-ins must name it. */
  publicBaseUrl?: string;
  /** The interface the server listens on (HOST). */
  host: string;
  /** Milliseconds since the Unix epoch (tests drive their own clock). */
  clock?: () => number;
}

/** The top-up service as the HTTP layer sees it: requirements in the spec's shape. */
function asWalletTopUps(service: TopUpService, settings: X402Settings): WalletTopUps {
  return {
    minimumTopUpMicro: settings.minimumTopUpMicro,
    accepts: (amountMicro) => service.accepts(amountMicro) as PaymentRequirement[],
    topUp: (header, amountMicro) => service.topUp(header, amountMicro),
  };
}

export async function createWalletPayments(options: WalletPaymentOptions): Promise<WalletPayments> {
  const { environment, database, logger } = options;
  const settings = loadX402Settings(options.config);
  const evm = settings.rails.find((rail) => rail.namespace === 'eip155');
  const solana = settings.rails.filter((rail) => rail.namespace === 'solana');
  const signIn = new WalletSignIn({
    database,
    publicBaseUrl: options.publicBaseUrl,
    // Contract wallets (EIP-1271) are asked through the Base rail's RPC, or a dedicated one.
    baseRpcUrl: environment.X402_BASE_RPC_URL || evm?.rpcUrl || undefined,
    // A Solana rail on another cluster (devnet) signs in on that cluster too.
    solanaReferences: solana.map((rail) => rail.network.split(':')[1]!),
    now: options.clock,
  });
  if (!settings.enabled) {
    return { signIn, offer: { accepts: () => [], minimumTopUpMicro: settings.minimumTopUpMicro }, close: () => signIn.close() };
  }

  // A wallet that can pay must sign for an origin clients actually use: off loopback, the listen
  // address (0.0.0.0, an internal IP behind a proxy) is not that, so the operator must name it.
  if (!options.publicBaseUrl && !isLoopback(options.host)) {
    throw new Error(
      `settings: PUBLIC_BASE_URL is required when wallet top-ups are on and the service listens on ${options.host} (not loopback): wallet sign-ins must name the origin clients use, e.g. https://api.example.com`,
    );
  }

  // Imported here, not at the top: the facilitator and its rails' chain libraries are only for a
  // server that takes top-ups (docs/decisions/0016-memory.md).
  const { createX402Facilitator, TopUpService } = await import('./x402/index.js');
  const facilitator = await createX402Facilitator(settings);
  const service = new TopUpService(database, settings, facilitator, options.clock);
  const reconcile = () =>
    service.reconcile().then(
      (credited) => {
        if (credited > 0) logger.warn(`x402: reconciled and credited ${credited} interrupted top-up(s)`);
      },
      (error: unknown) => logger.error('x402: reconciliation failed:', error),
    );
  await reconcile();
  const timer = setInterval(() => void reconcile(), RECONCILE_EVERY_MS);
  timer.unref();
  const topUps = asWalletTopUps(service, settings);
  logger.info(
    `x402: wallet top-ups on ${settings.rails.map((rail) => rail.network).join(', ')} (${fromMicro(settings.minimumTopUpMicro)} to ${fromMicro(settings.maximumTopUpMicro)} USD)`,
  );
  return {
    signIn,
    offer: topUps,
    topUps,
    close() {
      clearInterval(timer);
      signIn.close();
    },
  };
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}
