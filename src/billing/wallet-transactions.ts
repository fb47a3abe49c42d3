// A wallet's credit history for GET /x402/transactions: its ledger entries, newest first, in the
// reference API's vocabulary (TOP_UP, CHARGE, REFUND).
import type { Knex } from 'knex';
import type { components } from '../../generated/api-types.js';
import { fromMicro, walletOwner } from '../money.js';

type WalletTransaction = components['schemas']['X402WalletTransaction'];

interface EntryRow {
  id: string;
  owner: string;
  currency: string;
  amount: string;
  balance_after: string;
  kind: string;
  request_id: string | null;
  model_id: string | null;
  created_at: Date;
}

function typeOf(row: Pick<EntryRow, 'kind' | 'amount'>): WalletTransaction['type'] {
  if (row.kind === 'credit') return 'TOP_UP';
  return BigInt(row.amount) < 0n ? 'CHARGE' : 'REFUND';
}

export async function walletTransactions(database: Knex, address: string, page: { limit: number; offset: number }) {
  // One row more than asked says whether there is a next page without counting them all.
  const rows = await database<EntryRow>('ledger_entries')
    .where({ owner: walletOwner(address), currency: 'USD' })
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit + 1)
    .select('id', 'amount', 'balance_after', 'kind', 'request_id', 'model_id', 'created_at');
  const transactions: WalletTransaction[] = rows.slice(0, page.limit).map((row) => ({
    id: String(row.id),
    amount: fromMicro(BigInt(row.amount)),
    balanceAfter: fromMicro(BigInt(row.balance_after)),
    type: typeOf(row),
    createdAt: new Date(row.created_at).toISOString(),
    requestId: row.request_id,
    modelId: row.model_id,
  }));
  return { transactions, hasMore: rows.length > page.limit };
}
