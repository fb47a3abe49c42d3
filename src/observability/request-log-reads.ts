// The request log as GET /requests and GET /requests/performance read it: records newest first
// (by serial id, the cursor), filtered, for one account or for every caller (the operator); and
// per model over the last hour or day, with percentiles from PostgreSQL's percentile_cont (the
// embedded database computes them the same).
import type { Knex } from 'knex';
import type { components } from '../../generated/api-types.js';
import { fromMicro, type Currency } from '../money.js';
import { timeBound } from '../time.js';
import type { RequestLogRow } from './request-log.js';

type RequestRecordBody = components['schemas']['RequestRecord'];
type ModelPerformance = components['schemas']['ModelPerformance'];

/** Whose records: one account's, or (undefined) every account's and wallet's. */
export interface RequestLogScope {
  accountId?: string;
}

export interface RequestLogQuery extends RequestLogScope {
  model?: string;
  apiKeyId?: string;
  /** `404`, or a class: `4xx`. */
  status?: string;
  errorCode?: string;
  operationId?: string;
  start?: string;
  end?: string;
  pageSize: number;
  cursor?: string;
}

/** A stored row as read back: its serial id and key description joined, bigint columns as text (node-pg) or numbers (the embedded database). */
type RecordRow = Omit<RequestLogRow, 'prompt_tokens' | 'cached_tokens' | 'completion_tokens' | 'cost_micro' | 'currency'> & {
  id: string | number;
  key_description: string | null;
  prompt_tokens: string | number | null;
  cached_tokens: string | number | null;
  completion_tokens: string | number | null;
  cost_micro: string | number | null;
  currency: Currency | null;
};

const LARGEST_ID = 2n ** 63n - 1n;
const countOf = (value: string | number | null) => (value === null ? null : Number(value));

function toRecord(row: RecordRow): RequestRecordBody {
  return {
    requestId: row.request_id,
    timestamp: new Date(row.created_at).toISOString(),
    accountId: row.account_id,
    apiKey: row.api_key_id === null ? null : { id: row.api_key_id, description: row.key_description },
    wallet: row.wallet,
    operationId: row.operation_id,
    method: row.method,
    path: row.path,
    modelRequested: row.model_requested,
    model: row.model,
    deployment: row.deployment,
    status: row.status,
    errorCode: row.error_code,
    stream: row.stream,
    promptTokens: countOf(row.prompt_tokens),
    cachedTokens: countOf(row.cached_tokens),
    completionTokens: countOf(row.completion_tokens),
    timeToFirstTokenMs: row.ttft_ms,
    durationMs: row.duration_ms,
    outputTokensPerSecond: row.output_tokens_per_second,
    cost: row.cost_micro === null || row.currency === null ? null : { amount: fromMicro(BigInt(row.cost_micro)), currency: row.currency },
  };
}

/** One page of records, newest first; the cursor is the id of the last record of the previous page. */
export async function listRequestRecords(database: Knex, query: RequestLogQuery): Promise<{ data: RequestRecordBody[]; nextCursor: string | null }> {
  const builder = database('request_log as r').leftJoin('api_keys as k', 'k.id', 'r.api_key_id').select('r.*', 'k.description as key_description');
  if (query.accountId !== undefined) builder.where('r.account_id', query.accountId);
  if (query.model !== undefined) builder.where((either) => either.where('r.model', query.model!).orWhere('r.model_requested', query.model!));
  if (query.apiKeyId !== undefined) builder.where('r.api_key_id', query.apiKeyId);
  if (query.status !== undefined) {
    if (query.status.endsWith('xx')) {
      const floor = Number(query.status[0]) * 100;
      builder.whereBetween('r.status', [floor, floor + 99]);
    } else builder.where('r.status', Number(query.status));
  }
  if (query.errorCode !== undefined) builder.where('r.error_code', query.errorCode);
  if (query.operationId !== undefined) builder.where('r.operation_id', query.operationId);
  if (query.start !== undefined) builder.where('r.created_at', '>=', timeBound(query.start));
  if (query.end !== undefined) builder.where('r.created_at', '<', timeBound(query.end));
  // A cursor the pattern admits may lie beyond every int8 id: then every record is older than it.
  if (query.cursor !== undefined && BigInt(query.cursor) <= LARGEST_ID) builder.where('r.id', '<', query.cursor);
  const rows = (await builder.orderBy('r.id', 'desc').limit(query.pageSize + 1)) as RecordRow[];
  const page = rows.slice(0, query.pageSize);
  return { data: page.map(toRecord), nextCursor: rows.length > query.pageSize ? String(page[page.length - 1]!.id) : null };
}

interface PerformanceRow {
  model: string;
  requests: string | number;
  errors: string | number;
  client_errors: string | number;
  latency_p50: number | null;
  latency_p95: number | null;
  ttft_p50: number | null;
  ttft_p95: number | null;
  speed_p50: number | null;
  prompt_tokens: string | number | null;
  completion_tokens: string | number | null;
}

/**
 * Each model's figures over [from, to), busiest first: a record counts under the model that
 * answered, else the one it asked for (records that named none are left out). Latency and time to
 * first token are of the answered requests (status below 400); percentile_cont skips the nulls.
 */
export async function modelPerformance(database: Knex, scope: RequestLogScope, from: Date, to: Date): Promise<ModelPerformance[]> {
  const accountFilter = scope.accountId === undefined ? '' : 'and account_id = ?';
  const result = await database.raw(
    `select coalesce(model, model_requested) as model,
            count(*) as requests,
            count(*) filter (where status >= 500) as errors,
            count(*) filter (where status between 400 and 499) as client_errors,
            percentile_cont(0.5) within group (order by duration_ms) filter (where status < 400) as latency_p50,
            percentile_cont(0.95) within group (order by duration_ms) filter (where status < 400) as latency_p95,
            percentile_cont(0.5) within group (order by ttft_ms) as ttft_p50,
            percentile_cont(0.95) within group (order by ttft_ms) as ttft_p95,
            percentile_cont(0.5) within group (order by output_tokens_per_second) as speed_p50,
            sum(prompt_tokens)::text as prompt_tokens,
            sum(completion_tokens)::text as completion_tokens
       from request_log
      where created_at >= ? and created_at < ? and coalesce(model, model_requested) is not null ${accountFilter}
      group by 1
      order by 2 desc, 1`,
    scope.accountId === undefined ? [from, to] : [from, to, scope.accountId],
  );
  return (result.rows as PerformanceRow[]).map((row) => {
    const requests = Number(row.requests);
    const errors = Number(row.errors);
    return {
      model: row.model,
      requests,
      errors,
      clientErrors: Number(row.client_errors),
      errorRate: requests > 0 ? errors / requests : 0,
      latencyMs: row.latency_p50 === null || row.latency_p95 === null ? null : { p50: row.latency_p50, p95: row.latency_p95 },
      timeToFirstTokenMs: row.ttft_p50 === null || row.ttft_p95 === null ? null : { p50: row.ttft_p50, p95: row.ttft_p95 },
      outputTokensPerSecond: row.speed_p50 === null ? null : { p50: row.speed_p50 },
      promptTokens: Number(row.prompt_tokens ?? 0),
      completionTokens: Number(row.completion_tokens ?? 0),
    };
  });
}
