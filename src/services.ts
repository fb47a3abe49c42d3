// The long-lived parts of a running service, built once at boot and handed to every handler.
import type { CreationRateLimiter } from './accounts/creation-rate.js';
import type { KeyAuthenticator } from './accounts/principals.js';
import type { CreditLeases } from './billing/credit-leases.js';
import type { Catalog } from './catalog/catalog.js';
import type { Logger } from './observability/logger.js';
import type { RateLimiter } from './limits/rate-limiter.js';
import type { WalletPayments } from './payments/wallet-payments.js';
import type { EngineRegistry } from './providers/registry.js';
import type { Database } from './store/database.js';

export interface Services {
  database: Database;
  catalog: Catalog;
  keys: KeyAuthenticator;
  /** Per-account limit on key creation (20 a minute, as in the reference API). */
  keyCreation: CreationRateLimiter;
  /** The engine of every served model (built from the catalog's routes at boot). */
  engines: EngineRegistry;
  logger: Logger;
  /** This process's credit leases: paid requests reserve and settle in memory, the ledger is written in batches. */
  credits: CreditLeases;
  billing: {
    /** How long a reservation may stay open before the sweeper releases it (a crashed request). */
    reservationTtlMs: number;
  };
  /** Rate limits and error budgets per (caller, model): admit() before the work (src/limits). */
  limits: RateLimiter;
  /** Account-free payment by wallet: x402 top-ups and SIGN-IN-WITH-X (src/payments). */
  wallets: WalletPayments;
  /** The bearer token GET /metrics requires (METRICS_TOKEN); unset, the metrics are public. */
  metricsToken?: string;
}
