// Migrations are imported modules, not files found at run time, so they work the same under tsx,
// in a bundle and in tests. Append new ones; never edit one that has shipped.
import type { Knex } from 'knex';
import * as accountsAndKeys from './0001-accounts-and-keys.js';
import * as creditsLedger from './0002-credits-ledger.js';
import * as rateLimits from './0003-rate-limits.js';
import * as siwxNonces from './0004-siwx-nonces.js';
import * as x402Payments from './0005-x402-payments.js';
import * as rpcIdempotency from './0006-rpc-idempotency.js';
import * as mediaJobs from './0007-media-jobs.js';
import * as apiKeyChangeNotifications from './0008-api-key-change-notifications.js';
import * as web3Keys from './0009-web3-keys.js';
import * as clonedVoices from './0010-cloned-voices.js';
import * as voiceChangerJobs from './0011-voice-changer-jobs.js';
import * as ledgerChargeIds from './0012-ledger-charge-ids.js';
import * as mediaJobCharges from './0013-media-job-charges.js';
import * as ledgerCountsBigint from './0014-ledger-counts-bigint.js';
import * as storedResponses from './0015-stored-responses.js';
import * as requestLog from './0016-request-log.js';
import * as ledgerOwnerIdIndex from './0017-ledger-owner-id-index.js';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const migrations: Record<string, Migration> = {
  '0001-accounts-and-keys': accountsAndKeys,
  '0002-credits-ledger': creditsLedger,
  '0003-rate-limits': rateLimits,
  '0004-siwx-nonces': siwxNonces,
  '0005-x402-payments': x402Payments,
  '0006-rpc-idempotency': rpcIdempotency,
  '0007-media-jobs': mediaJobs,
  '0008-api-key-change-notifications': apiKeyChangeNotifications,
  '0009-web3-keys': web3Keys,
  '0010-cloned-voices': clonedVoices,
  '0011-voice-changer-jobs': voiceChangerJobs,
  '0012-ledger-charge-ids': ledgerChargeIds,
  '0013-media-job-charges': mediaJobCharges,
  '0014-ledger-counts-bigint': ledgerCountsBigint,
  '0015-stored-responses': storedResponses,
  '0016-request-log': requestLog,
  '0017-ledger-owner-id-index': ledgerOwnerIdIndex,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
