// The request log's writer (docs/decisions/0055-request-log.md). A finished request's record goes
// into a bounded buffer in memory, nothing more on the request's path; the buffer is written in
// batches, one insert of many rows each, every second or as soon as a batch is full. A record that
// finds the buffer full, or whose batch the database refused, is dropped and counted
// (service_request_log_dropped_total): the log is an operator's view, never a reason to slow or fail
// a request. close() writes what is left. Rows older than the retention period
// (REQUEST_LOG_RETENTION_DAYS) are deleted at boot and every hour, a bounded number per statement.
import { Counter } from 'prom-client';
import type { Database } from '../store/database.js';
import type { Logger } from './logger.js';
import { registry } from './metrics.js';
import type { RequestRecord } from './request-record.js';

export interface RequestLogOptions {
  retentionMs: number;
  /** Milliseconds since the Unix epoch: the records' times and the retention's cut-off (tests drive it). */
  clock?: () => number;
  /** Records held for writing at most; one more is dropped. */
  capacity?: number;
}

/** Records of one insert (and the number waiting that starts a write before the second is up). */
export const BATCH_ROWS = 500;
const DEFAULT_CAPACITY = 20_000;
const FLUSH_EVERY_MS = 1000;
const PRUNE_EVERY_MS = 3_600_000;
const PRUNE_ROWS = 5000;
const WARN_EVERY_MS = 60_000;
// What a caller controls is kept bounded in the row.
const MAX_PATH = 1024;
const MAX_NAME = 256;

const dropped = new Counter({
  name: 'service_request_log_dropped_total',
  help: 'Request log records not written: the buffer was full (buffer_full), the database refused their batch (write_failed), or the request ended after the log closed (closed)',
  labelNames: ['reason'],
  registers: [registry],
});

/** The columns a batch writes, with their types (the migration's, 0016). */
const COLUMNS = [
  ['request_id', 'text'],
  ['created_at', 'timestamptz'],
  ['account_id', 'uuid'],
  ['api_key_id', 'uuid'],
  ['wallet', 'text'],
  ['operation_id', 'text'],
  ['method', 'text'],
  ['path', 'text'],
  ['model_requested', 'text'],
  ['model', 'text'],
  ['deployment', 'text'],
  ['status', 'smallint'],
  ['error_code', 'text'],
  ['stream', 'boolean'],
  ['prompt_tokens', 'bigint'],
  ['cached_tokens', 'bigint'],
  ['completion_tokens', 'bigint'],
  ['ttft_ms', 'double precision'],
  ['duration_ms', 'double precision'],
  ['output_tokens_per_second', 'double precision'],
  ['cost_micro', 'bigint'],
  ['currency', 'text'],
] as const;

// A batch goes in with one parameter, a JSON array the database expands, as the ledger's rows do
// (docs/decisions/0049-statements-per-write.md): cheaper to build and send than 22 parameters a row.
const INSERT_RECORDS = `insert into request_log (${COLUMNS.map(([name]) => name).join(', ')})
  select ${COLUMNS.map(([name]) => name).join(', ')}
  from json_to_recordset(?::json) as record(${COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')})`;

export interface RequestLogRow {
  request_id: string;
  created_at: Date;
  account_id: string | null;
  api_key_id: string | null;
  wallet: string | null;
  operation_id: string | null;
  method: string;
  path: string;
  model_requested: string | null;
  model: string | null;
  deployment: string | null;
  status: number;
  error_code: string | null;
  stream: boolean;
  prompt_tokens: number | null;
  cached_tokens: number | null;
  completion_tokens: number | null;
  ttft_ms: number | null;
  duration_ms: number;
  output_tokens_per_second: number | null;
  cost_micro: string | null;
  currency: string | null;
}

/** A count as its bigint column takes it: a whole number from 0 to 2^53, else null (one bad row must not refuse its whole batch). */
const storedCount = (value: number | null) => (value !== null && Number.isSafeInteger(value) && value >= 0 ? value : null);
/** A double the column takes: finite and not negative, else null. */
const storedMeasure = (value: number | null) => (value !== null && Number.isFinite(value) && value >= 0 ? value : null);

/**
 * Caller-sent text as a text column takes it: at most `length` characters, no NUL and no lone
 * surrogate (PostgreSQL's text holds neither, and one row's would refuse its whole batch).
 */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const storedText = (text: string | null, length: number) =>
  text === null ? null : (text.length > length ? text.slice(0, length) : text).replace(UNSTORABLE, (found) => (found === '\0' ? '' : '\ufffd'));

/**
 * A record as its row, with what is derived from it: time to first token is the first byte of an
 * answer a model gave (a stream's first event, or the whole body); output speed is the completion
 * tokens over the time after it (a stream) or over the whole request (an answer not streamed).
 */
export function rowOf(record: RequestRecord): RequestLogRow {
  const answered = record.status >= 200 && record.status < 300 && record.model !== null;
  const ttft = answered && record.firstByteMs !== null ? Math.min(record.firstByteMs, record.durationMs) : null;
  const generating = ttft === null ? 0 : record.stream ? record.durationMs - ttft : record.durationMs;
  const completion = record.completionTokens;
  return {
    request_id: record.requestId,
    created_at: new Date(record.arrivedAt),
    account_id: record.accountId,
    api_key_id: record.apiKeyId,
    wallet: record.wallet,
    operation_id: record.operationId,
    method: record.method,
    path: storedText(record.path, MAX_PATH)!,
    model_requested: storedText(record.modelRequested, MAX_NAME),
    model: record.model,
    deployment: record.deployment,
    status: record.status,
    error_code: storedText(record.errorCode, MAX_NAME),
    stream: record.stream,
    prompt_tokens: storedCount(record.promptTokens),
    cached_tokens: storedCount(record.cachedTokens),
    completion_tokens: storedCount(completion),
    ttft_ms: storedMeasure(ttft),
    duration_ms: storedMeasure(record.durationMs) ?? 0,
    output_tokens_per_second: storedMeasure(completion !== null && completion > 0 && generating > 0 ? completion / (generating / 1000) : null),
    cost_micro: record.costMicro === null ? null : record.costMicro.toString(),
    currency: record.currency,
  };
}

export class RequestLog {
  private buffer: RequestRecord[] = [];
  private writing: Promise<void> | undefined;
  private pruning: Promise<unknown> = Promise.resolve();
  private closed = false;
  private lastWarnedAt = Number.NEGATIVE_INFINITY;
  private readonly flusher: NodeJS.Timeout;
  private readonly pruner: NodeJS.Timeout;
  private readonly clock: () => number;
  private readonly capacity: number;
  readonly retentionMs: number;
  /** False with a retention of 0 days: the operator keeps no request log (its batched writes are its cost). */
  readonly recording: boolean;

  constructor(
    private readonly database: Database,
    private readonly logger: Pick<Logger, 'warn' | 'error'>,
    options: RequestLogOptions,
  ) {
    this.clock = options.clock ?? Date.now;
    this.capacity = options.capacity ?? DEFAULT_CAPACITY;
    this.retentionMs = options.retentionMs;
    this.recording = options.retentionMs > 0;
    this.flusher = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.flusher.unref();
    const prune = () => {
      this.pruning = this.prune().catch((error: unknown) => logger.error('request log: pruning old records failed', error));
    };
    prune();
    this.pruner = setInterval(prune, PRUNE_EVERY_MS);
    this.pruner.unref();
  }

  /** A finished request's record, taken for writing (or dropped and counted when the buffer is full). Never throws. */
  add(record: RequestRecord): void {
    if (!this.recording) return;
    if (this.closed || this.buffer.length >= this.capacity) {
      dropped.inc({ reason: this.closed ? 'closed' : 'buffer_full' });
      return;
    }
    record.arrivedAt = this.clock() - record.durationMs;
    this.buffer.push(record);
    if (this.buffer.length >= BATCH_ROWS && this.writing === undefined) void this.flush();
  }

  /** Milliseconds since the Unix epoch, on the log's clock (the app's). */
  now(): number {
    return this.clock();
  }

  /** Records waiting to be written. */
  get pending(): number {
    return this.buffer.length;
  }

  /** Writes every record taken so far (after any write under way). Never rejects: a refused batch is dropped and counted. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.buffer.length === 0) return;
    const records = this.buffer;
    this.buffer = [];
    this.writing = this.write(records).finally(() => {
      this.writing = undefined;
    });
    await this.writing;
  }

  /** Deletes the records older than the retention period, PRUNE_ROWS a statement; returns how many. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock() - this.retentionMs);
    let total = 0;
    for (;;) {
      const result = await this.database.raw(
        `with gone as (
           delete from request_log where id in (select id from request_log where created_at < ? order by id limit ${PRUNE_ROWS}) returning 1
         )
         select count(*)::int as deleted from gone`,
        [cutoff],
      );
      const deleted = Number((result.rows as { deleted: number | string }[])[0]?.deleted ?? 0);
      total += deleted;
      if (deleted < PRUNE_ROWS) return total;
    }
  }

  /** Stops the timers and writes what is left (before the database closes). */
  async close(): Promise<void> {
    clearInterval(this.flusher);
    clearInterval(this.pruner);
    await this.pruning;
    await this.flush();
    this.closed = true;
  }

  private async write(records: RequestRecord[]): Promise<void> {
    for (let start = 0; start < records.length; start += BATCH_ROWS) {
      const batch = records.slice(start, start + BATCH_ROWS);
      try {
        await this.database.raw(INSERT_RECORDS, [JSON.stringify(batch.map(rowOf))]);
      } catch (error) {
        dropped.inc({ reason: 'write_failed' }, batch.length);
        const now = Date.now();
        if (now - this.lastWarnedAt >= WARN_EVERY_MS) {
          this.lastWarnedAt = now;
          this.logger.warn(`request log: ${batch.length} record(s) could not be written and were dropped (warned at most once a minute)`, String(error));
        }
      }
    }
  }
}
