// The changes to API keys made by any process on a shared PostgreSQL database, delivered to this
// one's key cache. A trigger on api_keys (migration 0008) announces every change that matters on
// the channel `api_key_changes` with the key's secret hash; this feed LISTENs on a connection of
// its own (a pooled one could be handed to a query and would lose the LISTEN when recycled) and
// evicts each announced key.
//
// Notifications sent while nothing listens are lost, so the cache is told at once when the
// connection goes (it then trusts no entry for more than a few seconds) and when it listens again
// (it then starts empty). A connection can also stop delivering without the socket noticing (a
// dropped NAT entry, a failover behind a proxy, a pooler in transaction mode that loses LISTEN):
// every 2.5 s the feed notifies itself on the channel, and a heartbeat that does not come back
// within 2.5 s counts as a loss, so no such break goes unnoticed for more than 5 s.
// The embedded database has one process, which evicts its own writes; it needs no feed.
import type { Logger } from '../observability/logger.js';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const KEY_CHANGES_CHANNEL = 'api_key_changes';
/** Heartbeat payloads start with this (a secret hash is 64 hex digits, so never does). */
const HEARTBEAT = 'heartbeat ';
/** The feed's connections carry this application_name (pg_stat_activity shows it). */
export const KEY_CHANGE_FEED_APPLICATION = 'key-change-feed';

/** What the feed tells: the key cache (KeyAuthenticator) implements it. */
export interface KeyChangeSubscriber {
  forgetSecretHash(secretHash: string): void;
  changesWatched(watched: boolean): void;
}

type FeedLogger = Pick<Logger, 'warn' | 'info'>;

export interface KeyChangeFeedOptions {
  heartbeatIntervalMs?: number;
  heartbeatTimeoutMs?: number;
  /** Delay before the first reconnection attempt; it doubles up to maxRetryMs. */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

export class KeyChangeFeed {
  private client: pg.Client | undefined;
  private watching = false;
  private closed = false;
  private retryMs: number;
  /** The next reconnection attempt, or the next heartbeat. */
  private timer: NodeJS.Timeout | undefined;
  private heartbeatDeadline: NodeJS.Timeout | undefined;
  private heartbeatPayload: string | undefined;
  private readonly heartbeatIntervalMs: number;
  private readonly heartbeatTimeoutMs: number;
  private readonly firstRetryMs: number;
  private readonly maxRetryMs: number;

  private constructor(
    private readonly databaseUrl: string,
    private readonly subscriber: KeyChangeSubscriber,
    private readonly logger: FeedLogger,
    options: KeyChangeFeedOptions,
  ) {
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? 2_500;
    this.heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 2_500;
    this.firstRetryMs = options.firstRetryMs ?? 100;
    this.maxRetryMs = options.maxRetryMs ?? 5_000;
    this.retryMs = this.firstRetryMs;
  }

  /** Starts listening; resolves after the first attempt, whose failure is logged and retried. */
  static async start(databaseUrl: string, subscriber: KeyChangeSubscriber, logger: FeedLogger, options: KeyChangeFeedOptions = {}): Promise<KeyChangeFeed> {
    const feed = new KeyChangeFeed(databaseUrl, subscriber, logger, options);
    subscriber.changesWatched(false);
    await feed.connect();
    return feed;
  }

  /** Whether the feed is listening now (so the cache trusts its entries for long). */
  get listening(): boolean {
    return this.watching;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.watching = false;
    clearTimeout(this.timer);
    clearTimeout(this.heartbeatDeadline);
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    // A connection that stopped answering would hold a shutdown up forever: wait one heartbeat timeout at most.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.heartbeatTimeoutMs)));
    await Promise.race([client.end().catch(() => undefined), timeout]);
    clearTimeout(timer);
  }

  private async connect(): Promise<void> {
    this.timer = undefined;
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: KEY_CHANGE_FEED_APPLICATION,
      keepAlive: true,
      connectionTimeoutMillis: this.maxRetryMs,
      // LISTEN and the heartbeat: an answer that does not come in time is a lost connection.
      query_timeout: this.heartbeatTimeoutMs,
    });
    this.client = client;
    client.on('notification', ({ channel, payload }) => {
      if (channel !== KEY_CHANGES_CHANNEL || !payload) return;
      if (!payload.startsWith(HEARTBEAT)) this.subscriber.forgetSecretHash(payload);
      else if (payload === this.heartbeatPayload && this.client === client) this.heartbeatReturned(client);
      // other replicas' heartbeats are ignored
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${KEY_CHANGES_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client) return; // lost or closed meanwhile
    if (this.retryMs > this.firstRetryMs) this.logger.info(`API key change feed listening again; the key cache starts empty`);
    this.retryMs = this.firstRetryMs;
    this.watching = true;
    this.subscriber.changesWatched(true);
    this.scheduleHeartbeat(client);
  }

  private scheduleHeartbeat(client: pg.Client): void {
    this.timer = setTimeout(() => {
      this.heartbeatPayload = `${HEARTBEAT}${randomUUID()}`;
      this.heartbeatDeadline = setTimeout(() => this.lost(client, new Error(`no heartbeat within ${this.heartbeatTimeoutMs} ms`)), this.heartbeatTimeoutMs);
      this.heartbeatDeadline.unref();
      client.query('select pg_notify($1, $2)', [KEY_CHANGES_CHANNEL, this.heartbeatPayload]).catch((error: unknown) => this.lost(client, error));
    }, this.heartbeatIntervalMs);
    this.timer.unref();
  }

  private heartbeatReturned(client: pg.Client): void {
    clearTimeout(this.heartbeatDeadline);
    this.heartbeatPayload = undefined;
    this.scheduleHeartbeat(client);
  }

  /** The connection is gone or unusable: stop trusting the cache and reconnect (once per client). */
  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.watching = false;
    clearTimeout(this.timer);
    clearTimeout(this.heartbeatDeadline);
    this.heartbeatPayload = undefined;
    this.subscriber.changesWatched(false);
    client.removeAllListeners('notification');
    client.end().catch(() => undefined); // may never settle on a dead socket; nothing waits for it
    if (this.closed) return;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(`API key change feed lost (${reason}); cached keys are trusted for seconds only until it listens again, retrying in ${this.retryMs} ms`);
    this.timer = setTimeout(() => void this.connect(), this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, this.maxRetryMs);
  }
}
