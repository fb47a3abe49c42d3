// Builds the service: storage, accounts, catalog, and the Koa app with the request pipeline in
// its documented order. Used by src/main.ts and by the tests (on an ephemeral port).
import { onUsageCorrected } from './inference/checked-usage.js';
import Koa from 'koa';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from 'openapi-backend';
import { ensureFirstAccount, type BootstrapResult } from './accounts/bootstrap.js';
import { DocumentParsers, freeSizing } from './augment/documents/document-pool.js';
import { FREE_COUNT_QUEUE_LIMIT, FREE_COUNT_SHARE, FreeShare } from './inference/free-share.js';
import { KeyChangeFeed } from './accounts/key-change-feed.js';
import { KeyAuthenticator, type KeyAuthenticatorOptions } from './accounts/principals.js';
import { CreditLeases } from './billing/credit-leases.js';
import { releaseExpired } from './billing/reservations.js';
import { loadCatalog } from './catalog/catalog.js';
import { readSettings } from './config/environment.js';
import { notFound } from './errors.js';
import { responseCompression } from './http/compression.js';
import { cors, declaredResponseHeaders } from './http/cors.js';
import { API_ROOT } from './http/api-root.js';
import { createDispatcher } from './http/dispatcher.js';
import { consolePage } from './http/console-page.js';
import { docsPage } from './http/docs-page.js';
import { errorBoundary } from './http/error-boundary.js';
import { InFlightRequests } from './http/in-flight.js';
import { requestEnvelope } from './http/request-envelope.js';
import { counterStoreFor } from './limits/choose-store.js';
import { loadLimitsConfig } from './limits/limits-config.js';
import { readConfigFiles } from './catalog/config-files.js';
import { ConcurrencyCap } from './limits/concurrency-cap.js';
import { PerMinuteLimiter } from './limits/per-minute-limiter.js';
import { RateLimiter } from './limits/rate-limiter.js';
import type { Handlers } from './operations/handler-context.js';
import { handlers } from './operations/index.js';
import { llamaSetupLine } from './providers/llama-cpp/machine-facts.js';
import { buildEngines, ENGINE_FACTORIES, markUnavailable, serveArrivedModel } from './providers/registry.js';
import { fetchMissingModels } from './providers/llama-cpp/fetched-models.js';
import { prepareGeneratedModels } from './providers/llama-cpp/generated-models.js';
import { createWalletPayments } from './payments/wallet-payments.js';
import type { Logger } from './observability/logger.js';
import { collectProcessMetrics, registerGauge } from './observability/metrics.js';
import { PROJECT_ROOT } from './project-root.js';
import type { Services } from './services.js';
import { closeDatabase, openDatabase, type Database } from './store/database.js';
import { PublicFetcher } from './outbound/public-fetch.js';
import { AudioDecoder } from './audio/decoded-duration.js';
import { FfmpegQueue } from './audio/ffmpeg-queue.js';
import { ResponseStore } from './inference/stored-responses.js';
import type { TraceSettings } from './observability/tracing/trace-settings.js';
import { RequestLog } from './observability/request-log.js';

export { PROJECT_ROOT };

export interface AppOptions {
  dataDir: string;
  databaseUrl?: string;
  configDir?: string;
  /**
   * The service's other settings are read from it, validated (src/config/environment.ts), and the
   * config files interpolate `${VAR}` from it. Default: process.env.
   */
  environment?: NodeJS.ProcessEnv;
  /** Where the service logs (main.ts: the JSON logger of src/observability/logger.ts); default console. */
  logger?: Logger;
  /** An already open database (tests share one); closed by the caller, not by close(). */
  database?: Database;
  /** Milliseconds since the Unix epoch, for the rate-limit windows, stored responses' expiry and the request log's times; tests drive time with it. */
  clock?: () => number;
  /** Lifetimes of the API-key cache (src/accounts/principals.ts); tests set them. */
  keyCache?: KeyAuthenticatorOptions;
  /** Where the built web console is served from; default dist/console (`npm run build`). */
  consoleDir?: string;
  /** Handlers in place of some operations' own: a test registers one that misbehaves, to see the pipeline catch it. */
  handlers?: Partial<Handlers>;
}

export interface App {
  koa: Koa;
  services: Services;
  bootstrap: BootstrapResult;
  /** The server listens at `origin` (http://host:port): without PUBLIC_BASE_URL, wallet sign-ins name it. */
  listening(origin: string): void;
  /** The requests being served (main.ts waits for them before close()). */
  inFlight: InFlightRequests;
  /** Resolves once the boot's background model fetches have ended (at once when there are none). */
  modelFetches: Promise<void>;
  close(): Promise<void>;
}

export function loadBundledSpec(): Document {
  return JSON.parse(readFileSync(join(PROJECT_ROOT, 'generated', 'openapi.json'), 'utf8')) as Document;
}

/**
 * OpenTelemetry traces, when an OTLP endpoint is set (docs/decisions/0050): the request spans, the
 * engine factories whose engines trace their calls, and the shutdown. Its packages load only then.
 */
async function startAppTracing(settings: TraceSettings) {
  const [{ startTracing }, { requestTracer }, { tracedFactories }] = await Promise.all([
    import('./observability/tracing/tracing.js'),
    import('./http/request-span.js'),
    import('./providers/traced-engines.js'),
  ]);
  const tracing = await startTracing(settings);
  return { requests: requestTracer(tracing), factories: tracedFactories(ENGINE_FACTORIES, tracing), shutdown: tracing.shutdown };
}

export async function buildApp(options: AppOptions): Promise<App> {
  const environment = options.environment ?? process.env;
  const settings = readSettings(environment);
  const logger = options.logger ?? console;
  const configDir = options.configDir ?? join(PROJECT_ROOT, 'config');
  // Every config file read and checked once, all their problems listed together; the loaders take them from here.
  const config = readConfigFiles(configDir, environment);
  const configured = loadCatalog(config, environment);
  const limitsConfig = loadLimitsConfig(config);
  const prepared = prepareGeneratedModels(configured, logger); // a fresh install writes its debug models here
  const tracing = settings.tracing ? await startAppTracing(settings.tracing) : undefined;
  const factories = tracing?.factories ?? ENGINE_FACTORIES;
  const { engines, catalog } = buildEngines(prepared, settings.engines, factories); // the catalog of what is served: a model whose engine is not built here is unavailable
  const fetching = new Set(settings.engines.modelDownloads ? catalog.fetchable.map((model) => model.record.id) : []);
  for (const { id, reason } of catalog.unavailable) if (!fetching.has(id)) logger.warn(`model ${id} is not served: ${reason}`);
  if ([...catalog.models, ...catalog.fetchable].some((model) => model.route.engine === 'llama-cpp')) logger.info(llamaSetupLine(settings.engines.llamaCpp));
  // Fetched in the background (the service listens meanwhile); each is served once its file is in place.
  const fetches =
    fetching.size > 0
      ? fetchMissingModels(
          catalog.fetchable.filter((model) => fetching.has(model.record.id)),
          {
            logger,
            arrived: (model) => serveArrivedModel(catalog, engines, model, settings.engines, factories),
            failed: (model, reason) => markUnavailable(catalog, model.record.id, reason),
          },
        )
      : undefined;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      poolMax: settings.databasePoolMax,
      pgliteSharedBuffers: settings.pgliteSharedBuffers,
    }));
  const bootstrap = await ensureFirstAccount(database);
  // On a shared PostgreSQL database other replicas and the CLI change keys too; the feed evicts them here.
  const keys = new KeyAuthenticator(database, { sharedDatabase: Boolean(options.databaseUrl), ...options.keyCache });
  const keyChanges = options.databaseUrl ? await KeyChangeFeed.start(options.databaseUrl, keys, logger) : undefined;
  const wallets = await createWalletPayments({
    config,
    environment,
    database,
    logger,
    publicBaseUrl: settings.publicBaseUrl,
    host: settings.host,
    clock: options.clock,
  });
  const services: Services = {
    database,
    catalog,
    keys,
    credits: new CreditLeases({
      database,
      ttlMs: settings.creditLeaseTtlMs,
      flushIntervalMs: settings.creditFlushIntervalMs,
      logger,
    }),
    keyCreation: new PerMinuteLimiter(settings.keyCreatePerMinute, 'API keys may be created'),
    web3Keys: settings.web3Keys,
    topUpAttempts: new PerMinuteLimiter(settings.topUpAttemptsPerMinute, 'top-up payment attempts may come from one address'),
    engines,
    logger,
    billing: {
      reservationTtlMs: settings.reservationTtlMs,
      abandonedStreamDrainMs: settings.abandonedStreamDrainMs,
      paidStepCheck: settings.paidStepCheck,
    },
    walletConcurrency: new ConcurrencyCap(settings.walletMaxConcurrentRequests),
    limits: new RateLimiter({ config: limitsConfig, store: await counterStoreFor(settings.redis, logger), catalog, database, clock: options.clock, logger }),
    wallets,
    callerFetch: new PublicFetcher(catalog.augment.fetch),
    audio: {
      decoder: new AudioDecoder(settings.audio),
      encoders: new FfmpegQueue('speech encoders', settings.audio.encodeConcurrency, settings.audio.encodeQueueLimit),
    },
    documents: new DocumentParsers(settings.documents, logger),
    freeDocuments: new DocumentParsers(settings.documents, logger, freeSizing(settings.documents)),
    freeCounting: new FreeShare(FREE_COUNT_SHARE, FREE_COUNT_QUEUE_LIMIT),
    responses: new ResponseStore(database, settings.responseRetentionMs, logger, options.clock),
    requestLog: new RequestLog(database, logger, { retentionMs: settings.requestLogRetentionMs, clock: options.clock }),
    metricsToken: settings.metricsToken,
  };
  collectProcessMetrics(); // RSS, heap, event-loop lag, … for GET /metrics (once per process)
  // Reservations left by a process that died mid-request (SIGKILL, power loss) are released once
  // they expire: at boot, and every minute after. The embedded database belongs to this process
  // alone (its lock file), so at boot every reservation in it is a dead process's: release them all.
  const embedded = !options.databaseUrl && !options.database;
  const released = await releaseExpired(database, embedded ? new Date('9999-12-31T00:00:00Z') : new Date());
  if (released > 0) logger.warn(`released ${released} expired credit reservation(s)`);
  const sweeper = setInterval(() => void releaseExpired(database).catch((error: unknown) => logger.error('reservation sweep failed', error)), 60_000);
  sweeper.unref();
  const spec = loadBundledSpec();
  const dispatch = await createDispatcher(spec, options.handlers ? { ...handlers, ...options.handlers } : handlers, services);

  // The request pipeline, outermost first:
  //   1. the envelope: counted in flight (a graceful stop waits for it), identity headers and the
  //      stage timing, then, once the response is done, its metrics and access-log line
  //   2. CORS  3. compression of what the inner steps produce  4. error boundary
  //   then the API (openapi-backend: route, authenticate, validate, limits, credits, handler)
  //   or the API reference page, or the web console.
  const koa = new Koa({ proxy: settings.trustProxy });
  // Errors Koa meets while writing a body (it already answered): a client that left mid-stream is
  // normal; anything else is logged like the error boundary logs.
  koa.on('error', (error: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
      logger.error('response failed while being written', { requestId: ctx?.state.requestId as string | undefined }, error);
  });
  const inFlight = new InFlightRequests();
  // An engine's usage held to the request's bounds, or counted for it: the operator hears of each.
  const stopUsageLog = onUsageCorrected(({ model, reason, reported, charged }) =>
    logger.warn(`model ${model}: the engine's usage ${reason === 'missing' ? 'was missing or invalid; counted' : 'was over the request bound; held to it'}`, {
      reported,
      charged,
    }),
  );
  const unregisterInFlight = registerGauge('http_requests_in_flight', 'Requests this process is serving (a stop waits for them)', () => inFlight.size);
  koa.use(requestEnvelope(inFlight, logger, services.requestLog, tracing?.requests));
  koa.use(cors(API_ROOT, settings.corsAllowedOrigins, declaredResponseHeaders(spec as unknown as Record<string, unknown>)));
  koa.use(responseCompression());
  koa.use(errorBoundary(logger));
  koa.use(consolePage(options.consoleDir));
  koa.use(docsPage(`${API_ROOT}/openapi.json`, String((spec.info as { title?: string }).title ?? 'API')));
  koa.use(async (ctx) => {
    if (ctx.path === API_ROOT || ctx.path.startsWith(`${API_ROOT}/`)) return dispatch(ctx);
    throw notFound();
  });

  return {
    koa,
    services,
    bootstrap,
    listening: (origin) => wallets.signIn.bindListenAddress(origin),
    inFlight,
    modelFetches: fetches?.settled ?? Promise.resolve(),
    async close() {
      clearInterval(sweeper);
      await services.responses.close();
      await fetches?.close();
      unregisterInFlight();
      stopUsageLog();
      await services.credits.close(); // writes what was settled and gives the slices back
      await services.requestLog.close(); // writes the records still buffered
      await keyChanges?.close();
      await keys.close();
      wallets.close();
      await services.limits.close();
      await engines.close();
      await tracing?.shutdown(); // exports the spans still queued
      await services.callerFetch.close();
      await Promise.all([services.documents.close(), services.freeDocuments.close()]);
      if (!options.database) await closeDatabase(database);
    },
  };
}
