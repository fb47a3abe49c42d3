// Tag "Billing" (beta): balances, the ledger as history and aggregates, operator credits.
import { requireOperator } from '../accounts/operator.js';
import { accountBalance, balanceSummary } from '../billing/account-balance.js';
import { fromMicro, accountOwner } from '../money.js';
import { creditAccount } from '../billing/operator-credits.js';
import { analyticsRange, usageAnalytics } from '../billing/usage-analytics.js';
import { toCsv, usageHistory } from '../billing/usage-history.js';
import { apiError } from '../errors.js';
import { requireKeyPrincipal, type Handlers } from './handler-context.js';

export const billingHandlers = {
  async getBillingBalance(_input, context) {
    const caller = requireKeyPrincipal(context);
    return { status: 200, body: balanceSummary(await accountBalance(context.services.database, caller.accountId, context.services.credits)) };
  },
  async getBillingUsageHistory({ query }, context) {
    const caller = requireKeyPrincipal(context);
    const pageSize = query.pageSize ?? 1000;
    await context.services.credits.flush(); // this process's settled charges belong in the history
    const page = await usageHistory(context.services.database, {
      owner: accountOwner(caller.accountId),
      start: query.startTimestamp,
      end: query.endTimestamp,
      currency: query.currency,
      pageSize,
      cursor: query.cursor,
      order: query.sortOrder ?? 'asc',
    });
    const headers: Record<string, string> = { 'x-pagination-limit': String(pageSize) };
    if (context.accepts('application/json', 'text/csv') !== 'text/csv') return { status: 200, body: page, headers };
    if (page.nextCursor) headers['x-next-cursor'] = page.nextCursor;
    headers['Content-Disposition'] = `attachment; filename=billing-usage-history-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`;
    return { status: 200, body: toCsv(page.data), contentType: 'text/csv; charset=utf-8', headers };
  },
  async getBillingUsageAnalytics({ query }, context) {
    const caller = requireKeyPrincipal(context);
    const range = analyticsRange(query, new Date());
    await context.services.credits.flush();
    const { database, catalog } = context.services;
    return { status: 200, body: await usageAnalytics(database, accountOwner(caller.accountId), range, catalog.configured) };
  },
  async getBillingUsage() {
    throw apiError('ENDPOINT_RETIRED', {
      message: 'This endpoint was retired on 2026-09-16; use GET /api/v1/billing/usage-history',
      headers: {
        Deprecation: '@1783555200',
        Sunset: 'Wed, 16 Sep 2026 00:00:00 GMT',
        Link: '</api/v1/billing/usage-history>; rel="successor-version"',
      },
    });
  },
  async createBillingCredit({ body }, context) {
    const caller = requireKeyPrincipal(context);
    await requireOperator(context.services.database, caller.accountId, 'credit accounts');
    const result = await creditAccount(context.services.database, {
      accountId: body.accountId ?? caller.accountId,
      amountUsd: body.amountUsd,
      reason: body.reason,
      externalId: body.externalId,
      createdBy: `key:${caller.keyId}`,
    });
    return {
      status: 200,
      body: {
        success: true,
        data: {
          accountId: result.accountId,
          entryId: result.entryId,
          amountCredited: result.duplicate ? 0 : fromMicro(result.amount),
          newBalance: fromMicro(result.balanceAfter),
          duplicate: result.duplicate,
        },
      },
    };
  },
} satisfies Pick<Handlers, 'getBillingBalance' | 'getBillingUsageHistory' | 'getBillingUsageAnalytics' | 'getBillingUsage' | 'createBillingCredit'>;
