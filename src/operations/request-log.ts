// Tag "Monitoring": the request log (src/observability/request-log.ts). An account's ADMIN keys
// read their account's records; the operator's read every account's and wallet's, or one
// account's with `accountId`. The records still buffered are written first, so a request answered
// before the read is in it (the read itself is logged once it ends, like any request).
import { isOperator } from '../accounts/operator.js';
import { forbidden } from '../errors.js';
import { listRequestRecords, modelPerformance, type RequestLogScope } from '../observability/request-log-reads.js';
import type { KeyPrincipal } from '../principal.js';
import type { Database } from '../store/database.js';
import { requireKeyPrincipal, type Handlers } from './handler-context.js';

const PERIOD_MS = { '1h': 3_600_000, '24h': 86_400_000 } as const;

/** Whose records the caller reads: its own account's, or (the operator) all, or the one account it names. */
async function scopeOf(database: Database, caller: KeyPrincipal, accountId: string | undefined): Promise<RequestLogScope> {
  if (accountId === caller.accountId) return { accountId };
  if (await isOperator(database, caller.accountId)) return { accountId };
  if (accountId !== undefined) throw forbidden("Only the operator's ADMIN keys may read another account's requests", 'UNAUTHORIZED');
  return { accountId: caller.accountId };
}

export const requestLogHandlers = {
  async listRequests({ query }, context) {
    const { database, requestLog } = context.services;
    const scope = await scopeOf(database, requireKeyPrincipal(context), query.accountId);
    await requestLog.flush();
    const page = await listRequestRecords(database, {
      ...scope,
      model: query.model,
      apiKeyId: query.apiKeyId,
      status: query.status,
      errorCode: query.errorCode,
      operationId: query.operationId,
      start: query.startTimestamp,
      end: query.endTimestamp,
      pageSize: query.pageSize ?? 50,
      cursor: query.cursor,
    });
    return { status: 200, body: page };
  },
  async getRequestPerformance({ query }, context) {
    const { database, requestLog } = context.services;
    const scope = await scopeOf(database, requireKeyPrincipal(context), query.accountId);
    await requestLog.flush();
    const period = query.period ?? '1h';
    const to = new Date(requestLog.now());
    const from = new Date(to.getTime() - PERIOD_MS[period]);
    const data = await modelPerformance(database, scope, from, to);
    return { status: 200, body: { period, from: from.toISOString(), to: to.toISOString(), data } };
  },
} satisfies Pick<Handlers, 'listRequests' | 'getRequestPerformance'>;
