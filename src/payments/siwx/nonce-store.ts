// Replay protection: a nonce signs a wallet in once. `consume` is an insert that either creates the
// row or finds it there, so the check and the record are one statement and concurrent replays of
// one header let exactly one through.
import type { Database } from '../../store/database.js';

export interface SiwxNonceStore {
  /** True the first time (wallet, nonce) is seen, false on every later call. */
  consume(wallet: string, nonce: string, expiresAt: Date): Promise<boolean>;
}

export class DatabaseNonceStore implements SiwxNonceStore {
  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(wallet: string, nonce: string, expiresAt: Date): Promise<boolean> {
    const inserted = await this.database('siwx_nonces')
      .insert({ wallet, nonce, expires_at: expiresAt, created_at: new Date(this.now()) })
      .onConflict(['wallet', 'nonce'])
      .ignore()
      .returning('nonce');
    return inserted.length === 1;
  }

  /** Deletes the nonces whose messages can no longer pass the freshness checks; returns how many. */
  async pruneExpired(): Promise<number> {
    // `returning` because knex-pglite does not report a bare delete's row count.
    const deleted = await this.database('siwx_nonces').where('expires_at', '<', new Date(this.now())).delete().returning('nonce');
    return deleted.length;
  }
}
