// A throwaway PostgreSQL cluster for the test run: initdb into a scratch folder, start it on a free
// port with durability off (it is thrown away), hand out one fresh database per test file.
// As root (CI), the server runs as the `postgres` user, since PostgreSQL refuses to run as root.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function run(bin: string, args: string[], asPostgres: boolean): void {
  const command = asPostgres ? 'su' : bin;
  const commandArgs = asPostgres ? ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map((part) => `'${part}'`).join(' ')] : args;
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

function runAsync(bin: string, args: string[], asPostgres: boolean): Promise<void> {
  const command = asPostgres ? 'su' : bin;
  const commandArgs = asPostgres ? ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map((part) => `'${part}'`).join(' ')] : args;
  return new Promise((resolve, reject) =>
    execFile(command, commandArgs, { encoding: 'utf8' }, (error, stdout, stderr) =>
      error ? reject(new Error(`${bin} ${args.join(' ')} failed: ${stderr || stdout}`)) : resolve(),
    ),
  );
}

export interface PostgresServer {
  url: string;
  stop(): void;
  /**
   * `pg_ctl restart -m fast`: every session is ended, the server refuses connections until it is
   * back. Asynchronous, so the test process keeps sending requests meanwhile.
   */
  restart(): Promise<void>;
}

export async function startPostgres(bin: string, directory: string): Promise<PostgresServer> {
  const asPostgres = process.getuid?.() === 0;
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  if (asPostgres) {
    chmodSync(directory, 0o777);
    execFileSync('chown', ['postgres', directory]);
  }
  const dataDir = join(directory, 'data');
  // Asynchronous, so the run's other services start meanwhile (global-setup.ts).
  await runAsync(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], asPostgres);
  const port = await freePort();
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  await runAsync(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', join(directory, 'server.log'), '-w', 'start'], asPostgres);
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    stop: () => run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop'], asPostgres),
    restart: () =>
      runAsync(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', join(directory, 'server.log'), '-m', 'fast', '-w', 'restart'], asPostgres),
  };
}

/** A new, empty database on the server; returns its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return `${serverUrl}/${name}`;
}
