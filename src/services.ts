// The long-lived parts of a running service, built once at boot and handed to every handler.
import type { KeyAuthenticator } from './accounts/principals.js';
import type { AudioDecoder } from './audio/decoded-duration.js';
import type { FfmpegQueue } from './audio/ffmpeg-queue.js';
import type { CreditLeases } from './billing/credit-leases.js';
import type { Catalog } from './catalog/catalog.js';
import type { Logger } from './observability/logger.js';
import type { ConcurrencyCap } from './limits/concurrency-cap.js';
import type { PerMinuteLimiter } from './limits/per-minute-limiter.js';
import type { RateLimiter } from './limits/rate-limiter.js';
import type { WalletPayments } from './payments/wallet-payments.js';
import type { EngineRegistry } from './providers/registry.js';
import type { Database } from './store/database.js';
import type { Web3KeyPolicy } from './accounts/web3-keys.js';
import type { PublicFetcher } from './outbound/public-fetch.js';
import type { DocumentParsers } from './augment/documents/document-pool.js';
import type { FreeShare } from './inference/free-share.js';
import type { ResponseStore } from './inference/stored-responses.js';
import type { RequestLog } from './observability/request-log.js';

export interface Services {
  database: Database;
  catalog: Catalog;
  keys: KeyAuthenticator;
  /** Per-account limit on key creation (20 a minute, as in the reference API). */
  keyCreation: PerMinuteLimiter;
  /** Which wallets may mint API keys by signature (WEB3_KEYS). */
  web3Keys: Web3KeyPolicy;
  /** Per-client-address limit on top-up payment attempts (TOP_UP_ATTEMPTS_PER_MINUTE). */
  topUpAttempts: PerMinuteLimiter;
  /** The engine of every served model (built from the catalog's routes at boot). */
  engines: EngineRegistry;
  logger: Logger;
  /** This process's credit leases: paid requests reserve and settle in memory, the ledger is written in batches. */
  credits: CreditLeases;
  billing: {
    /** How long a reservation may stay open before the sweeper releases it (a crashed request). */
    reservationTtlMs: number;
    /** How long a stream whose client left is read on for the engine's usage (what it is charged) before the engine is stopped. */
    abandonedStreamDrainMs: number;
    /** A billed 2xx answer that skipped the paid step: a 500 (strict), or logged and counted (log). */
    paidStepCheck: 'strict' | 'log';
  };
  /** Paid requests in flight per wallet, capped (WALLET_MAX_CONCURRENT_REQUESTS). */
  walletConcurrency: ConcurrencyCap;
  /** Rate limits and error budgets per (caller, model): admit() before the work (src/limits). */
  limits: RateLimiter;
  /** Account-free payment by wallet: x402 top-ups and SIGN-IN-WITH-X (src/payments). */
  wallets: WalletPayments;
  audio: {
    /** Decodes callers' audio to measure it, within the audio limits and a bounded number at a time (src/audio/decoded-duration.ts). */
    decoder: AudioDecoder;
    /** The bound on ffmpeg processes encoding speech (AUDIO_ENCODE_CONCURRENCY, AUDIO_ENCODE_QUEUE_LIMIT). */
    encoders: FfmpegQueue;
  };
  /** The one way to fetch a URL a caller gave (public http(s) only, bounded): src/outbound/public-fetch.ts. */
  callerFetch: PublicFetcher;
  /** Document parsing (text parser, chat file parts, scraped pages) in a bounded pool of worker threads, within budgets. */
  documents: DocumentParsers;
  /** The free lane's documents (count_tokens): workers of their own, so free work never holds a paying call's. */
  freeDocuments: DocumentParsers;
  /** Free token counts' small share of the event loop, one count at a time (src/inference/free-share.ts). */
  freeCounting: FreeShare;
  /** Stored responses (POST /responses with store), for their retention period (RESPONSE_RETENTION_DAYS). */
  responses: ResponseStore;
  /** The request log's writer (GET /requests): every request's record, written in batches, kept REQUEST_LOG_RETENTION_DAYS. */
  requestLog: RequestLog;
  /** The bearer token GET /metrics requires (METRICS_TOKEN); unset, the metrics are public. */
  metricsToken?: string;
}
