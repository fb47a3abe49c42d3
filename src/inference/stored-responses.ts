// Stored responses (POST /responses with `store`, the default): kept in the database, shared by
// replicas, for the retention period (RESPONSE_RETENTION_DAYS), and only for the caller that made
// them (its ledger owner: the account of a key, or the wallet). An expired row is never read, and
// is deleted by prune() (every hour and at boot). docs/decisions/0046-stored-responses.md.
import type { components } from '../../generated/api-types.js';
import { payerOwner } from '../money.js';
import type { Logger } from '../observability/logger.js';
import type { Principal } from '../principal.js';
import type { Database } from '../store/database.js';

type Response = components['schemas']['ResponsesResponse'];
export type StoredItem = components['schemas']['ResponsesStoredItem'];

export interface StoredResponse {
  response: Response;
  /** Every item the model was given, earlier turns first (instructions are not items). */
  inputItems: StoredItem[];
}

interface StoredResponseRow {
  id: string;
  owner: string;
  response: Response | string;
  input_items: StoredItem[] | string;
  created_at: Date;
  expires_at: Date;
}

export const DAY_MS = 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

// node-pg parses jsonb, and a driver may hand it back as text; both read the same here.
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export class ResponseStore {
  private readonly pruner: NodeJS.Timeout;
  private pruning: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: Database,
    readonly retentionMs: number,
    private readonly logger: Pick<Logger, 'error'>,
    private readonly clock: () => number = Date.now,
  ) {
    const prune = () => {
      this.pruning = this.prune().catch((error: unknown) => logger.error('stored responses: pruning expired ones failed', error));
    };
    prune();
    this.pruner = setInterval(prune, PRUNE_EVERY_MS);
    this.pruner.unref();
  }

  /**
   * Keeps a response for its maker. A failure is logged, not thrown: the answer was made (and
   * charged) and still reaches the caller; only reading or continuing from it later fails (a 404).
   */
  async save(caller: Principal, response: Response, inputItems: StoredItem[]): Promise<void> {
    const now = this.clock();
    const row: StoredResponseRow = {
      id: response.id,
      owner: payerOwner(caller),
      // Stringified: knex would write a JavaScript array as a PostgreSQL array, not as JSON.
      response: JSON.stringify(response),
      input_items: JSON.stringify(inputItems),
      created_at: new Date(now),
      expires_at: new Date(now + this.retentionMs),
    };
    try {
      await this.database<StoredResponseRow>('stored_responses').insert(row);
    } catch (error) {
      this.logger.error(`stored responses: response ${response.id} could not be stored; it cannot be retrieved or continued from`, error);
    }
  }

  /** The caller's unexpired response of this id, else undefined (unknown, expired, deleted, or another caller's). */
  async find(caller: Principal, id: string): Promise<StoredResponse | undefined> {
    const row = await this.live(caller).where({ id }).first();
    return row ? { response: parsed(row.response), inputItems: parsed(row.input_items) } : undefined;
  }

  async delete(caller: Principal, id: string): Promise<boolean> {
    // `returning` because knex-pglite does not report a bare delete's row count.
    return (await this.live(caller).where({ id }).delete().returning('id')).length > 0;
  }

  /** An item of the caller's unexpired responses (an input item or an output item) by its id; the newest response holding it wins. */
  async findItem(caller: Principal, itemId: string): Promise<StoredItem | undefined> {
    const probe = JSON.stringify([{ id: itemId }]);
    const row = await this.live(caller)
      .where((query) => query.whereRaw('input_items @> ?::jsonb', [probe]).orWhereRaw("response->'output' @> ?::jsonb", [probe]))
      .orderBy('created_at', 'desc')
      .first();
    if (!row) return undefined;
    const items = [...parsed(row.input_items), ...(parsed(row.response).output as StoredItem[])];
    return items.find((item) => item.id === itemId);
  }

  /** Deletes the expired responses; returns how many. */
  async prune(): Promise<number> {
    const deleted = await this.database('stored_responses').where('expires_at', '<=', new Date(this.clock())).delete().returning('id');
    return deleted.length;
  }

  /** Stops pruning; resolves once a prune under way has ended (before the database closes). */
  async close(): Promise<void> {
    clearInterval(this.pruner);
    await this.pruning;
  }

  private live(caller: Principal) {
    return this.database<StoredResponseRow>('stored_responses')
      .where({ owner: payerOwner(caller) })
      .where('expires_at', '>', new Date(this.clock()));
  }
}
