// `npm run cli -- <command>`: operator commands against the configured database.
//   keys create --type ADMIN|INFERENCE --description TEXT [--account ID] [--expires DATE] [--json]
//   keys list [--account ID] [--json]
//   keys revoke --id ID [--account ID]
// Without --account, the first account (the one created on first start) is used.
import { parseArgs } from 'node:util';
import { createKey, listKeys, revokeKey } from '../accounts/api-keys.js';
import { ensureFirstAccount } from '../accounts/bootstrap.js';
import { readSettings } from '../config/environment.js';
import { openDatabase } from '../store/database.js';

const USAGE = `usage:
  npm run cli -- keys create --type ADMIN|INFERENCE --description TEXT [--account ID] [--expires DATE] [--json]
  npm run cli -- keys list [--account ID] [--json]
  npm run cli -- keys revoke --id ID [--account ID]`;

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
      json: { type: 'boolean', default: false },
    },
  });
  const [group, command] = positionals;
  if (group !== 'keys' || !['create', 'list', 'revoke'].includes(command ?? '')) {
    console.error(USAGE);
    return 2;
  }
  const settings = readSettings();
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  try {
    const bootstrap = await ensureFirstAccount(database);
    if (bootstrap.adminKey && !values.json) {
      console.error(`(the database was empty: created the first account, with ADMIN key ${bootstrap.adminKey.secret})`);
    }
    const accountId = values.account ?? bootstrap.accountId;
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
    } else {
      if (!values.id) throw new Error('--id is required');
      await revokeKey(database, accountId, values.id);
      console.log(`revoked ${values.id}`);
    }
    return 0;
  } finally {
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
