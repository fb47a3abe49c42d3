// Puts credit on a test app's first account, as an operator would (the ledger's own credit path).
import { creditAccount } from '../../src/billing/operator-credits.js';
import type { TestApp } from './test-app.js';

export async function creditTestAccount(service: TestApp, amountUsd: string, accountId = service.app.bootstrap.accountId): Promise<void> {
  await creditAccount(service.app.services.database, {
    accountId,
    amountUsd,
    reason: 'test credit',
    externalId: `test-${accountId}-${Math.random().toString(36).slice(2)}`,
    createdBy: 'test',
  });
}
