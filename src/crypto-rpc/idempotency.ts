// Idempotency-Key for the JSON-RPC proxy: a retry of a request that was answered gets the same
// answer back, charged once (a client that lost a response to eth_sendRawTransaction must be able
// to retry without sending, or paying, twice). Keys are kept 24 hours per payer. The first use
// claims the key by inserting its row before anything is forwarded, so concurrent first uses
// cannot both reach the node; the loser gets 409 until the winner finishes.
import { createHash } from 'node:crypto';
import { apiError, badRequest } from '../errors.js';
import type { Database } from '../store/database.js';

const KEEP_MS = 24 * 60 * 60 * 1000;
// Longer than a forward can take (forward.ts's deadline): a pending row older than this belongs to
// a process that died mid-request, and the key may be claimed again.
const LEASE_MS = 2 * 60 * 1000;

export interface StoredAnswer {
  body: string;
  headers: Record<string, string>;
}

export type Claim = { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer };

export interface KeyUse {
  /** The payer (`account:<id>`, `wallet:<address>`). */
  caller: string;
  key: string;
  requestHash: string;
}

/** JSON with object keys sorted, so the same request sent with its fields reordered hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(network: string, body: unknown): string {
  return createHash('sha256')
    .update(`${network}\n${canonical(body)}`)
    .digest('hex');
}

const keyInUse = () => apiError('IDEMPOTENCY_KEY_IN_USE');

/** Claims the key for this request, or returns the kept answer, or throws 400 (other body) / 409 (in flight). */
export async function claimKey(database: Database, use: KeyUse, now = new Date()): Promise<Claim> {
  const where = { caller: use.caller, idempotency_key: use.key };
  // Expired keys may be reused; pruning them here keeps the table to a day of keys.
  await database('rpc_idempotency').where('expires_at', '<=', now).delete();
  const inserted = await database('rpc_idempotency')
    .insert({
      ...where,
      request_hash: use.requestHash,
      state: 'pending',
      lease_expires_at: new Date(now.getTime() + LEASE_MS),
      created_at: now,
      expires_at: new Date(now.getTime() + KEEP_MS),
    })
    .onConflict(['caller', 'idempotency_key'])
    .ignore()
    .returning('caller');
  if (inserted.length > 0) return { kind: 'claimed' };
  const row = await database('rpc_idempotency').where(where).first();
  if (!row) return claimKey(database, use, now); // expired and pruned between the two statements
  if (row.request_hash !== use.requestHash) {
    throw badRequest('This Idempotency-Key was used with a different request; use a new key for a new request', undefined, 'IDEMPOTENCY_KEY_REUSED');
  }
  if (row.state === 'done') return { kind: 'replay', answer: { body: row.response_body as string, headers: row.response_headers as Record<string, string> } };
  // Pending: in flight elsewhere, unless its lease ran out (that process died); take it over atomically.
  const taken = await database('rpc_idempotency')
    .where({ ...where, state: 'pending' })
    .andWhere('lease_expires_at', '<=', now)
    .update({ lease_expires_at: new Date(now.getTime() + LEASE_MS) })
    .returning('caller');
  if (taken.length > 0) return { kind: 'claimed' };
  throw keyInUse();
}

/** Keeps the answer of a claimed key for its retries. */
export async function completeKey(database: Database, use: KeyUse, answer: StoredAnswer): Promise<void> {
  await database('rpc_idempotency')
    .where({ caller: use.caller, idempotency_key: use.key, state: 'pending' })
    .update({ state: 'done', response_body: answer.body, response_headers: JSON.stringify(answer.headers) });
}

/** Frees a claimed key whose request failed (nothing charged), so the client can retry with it. */
export async function abandonKey(database: Database, use: KeyUse): Promise<void> {
  await database('rpc_idempotency').where({ caller: use.caller, idempotency_key: use.key, state: 'pending' }).delete();
}
